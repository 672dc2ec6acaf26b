import {
  buildTree,
  completeEvents,
  findPageThread,
  groupOf,
  parseTrace,
  scriptLabel,
  scriptLabels,
  SCRIPT_TASK_MS,
  selfTime,
  summarizeMainThread,
  topLevelTasks,
} from "./trace";
import type { TraceEvent } from "./trace";

const PAGE = "http://localhost:4000/";
const FRAMEWORK = "http://localhost:4000/framework-0123456789abcdef0123.js";
const APP = "http://localhost:4000/app-aaaaaaaaaaaaaaaaaaaa.js";

/** A renderer (pid 2) and its main thread (tid 20), times in µs from 1 s. */
const at = (ms: number) => 1_000_000 + ms * 1000;
const main = { pid: 2, tid: 20 };
const x = (name: string, start: number, duration: number, data?: object): TraceEvent => ({
  name,
  ph: "X",
  ts: at(start),
  dur: duration * 1000,
  ...main,
  ...(data ? { args: { data } } : {}),
});

const FIXTURE: TraceEvent[] = [
  { name: "thread_name", ph: "M", ts: 0, pid: 1, tid: 10, args: { name: "CrBrowserMain" } },
  { name: "thread_name", ph: "M", ts: 0, ...main, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: 3, tid: 30, args: { name: "CrRendererMain" } },
  // Another renderer: never counted.
  { name: "RunTask", ph: "X", ts: at(10), dur: 500_000, pid: 3, tid: 30 },
  // Before the navigation: not counted.
  x("RunTask", -100, 100),
  {
    name: "navigationStart",
    ph: "R",
    ts: at(0),
    ...main,
    args: { frame: "F", data: { documentLoaderURL: PAGE, isOutermostMainFrame: true } },
  },
  {
    name: "FrameCommittedInBrowser",
    ph: "I",
    ts: at(1),
    pid: 1,
    tid: 10,
    args: { data: { frame: "F", processId: 2, url: PAGE } },
  },
  // Task 1, before first paint: parsing, with an inline script.
  x("RunTask", 10, 30),
  x("ParseHTML", 10, 30),
  x("EvaluateScript", 15, 10, { url: PAGE }),
  { name: "firstContentfulPaint", ph: "R", ts: at(100), ...main, args: { frame: "F" } },
  {
    name: "largestContentfulPaint::Candidate",
    ph: "R",
    ts: at(150),
    ...main,
    args: { frame: "F" },
  },
  {
    name: "largestContentfulPaint::Candidate",
    ph: "R",
    ts: at(250),
    ...main,
    args: { frame: "F" },
  },
  // Task 2: the framework, with its compile, a forced layout, then a GC.
  x("RunTask", 200, 120),
  x("EvaluateScript", 200, 100, { url: FRAMEWORK }),
  x("v8.compile", 200, 10, { url: FRAMEWORK }),
  x("Layout", 250, 20),
  x("MinorGC", 300, 15),
  // Task 3, as B/E: a timer calls into app.js, which handles an XHR.
  { name: "RunTask", ph: "B", ts: at(400), ...main },
  x("TimerFire", 400, 60),
  x("FunctionCall", 401, 50, { url: APP }),
  x("XHRReadyStateChange", 420, 10, {
    url: "http://localhost:4000/page-data/index/page-data.json",
  }),
  { name: "RunTask", ph: "E", ts: at(470), ...main },
  // Task 4: short.
  x("RunTask", 600, 40),
];

describe("summarizeMainThread", () => {
  const summary = summarizeMainThread(FIXTURE, PAGE);

  it("times paints from the navigation", () => {
    expect(summary.fcp).toBeCloseTo(100);
    expect(summary.lcp).toBeCloseTo(250);
  });

  it("counts each millisecond of the page's tasks once, by group", () => {
    expect(summary.busy).toBeCloseTo(30 + 120 + 70 + 40);
    expect(summary.groups).toEqual({
      parseHtml: expect.closeTo(20),
      scriptEvaluation: expect.closeTo(10 + 70 + 10 + 40 + 10),
      scriptCompile: expect.closeTo(10),
      styleLayout: expect.closeTo(20),
      garbageCollection: expect.closeTo(15),
      rendering: 0,
      other: expect.closeTo(0 + 5 + 10 + 40),
    });
    expect(summary.scripting).toBeCloseTo(150);
  });

  it("gives scripting to the script an event or its ancestor names", () => {
    expect(summary.scripts).toEqual({
      inline: expect.closeTo(10),
      "framework-*.js": expect.closeTo(80),
      "(no script URL)": expect.closeTo(10),
      "app-*.js": expect.closeTo(50),
    });
  });

  it("finds the long tasks and the blocking time after first paint", () => {
    expect(summary.longTasks).toBe(2);
    expect(summary.longTasksAfterFcp).toBe(2);
    expect(summary.longestTask).toBeCloseTo(120);
    expect(summary.longestTaskAfterFcp).toBeCloseTo(120);
    expect(summary.blockingAfterFcp).toBeCloseTo(70 + 20);
  });

  it("takes the longest task apart", () => {
    expect(summary.longest).toEqual({
      start: expect.closeTo(200),
      duration: expect.closeTo(120),
      groups: {
        scriptEvaluation: expect.closeTo(70),
        scriptCompile: expect.closeTo(10),
        styleLayout: expect.closeTo(20),
        garbageCollection: expect.closeTo(15),
        other: expect.closeTo(5),
      },
      scripts: { "framework-*.js": expect.closeTo(80) },
    });
  });

  it("finds the longest task that runs script, and leaves out tasks with a trace of it", () => {
    // Task 1 (parsing, 30 ms) runs 10 ms of inline script; task 2 (120 ms), 80 ms of framework.
    expect(summary.longestScript?.duration).toBeCloseTo(120);
    expect(summary.longestScript?.scripts).toEqual({ "framework-*.js": expect.closeTo(80) });
    const withoutFramework = FIXTURE.filter(
      (event) => !(event.args?.data?.url === FRAMEWORK || event.name === "MinorGC"),
    );
    const parsing = summarizeMainThread(withoutFramework, PAGE);
    expect(parsing.longestTask).toBeCloseTo(120);
    // A timer task into app.js (70 ms) is longer than the parse task with its inline script.
    expect(parsing.longestScript?.duration).toBeCloseTo(70);
    // A long task with a little script in it (an inline handler) is not a script task; one with
    // exactly SCRIPT_TASK_MS of script is.
    const withTask = (scriptMs: number) =>
      summarizeMainThread(
        [
          ...FIXTURE.filter((event) => event.args?.data?.url !== FRAMEWORK),
          x("RunTask", 700, 150),
          x("Layout", 700, 140),
          x("FunctionCall", 845, scriptMs, { url: APP }),
        ],
        PAGE,
      ).longestScript?.duration;
    expect(withTask(SCRIPT_TASK_MS - 1)).toBeCloseTo(70);
    expect(withTask(SCRIPT_TASK_MS)).toBeCloseTo(150);
    const scriptFree = FIXTURE.filter((event) => {
      const group = groupOf(event.name);
      return group !== "scriptEvaluation" && group !== "scriptCompile";
    });
    expect(summarizeMainThread(scriptFree, PAGE).longestScript?.duration ?? 0).toBe(0);
    expect(summarizeMainThread(scriptFree, PAGE).longestScriptAfterFcp).toBe(0);
  });

  it("finds the longest script task after first paint apart from the parse before it", () => {
    expect(summary.longestScriptAfterFcp).toBeCloseTo(120);
    // Task 1 made a 90 ms parse and first layout before first paint, with the page's inline
    // script in it; the framework's task left out, the longest after first paint is app.js's.
    const slowParse = summarizeMainThread(
      [
        ...FIXTURE.filter(
          (event) =>
            event.args?.data?.url !== FRAMEWORK &&
            !(event.ph === "X" && event.ts >= at(10) && event.ts < at(100)),
        ),
        x("RunTask", 5, 90),
        x("Layout", 5, 80),
        x("EvaluateScript", 85, 10, { url: PAGE }),
      ],
      PAGE,
    );
    expect(slowParse.longestScript?.duration).toBeCloseTo(90);
    expect(slowParse.longestScriptAfterFcp).toBeCloseTo(70);
  });

  it("fails clearly on a trace of another page", () => {
    expect(() => summarizeMainThread(FIXTURE, "http://localhost:4000/terms/")).toThrow(
      "no navigation to http://localhost:4000/terms/",
    );
  });
});

describe("findPageThread", () => {
  it("reads the renderer's navigationStart", () => {
    expect(findPageThread(FIXTURE, PAGE)).toEqual({ ...main, navigationStart: at(0), frame: "F" });
  });

  it("falls back on the browser's commit and the thread names", () => {
    const withoutMarks = FIXTURE.filter((event) => event.name !== "navigationStart");
    expect(findPageThread(withoutMarks, PAGE)).toEqual({
      ...main,
      navigationStart: at(1),
      frame: "F",
    });
  });
});

describe("the event tree", () => {
  it("pairs B and E events and sorts parents before their children", () => {
    const events = completeEvents(FIXTURE, main.pid, main.tid);
    const task = events.find((event) => event.ts === at(400) && event.name === "RunTask");
    expect(task).toMatchObject({ ph: "X", dur: 70_000 });
    expect(events.findIndex((event) => event === task)).toBeLessThan(
      events.findIndex((event) => event.name === "TimerFire"),
    );
  });

  it("nests by time and clips a child that overruns its parent", () => {
    const roots = buildTree([x("RunTask", 0, 10), x("FunctionCall", 5, 10), x("RunTask", 10, 1)]);
    expect(roots).toHaveLength(2);
    const [first] = roots;
    expect(first?.children[0]?.end).toBe(at(10));
    expect(first && selfTime(first)).toBe(5000);
    expect(topLevelTasks(roots)).toHaveLength(2);
  });

  it("finds tasks below events that are not tasks", () => {
    const roots = buildTree([x("Receive mojo message", 0, 10), x("RunTask", 1, 5)]);
    expect(topLevelTasks(roots).map((node) => node.event.name)).toEqual(["RunTask"]);
  });

  it("groups events as Lighthouse does", () => {
    expect(groupOf("FunctionCall")).toBe("scriptEvaluation");
    expect(groupOf("v8.compileModule")).toBe("scriptCompile");
    expect(groupOf("V8.GC_SCAVENGER")).toBe("garbageCollection");
    expect(groupOf("UpdateLayoutTree")).toBe("styleLayout");
    expect(groupOf("DocumentLoader::CommitNavigation")).toBeUndefined();
  });
});

describe("scriptLabel", () => {
  it.each([
    [FRAMEWORK, "framework-*.js"],
    [
      "http://localhost:4000/component---src-pages-index-tsx-e3af1e2210e12cbbd3af.js",
      "component---src-pages-index-tsx-*.js",
    ],
    ["http://localhost:4000/_astro/MenuNav.Cu7fNt3B.js", "MenuNav.*.js"],
    ["http://localhost:4000/assets/index-BNpBskzo.js?v=1", "index-*.js"],
    [`${PAGE}#top`, "inline"],
    [undefined, "(no script URL)"],
  ])("%s → %s", (url, label) => {
    expect(scriptLabel(url, PAGE)).toBe(label);
  });

  it("keeps the whole file name where two scripts of a page share a label", () => {
    const first = "http://localhost:4000/_astro/index.DK-fsZOb.js";
    const second = "http://localhost:4000/_astro/index.xK5eoQS5.js";
    const label = scriptLabels([first, second, FRAMEWORK, PAGE, undefined], PAGE);
    expect([first, second, FRAMEWORK, PAGE, undefined].map(label)).toEqual([
      "index.DK-fsZOb.js",
      "index.xK5eoQS5.js",
      "framework-*.js",
      "inline",
      "(no script URL)",
    ]);
  });
});

describe("parseTrace", () => {
  it("reads both shapes of a trace file", () => {
    const events = [x("RunTask", 0, 1)];
    expect(parseTrace(JSON.stringify({ traceEvents: events }))).toEqual(events);
    expect(parseTrace(JSON.stringify(events))).toEqual(events);
  });
});
