/**
 * Reads a Chromium performance trace (the JSON that DevTools saves and CDP's Tracing domain
 * returns) and sums up the main thread of the renderer that loaded one page: where its time went
 * (scripting, style and layout, …), its long tasks and which scripts cost what.
 *
 * Every event on the thread becomes a node of a tree by time nesting (a `FunctionCall` inside a
 * `RunTask` inside nothing). Each node's self time (its duration minus its children's) goes to
 * the group of its name, or of its nearest named ancestor, as Lighthouse and DevTools count it: a
 * millisecond counts once, so a forced layout inside a script call is layout, not scripting too.
 * Pure functions only; bench/phone.ts records the traces.
 */

import type { ScriptRequest } from "./lhr";

export type StackFrame = { url?: string; functionName?: string };

export type TraceEvent = {
  name: string;
  cat?: string;
  /** Phase: X complete, B/E begin and end, I/R/n instant, M metadata. */
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string;
      documentLoaderURL?: string;
      processId?: number;
      frame?: string;
      isOutermostMainFrame?: boolean;
      stackTrace?: StackFrame[];
    };
  };
};

export type Group =
  | "scriptEvaluation"
  | "scriptCompile"
  | "garbageCollection"
  | "styleLayout"
  | "parseHtml"
  | "rendering"
  | "other";

export const GROUP_LABELS: Record<Group, string> = {
  scriptEvaluation: "Script evaluation",
  scriptCompile: "Script parse & compile",
  garbageCollection: "Garbage collection",
  styleLayout: "Style & layout",
  parseHtml: "Parse HTML & CSS",
  rendering: "Paint & composite",
  other: "Other",
};

/** Event names by group, after Lighthouse's tracehouse/task-groups.js and DevTools. */
const GROUP_NAMES: Record<Exclude<Group, "other" | "garbageCollection">, string[]> = {
  scriptEvaluation: [
    "EvaluateScript",
    "FunctionCall",
    "TimerFire",
    "EventDispatch",
    "RunMicrotasks",
    "v8.evaluateModule",
    "v8.run",
    "v8.callFunction",
    "V8.Execute",
    "FireIdleCallback",
    "FireAnimationFrame",
    "XHRReadyStateChange",
    "XHRLoad",
  ],
  scriptCompile: [
    "v8.compile",
    "v8.compileModule",
    "v8.parseOnBackground",
    "v8.produceCache",
    "v8.produceModuleCache",
  ],
  styleLayout: [
    "ScheduleStyleRecalculation",
    "UpdateLayoutTree",
    "RecalculateStyles",
    "InvalidateLayout",
    "Layout",
  ],
  parseHtml: ["ParseHTML", "ParseAuthorStyleSheet"],
  rendering: [
    "Animation",
    "HitTest",
    "PaintSetup",
    "Paint",
    "PaintImage",
    "PrePaint",
    "Layerize",
    "Commit",
    "UpdateLayer",
    "UpdateLayerTree",
    "CompositeLayers",
    "ScrollLayer",
    "RasterTask",
    "Decode Image",
  ],
};
const GROUP_OF = new Map<string, Group>(
  Object.entries(GROUP_NAMES).flatMap(([group, names]) =>
    names.map((name): [string, Group] => [name, group as Group]),
  ),
);
const GARBAGE_COLLECTION = /^(MinorGC|MajorGC|GCEvent|BlinkGC\.|V8\.GC|CppGC\.)/;

/** The names of a task the scheduler runs; the outermost one on a thread is a task. */
const TASK_NAMES = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "ThreadControllerImpl::DoWork",
  "MessageLoop::RunTask",
  "TaskQueueManager::ProcessTaskFromWorkQueue",
]);

/** Events whose `args.data.url` is the script that runs (an XHR event's is the resource). */
const SCRIPT_URL_EVENTS = new Set([
  "EvaluateScript",
  "FunctionCall",
  "v8.compile",
  "v8.compileModule",
  "v8.parseOnBackground",
  "v8.produceCache",
]);

/** Over this many milliseconds, a task is long (the Long Tasks API's and TBT's threshold). */
export const LONG_TASK_MS = 50;

/**
 * A task in which the page's scripts ran for at least this long (evaluation and compile) is a
 * script task. The browser's own tasks (parsing the document, its first layouts) run a few
 * inline scripts for well under a millisecond and stay out. The script-free floor has one now
 * and then: script time that no trace event ties to a URL, the browser's own.
 */
export const SCRIPT_TASK_MS = 5;

export function groupOf(name: string): Group | undefined {
  return GROUP_OF.get(name) ?? (GARBAGE_COLLECTION.test(name) ? "garbageCollection" : undefined);
}

/** The events of a trace file: an object with `traceEvents` or a bare array. */
export function parseTrace(json: string): TraceEvent[] {
  const parsed = JSON.parse(json) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

const withoutHash = (url: string) => url.replace(/#.*$/, "");

export type PageThread = { pid: number; tid: number; navigationStart: number; frame?: string };

/**
 * The renderer main thread that loaded `pageUrl`, and when its navigation started: from the
 * renderer's `navigationStart` mark, else from the browser's `FrameCommittedInBrowser` and the
 * process's thread named CrRendererMain.
 */
export function findPageThread(events: TraceEvent[], pageUrl: string): PageThread | undefined {
  const url = withoutHash(pageUrl);
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      withoutHash(event.args?.data?.documentLoaderURL ?? "") === url &&
      event.args?.data?.isOutermostMainFrame !== false,
  );
  if (navigation) {
    const { pid, tid, ts, args } = navigation;
    return { pid, tid, navigationStart: ts, frame: args?.frame };
  }
  const commit = events.find(
    (event) =>
      event.name === "FrameCommittedInBrowser" && withoutHash(event.args?.data?.url ?? "") === url,
  );
  const pid = commit?.args?.data?.processId;
  const thread = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === pid &&
      event.args?.name === "CrRendererMain",
  );
  if (!commit || !thread) return undefined;
  return {
    pid: thread.pid,
    tid: thread.tid,
    navigationStart: commit.ts,
    frame: commit.args?.data?.frame,
  };
}

export type TraceNode = {
  event: TraceEvent;
  /** Microseconds, as in the trace; `end` is clipped to the parent's end. */
  start: number;
  end: number;
  children: TraceNode[];
  group: Group;
  /** The script this node runs, or its nearest ancestor's. */
  url?: string;
};

/** One thread's X events, and B/E pairs made into X events, in time order. */
export function completeEvents(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const complete: TraceEvent[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === "X") complete.push(event);
    else if (event.ph === "B") open.push(event);
    else if (event.ph === "E") {
      const begin = open.pop();
      if (begin) {
        const args = { ...begin.args, ...event.args };
        complete.push({ ...begin, ph: "X", dur: event.ts - begin.ts, args });
      }
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

function ownScriptUrl(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  const url = SCRIPT_URL_EVENTS.has(event.name) ? data?.url : undefined;
  return url || data?.stackTrace?.find((frame) => frame.url)?.url || undefined;
}

/** The events nested by time: a node holds every event that starts inside it. */
export function buildTree(sorted: TraceEvent[]): TraceNode[] {
  const roots: TraceNode[] = [];
  const stack: TraceNode[] = [];
  for (const event of sorted) {
    while (stack.length && event.ts >= (stack.at(-1)?.end ?? 0)) stack.pop();
    const parent = stack.at(-1);
    const end = Math.min(event.ts + (event.dur ?? 0), parent?.end ?? Infinity);
    const node: TraceNode = {
      event,
      start: event.ts,
      end,
      children: [],
      group: groupOf(event.name) ?? parent?.group ?? "other",
      url: ownScriptUrl(event) ?? parent?.url,
    };
    (parent?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

export function selfTime(node: TraceNode): number {
  const children = node.children.reduce((sum, child) => sum + child.end - child.start, 0);
  return Math.max(0, node.end - node.start - children);
}

function* walk(nodes: TraceNode[]): Generator<TraceNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children);
  }
}

/** The outermost task events: what the scheduler ran, one task at a time. */
export function topLevelTasks(roots: TraceNode[]): TraceNode[] {
  return roots.flatMap((node) =>
    TASK_NAMES.has(node.event.name) ? [node] : topLevelTasks(node.children),
  );
}

/**
 * A short name for a script URL: the file name with its content hash as `*`
 * (`framework-*.js`, `component---src-pages-index-tsx-*.js`, `index.*.js`), so that two builds
 * of a chunk compare; `inline` for scripts in the page's HTML.
 */
export function scriptLabel(url: string | undefined, pageUrl: string): string {
  if (!url) return "(no script URL)";
  if (withoutHash(url) === withoutHash(pageUrl)) return "inline";
  return fileName(url).replace(/([-.])(?:[0-9a-f]{16,}|[A-Za-z0-9_-]{8})(\.m?js)$/, "$1*$2");
}

const fileName = (url: string) =>
  url
    .replace(/[?#].*$/, "")
    .split("/")
    .pop() || url;

/** Labels for the scripts of one page: the file name in full where two share a short label. */
export function scriptLabels(urls: Iterable<string | undefined>, pageUrl: string) {
  const byLabel = new Map<string, Set<string | undefined>>();
  for (const url of urls) {
    const label = scriptLabel(url, pageUrl);
    byLabel.set(label, (byLabel.get(label) ?? new Set()).add(url));
  }
  return (url: string | undefined): string => {
    const label = scriptLabel(url, pageUrl);
    return url && (byLabel.get(label)?.size ?? 0) > 1 && label !== "inline" ? fileName(url) : label;
  };
}

type Milliseconds = number;

export type TaskSummary = {
  /** After navigation start. */
  start: Milliseconds;
  duration: Milliseconds;
  groups: Partial<Record<Group, Milliseconds>>;
  /** Scripting (evaluation and compile) by script label. */
  scripts: Record<string, Milliseconds>;
};

export type MainThreadSummary = {
  /** First contentful and largest contentful paint, after navigation start. */
  fcp?: Milliseconds;
  lcp?: Milliseconds;
  /** All tasks, from navigation start to the end of the trace. */
  busy: Milliseconds;
  groups: Record<Group, Milliseconds>;
  /** Script evaluation and compile. */
  scripting: Milliseconds;
  /** Scripting by script label. */
  scripts: Record<string, Milliseconds>;
  longTasks: number;
  longestTask: Milliseconds;
  /** Counting only tasks that start at or after first contentful paint, as TBT does. */
  longTasksAfterFcp: number;
  longestTaskAfterFcp: Milliseconds;
  /** Σ (duration − 50 ms) of the tasks after FCP: an observed TBT, to the end of the trace. */
  blockingAfterFcp: Milliseconds;
  /** The longest task after FCP (else the longest at all), taken apart. */
  longest?: TaskSummary;
  /** The longest script task (navigation included), taken apart: what the page's code costs. */
  longestScript?: TaskSummary;
  /**
   * The longest script task that starts at or after first contentful paint; 0 without one. The
   * tasks before it include the browser's parse and first layout, which a page's inline scripts
   * run inside. (Absent from results recorded before it was measured.)
   */
  longestScriptAfterFcp?: Milliseconds;
  /** The script files the page requested during the trace, with their sizes in bytes. */
  scriptFiles?: ScriptRequest[];
};

const ms = (microseconds: number): Milliseconds => microseconds / 1000;

const isScripting = (node: TraceNode) =>
  node.group === "scriptEvaluation" || node.group === "scriptCompile";

function summarizeNodes(nodes: TraceNode[], label: (url: string | undefined) => string) {
  const groups = Object.fromEntries(Object.keys(GROUP_LABELS).map((group) => [group, 0])) as Record<
    Group,
    Milliseconds
  >;
  const scripts: Record<string, Milliseconds> = {};
  for (const node of walk(nodes)) {
    const self = ms(selfTime(node));
    groups[node.group] += self;
    if (isScripting(node)) {
      scripts[label(node.url)] = (scripts[label(node.url)] ?? 0) + self;
    }
  }
  return { groups, scripts };
}

function describeTask(
  task: TraceNode,
  navigationStart: number,
  label: (url: string | undefined) => string,
): TaskSummary {
  const { groups, scripts } = summarizeNodes([task], label);
  return {
    start: ms(task.start - navigationStart),
    duration: ms(task.end - task.start),
    groups: Object.fromEntries(Object.entries(groups).filter(([, time]) => time > 0)),
    scripts,
  };
}

/** The main-thread summary of the page load at `pageUrl` in `events`. */
export function summarizeMainThread(events: TraceEvent[], pageUrl: string): MainThreadSummary {
  const thread = findPageThread(events, pageUrl);
  if (!thread) throw new Error(`The trace has no navigation to ${pageUrl}.`);
  const { pid, tid, navigationStart, frame } = thread;
  const roots = buildTree(completeEvents(events, pid, tid)).filter(
    (node) => node.start >= navigationStart,
  );
  const paint = (name: string) =>
    events.filter(
      (event) =>
        event.name === name &&
        event.pid === pid &&
        event.ts >= navigationStart &&
        (!frame || !event.args?.frame || event.args.frame === frame),
    );
  const fcpEvent = paint("firstContentfulPaint")[0];
  const lcpEvent = paint("largestContentfulPaint::Candidate").at(-1);
  const fcpTs = fcpEvent?.ts ?? navigationStart;

  const tasks = topLevelTasks(roots);
  const duration = (task: TraceNode) => ms(task.end - task.start);
  const long = tasks.filter((task) => duration(task) > LONG_TASK_MS);
  const afterFcp = tasks.filter((task) => task.start >= fcpTs);
  const longest = (list: TraceNode[]) =>
    list.reduce<TraceNode | undefined>(
      (best, task) => (!best || duration(task) > duration(best) ? task : best),
      undefined,
    );
  const longestAfterFcp = longest(afterFcp);
  const longestTask = longestAfterFcp ?? longest(tasks);
  const scriptTime = (task: TraceNode) =>
    [...walk([task])].filter(isScripting).reduce((sum, node) => sum + ms(selfTime(node)), 0);
  const scriptTasks = tasks.filter((task) => scriptTime(task) >= SCRIPT_TASK_MS);
  const longestScript = longest(scriptTasks);
  const longestScriptAfterFcp = longest(scriptTasks.filter((task) => task.start >= fcpTs));
  const label = scriptLabels(
    [...walk(roots)].filter(isScripting).map((node) => node.url),
    pageUrl,
  );
  const { groups, scripts } = summarizeNodes(roots, label);
  return {
    fcp: fcpEvent && ms(fcpEvent.ts - navigationStart),
    lcp: lcpEvent && ms(lcpEvent.ts - navigationStart),
    busy: tasks.reduce((sum, task) => sum + duration(task), 0),
    groups,
    scripting: groups.scriptEvaluation + groups.scriptCompile,
    scripts,
    longTasks: long.length,
    longestTask: Math.max(0, ...tasks.map(duration)),
    longTasksAfterFcp: long.filter((task) => task.start >= fcpTs).length,
    longestTaskAfterFcp: longestAfterFcp ? duration(longestAfterFcp) : 0,
    blockingAfterFcp: afterFcp.reduce(
      (sum, task) => sum + Math.max(0, duration(task) - LONG_TASK_MS),
      0,
    ),
    longest: longestTask && describeTask(longestTask, navigationStart, label),
    longestScript: longestScript && describeTask(longestScript, navigationStart, label),
    longestScriptAfterFcp: longestScriptAfterFcp ? duration(longestScriptAfterFcp) : 0,
  };
}
