import { NEAR_MARGIN, NEEDS_SCRIPTS_ATTRIBUTE } from "../constants";

import {
  LATEST_START_MS,
  LOADER_CONFIG_ID,
  PRESENTED_WAIT_MS,
  START_EVENTS,
  pageConfig,
  startWhenWanted,
} from "./startWhenWanted";
import type { FrameworkModules } from "./startWhenWanted";

/**
 * The loader in jsdom, with jest's fake timers for its tasks and timeouts. The test plays the
 * rest of the browser: `load`, frames, paint and intersection reports, the visitor's events, and
 * each script the loader adds finishing (jsdom fetches none).
 */

const SOURCES = ["/runtime.js", "/framework.js", "/app.js"];

type Entry = { entryType: string; startTime: number };
type WebpackChunk = [unknown[], object, (require: WebpackRequire) => void];
type WebpackRequire = ((id: string | number) => void) & { m: Record<string, unknown> };

let frames: FrameRequestCallback[] = [];
let paintObservers: FakePerformanceObserver[] = [];
let sections: FakeIntersectionObserver[] = [];
let supportedEntryTypes: string[] = [];
let added: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = [];

class FakePerformanceObserver {
  static get supportedEntryTypes() {
    return supportedEntryTypes;
  }
  observed: Array<{ type: string; buffered: boolean }> = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {
    paintObservers.push(this);
  }
  observe(options: { type: string; buffered: boolean }) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Only entries of the types observed reach the callback, as in a browser. */
  report(entries: Entry[]) {
    const types = this.observed.map(({ type }) => type);
    const seen = entries.filter((entry) => types.includes(entry.entryType));
    if (!this.disconnected && seen.length > 0) this.callback({ getEntries: () => seen });
  }
}

class FakeIntersectionObserver {
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    sections.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...intersecting: boolean[]) {
    if (!this.disconnected)
      this.callback(intersecting.map((isIntersecting) => ({ isIntersecting })));
  }
}

const globals = window as unknown as Record<string, unknown>;

function setUp({
  readyState = "interactive" as DocumentReadyState,
  hidden = false,
  largestPaint = true,
  paint = true,
  popover = true,
  intersection = true,
  needing = 0,
} = {}) {
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  jest.spyOn(document, "hidden", "get").mockReturnValue(hidden);
  supportedEntryTypes = [
    ...(paint ? ["paint"] : []),
    ...(largestPaint ? ["largest-contentful-paint"] : []),
  ];
  globals.PerformanceObserver = FakePerformanceObserver;
  if (intersection) globals.IntersectionObserver = FakeIntersectionObserver;
  if (popover)
    Object.defineProperty(HTMLElement.prototype, "popover", { value: null, configurable: true });
  document.body.innerHTML = Array.from(
    { length: needing },
    (_, index) => `<section id="s${index}" ${NEEDS_SCRIPTS_ATTRIBUTE}></section>`,
  ).join("");
}

const preloaded = () =>
  [...document.head.querySelectorAll("link")].map((link) => {
    expect([link.rel, link.as]).toEqual(["preload", "script"]);
    return link.getAttribute("href");
  });
const scripts = () => [...document.body.querySelectorAll("script")];
const evaluated = () => scripts().map((script) => script.getAttribute("src"));

const load = () => window.dispatchEvent(new Event("load"));
const frame = (time: number) => frames.shift()?.(time);
/** Runs the next task (jest's timers give each task a time of its own). */
const task = () => jest.advanceTimersToNextTimer();
const largest = (...times: number[]): Entry[] =>
  times.map((startTime) => ({ entryType: "largest-contentful-paint", startTime }));
const firstPaint = (startTime: number): Entry[] => [
  { entryType: "paint", startTime },
  { entryType: "paint", startTime },
];

/** From the first request on: one file requested per task, then the first one evaluated. */
function expectEachRequestedInTurn() {
  for (let count = 1; count <= SOURCES.length; count++) {
    expect(preloaded()).toEqual(SOURCES.slice(0, count));
    expect(evaluated()).toEqual([]);
    task();
  }
  expect(evaluated()).toEqual(["/runtime.js"]);
}

/** Nothing requested until `ms` more have passed; then every file, one per task. */
function expectStartAfter(ms: number) {
  jest.advanceTimersByTime(ms - 1);
  expect(preloaded()).toEqual([]);
  task();
  expect(paintObservers.every((observer) => observer.disconnected)).toBe(true);
  expectEachRequestedInTurn();
}

/** Load, the next frame and its largest paint presented: the first screen is on the glass. */
function presentFirstScreen() {
  load();
  frame(100);
  paintObservers[0]?.report(largest(116));
  task();
}

/**
 * The visitor's act wanted the scripts after the first screen was on the glass: nothing is
 * requested in the frame that answers them; the requests start in a task after it.
 */
function afterTheirFrame() {
  expect(preloaded()).toEqual([]);
  frame(500);
  expect(preloaded()).toEqual([]);
  task();
}

const start = (modules?: FrameworkModules) => startWhenWanted({ files: SOURCES, modules });
const touch = () => window.dispatchEvent(new Event("pointerdown"));

/** A visitor who wants the scripts at once, on a page that has loaded and painted a frame. */
function wantedAndLoaded(options: Parameters<typeof setUp>[0] = {}) {
  setUp(options);
  start();
  touch();
  load();
  frame(100);
}

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  paintObservers = [];
  sections = [];
  added = [];
  globals.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
  // Recorded so that each test's loader stops listening after it.
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    jest.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) added.push([target, type, listener]);
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const [target, type, listener] of added) {
    target.removeEventListener(type, listener, true);
    target.removeEventListener(type, listener);
  }
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete globals.IntersectionObserver;
  delete globals.PerformanceObserver;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).popover;
  delete globals.webpackChunksite;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("when the first screen is on the glass", () => {
  it("waits for load, the next frame and its largest paint presented, then requests every file", () => {
    setUp();
    start();
    touch();
    expect(preloaded()).toEqual([]);
    load();
    expect(preloaded()).toEqual([]);
    frame(100);
    expect(paintObservers[0]?.observed).toEqual([
      { type: "largest-contentful-paint", buffered: true },
      { type: "paint", buffered: true },
    ]);
    // Paints presented before that frame (buffered reports) are not the one it makes.
    paintObservers[0]?.report(largest(40, 90));
    expect(preloaded()).toEqual([]);
    paintObservers[0]?.report(largest(116));
    expect(preloaded()).toEqual([]);
    task();
    expect(paintObservers[0]?.disconnected).toBe(true);
    expectEachRequestedInTurn();
    // The timers due later do not start it twice.
    jest.runAllTimers();
    expect(preloaded()).toEqual(SOURCES);
  });

  it(`starts ${PRESENTED_WAIT_MS} ms after a first paint is presented when no later largest paint is reported`, () => {
    wantedAndLoaded();
    // Not counted from the frame: the first paint may be presented long after it.
    jest.advanceTimersByTime(1000);
    expect(preloaded()).toEqual([]);
    paintObservers[0]?.report([...largest(40), ...firstPaint(40)]);
    paintObservers[0]?.report(firstPaint(40)); // reported again: still one timer
    expectStartAfter(PRESENTED_WAIT_MS);
  });

  it("waits for a slow presentation: its largest paint starts it, not a timer from the frame", () => {
    wantedAndLoaded();
    jest.advanceTimersByTime(1100);
    expect(preloaded()).toEqual([]);
    // Presented 1.1 s after the frame, the first paint and the largest one together.
    paintObservers[0]?.report([...firstPaint(1200), ...largest(1200)]);
    task();
    expectEachRequestedInTurn();
  });

  it(`starts ${PRESENTED_WAIT_MS} ms after the frame in a browser with largest-paint but no paint reports`, () => {
    wantedAndLoaded({ paint: false });
    expect(paintObservers[0]?.observed).toEqual([
      { type: "largest-contentful-paint", buffered: true },
    ]);
    expectStartAfter(PRESENTED_WAIT_MS);
  });

  it(`starts ${LATEST_START_MS} ms after the frame if no paint is ever reported`, () => {
    wantedAndLoaded();
    expectStartAfter(LATEST_START_MS);
  });

  it("starts after the next frame in a browser without largest-paint reports", () => {
    wantedAndLoaded({ largestPaint: false });
    expect(paintObservers).toEqual([]);
    expect(preloaded()).toEqual([]);
    task();
    expectEachRequestedInTurn();
  });

  it("starts after the next frame when the page has already loaded", () => {
    setUp({ readyState: "complete", largestPaint: false });
    start();
    touch();
    expect(added.map(([, type]) => type)).not.toContain("load");
    frame(100);
    expect(preloaded()).toEqual([]);
    task();
    expectEachRequestedInTurn();
  });

  it("waits in a background tab until it is shown, then starts one frame later", () => {
    setUp({ hidden: true });
    start();
    touch();
    load();
    jest.runOnlyPendingTimers();
    expect(frames).toEqual([]);
    document.dispatchEvent(new Event("visibilitychange")); // a change that is not to visible
    expect(frames).toEqual([]);
    jest.spyOn(document, "hidden", "get").mockReturnValue(false);
    document.dispatchEvent(new Event("visibilitychange"));
    document.dispatchEvent(new Event("visibilitychange")); // listened to once
    expect(frames).toHaveLength(1);
    expect(preloaded()).toEqual([]);
    frame(100);
    expect(preloaded()).toEqual([]);
    task();
    expectEachRequestedInTurn();
  });
});

describe("only when the scripts are wanted", () => {
  it("requests nothing for a first screen alone, and starts at the visitor's first scroll", () => {
    setUp();
    start();
    // Written out: touch, keyboard and assistive-technology users each need theirs.
    expect(START_EVENTS.join(" ")).toBe(
      "scroll wheel keydown pointerdown pointermove touchstart click focusin",
    );
    const spy = jest.mocked(window.addEventListener);
    for (const type of START_EVENTS) {
      expect(spy).toHaveBeenCalledWith(type, expect.any(Function), {
        capture: true,
        passive: true,
      });
    }
    expect(sections).toEqual([]); // nothing on this page needs them
    presentFirstScreen();
    jest.runAllTimers();
    expect(preloaded()).toEqual([]);
    const removing = jest.spyOn(window, "removeEventListener");
    window.dispatchEvent(new Event("scroll"));
    // Wanted once: every start event stops listening.
    expect(removing.mock.calls.map(([type, , capture]) => [type, capture])).toEqual(
      START_EVENTS.map((type) => [type, true]),
    );
    afterTheirFrame();
    expectEachRequestedInTurn();
  });

  it.each(START_EVENTS)("starts on %s", (type) => {
    setUp();
    start();
    presentFirstScreen();
    expect(preloaded()).toEqual([]);
    window.dispatchEvent(new Event(type));
    afterTheirFrame();
    expectEachRequestedInTurn();
  });

  it("waits for the first screen when the visitor acts before it is on the glass", () => {
    setUp();
    start();
    window.dispatchEvent(new Event("keydown"));
    jest.runOnlyPendingTimers();
    expect(preloaded()).toEqual([]);
    presentFirstScreen();
    expectEachRequestedInTurn();
  });

  it(`starts when an element that needs the scripts comes within ${NEAR_MARGIN} of the viewport`, () => {
    setUp({ needing: 2 });
    start();
    expect(sections).toHaveLength(1);
    expect(sections[0]?.options).toEqual({ rootMargin: `0px 0px ${NEAR_MARGIN} 0px` });
    expect(sections[0]?.observed.map(({ id }) => id)).toEqual(["s0", "s1"]);
    presentFirstScreen();
    sections[0]?.report(false, false);
    jest.runOnlyPendingTimers();
    expect(preloaded()).toEqual([]);
    sections[0]?.report(false, true);
    expect(sections[0]?.disconnected).toBe(true);
    afterTheirFrame();
    expectEachRequestedInTurn();
  });

  it("wants the scripts at once in a browser without popovers, whose menu needs React", () => {
    setUp({ popover: false, needing: 1 });
    start();
    expect(sections).toEqual([]);
    presentFirstScreen();
    expectEachRequestedInTurn();
  });

  it("wants the scripts at once where elements need them and nothing can tell when they come near", () => {
    setUp({ needing: 1, intersection: false });
    start();
    presentFirstScreen();
    expectEachRequestedInTurn();
  });
});

describe("in order, one file per task", () => {
  /** Every file requested, and the first one added to the page. */
  const requestAll = (modules?: FrameworkModules) => {
    setUp({ largestPaint: false });
    start(modules);
    touch();
    presentFirstScreen();
    expectEachRequestedInTurn();
  };
  const finish = (index: number, event = "load") => {
    scripts()[index]?.dispatchEvent(new Event(event));
    expect(scripts()).toHaveLength(index + 1); // the next file waits for a task of its own
    task();
  };

  it("evaluates the files in order, one per task, without React's modules when none are given", () => {
    requestAll();
    finish(0);
    finish(1);
    expect(evaluated()).toEqual(SOURCES);
    expect(globals.webpackChunksite).toBeUndefined();
  });

  it("evaluates React's modules one per task before the app, when the page lists them", () => {
    requestAll({ chunkLoadingGlobal: "webpackChunksite", ids: [7, 3] });
    finish(0);
    finish(1);
    // Before the app: each module pushed as a chunk of its own, one per task.
    const chunks = globals.webpackChunksite as WebpackChunk[];
    expect(chunks).toHaveLength(1);
    expect(evaluated()).toEqual(["/runtime.js", "/framework.js"]);
    const required: Array<string | number> = [];
    const require = Object.assign((id: string | number) => required.push(id), {
      m: { 7: {}, 3: {} },
    });
    chunks[0]?.[2](require);
    expect(chunks[0]?.slice(0, 2)).toEqual([["start-7"], {}]);
    expect(required).toEqual([7]);
    task();
    expect(chunks).toHaveLength(2);
    chunks[1]?.[2](require);
    expect(required).toEqual([7, 3]);
    expect(evaluated()).toHaveLength(2);
    task();
    expect(evaluated()).toEqual(SOURCES);
  });

  it("skips a module React's chunk did not bring, and goes on after a file that failed", () => {
    requestAll({ chunkLoadingGlobal: "webpackChunksite", ids: [7] });
    finish(0);
    finish(1, "error");
    const required: Array<string | number> = [];
    const chunks = globals.webpackChunksite as WebpackChunk[];
    chunks[0]?.[2](Object.assign((id: string | number) => required.push(id), { m: {} }));
    expect(required).toEqual([]);
    task();
    expect(evaluated()).toEqual(SOURCES);
  });
});

describe("pageConfig", () => {
  it("reads the page's configuration from the data the build wrote before the loader", () => {
    const config = { files: SOURCES, modules: { chunkLoadingGlobal: "w", ids: [1] } };
    document.body.innerHTML = `<script type="application/json" id="${LOADER_CONFIG_ID}">${JSON.stringify(config)}</script>`;
    expect(pageConfig()).toEqual(config);
    document.body.innerHTML = "";
    expect(pageConfig()).toBeUndefined();
  });
});
