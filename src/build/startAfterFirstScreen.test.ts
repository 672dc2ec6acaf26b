import { runInNewContext } from "vm";

import { NEEDS_SCRIPTS_ATTRIBUTE } from "../constants";

import {
  LATEST_START_MS,
  LOADER_ID,
  NEEDED_MARGIN,
  PRESENTED_WAIT_MS,
  START_EVENTS,
  loaderScript,
  loaderSources,
  startAfterFirstScreen,
} from "./startAfterFirstScreen";

const PAGE = [
  `<html><head></head><body><div id="___gatsby"><main>Hi</main></div>`,
  `<script id="gatsby-script-loader">window.pagePath="/";</script>`,
  `<script src="/webpack-runtime-0f4e.js" async></script>`,
  `<script src="/framework-8ea6.js" async></script>`,
  `<script src="/app-c4ed.js" async=""></script>`,
  `</body></html>`,
].join("");

describe("startAfterFirstScreen", () => {
  it("replaces Gatsby's start-up tags with one loader for the same files, in order", () => {
    const html = startAfterFirstScreen(PAGE, "index.html");
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(`<script id="gatsby-script-loader">window.pagePath="/";</script>`);
    expect(html).toContain(
      `<script id="${LOADER_ID}">${loaderScript(["/webpack-runtime-0f4e.js", "/framework-8ea6.js", "/app-c4ed.js"])}</script></body>`,
    );
  });

  it("refuses a page without start-up tags or a loader, naming the file", () => {
    expect(() => startAfterFirstScreen("<html><body></body></html>", "404.html")).toThrow(
      /404\.html: no <script src async> start-up tags/,
    );
  });

  it("writes the loader of a page an earlier build rewrote again, for this build's modules", () => {
    const before = { chunkLoadingGlobal: "webpackChunksite", ids: [12, "34"] };
    const now = { chunkLoadingGlobal: "webpackChunksite", ids: [56] };
    const once = startAfterFirstScreen(PAGE, "index.html", before);
    const twice = startAfterFirstScreen(once, "index.html", now);
    expect(twice).toBe(startAfterFirstScreen(PAGE, "index.html", now));
    expect(twice.match(new RegExp(`id="${LOADER_ID}"`, "g"))).toHaveLength(1);
    expect(startAfterFirstScreen(twice, "index.html", now)).toBe(twice);
  });
});

describe("loaderSources", () => {
  it("reads the files a rewritten page starts, and none from a page without the loader", () => {
    const modules = { chunkLoadingGlobal: "webpackChunksite", ids: [12, "34"] };
    const html = startAfterFirstScreen(PAGE, "index.html", modules);
    expect(loaderSources(html)).toEqual([
      "/webpack-runtime-0f4e.js",
      "/framework-8ea6.js",
      "/app-c4ed.js",
    ]);
    expect(loaderSources(PAGE)).toEqual([]);
  });
});

type Timer = { callback: () => void; delay: number };
type Entry = { entryType: string; name?: string; startTime: number };
type Script = { src: string; onload?: () => void; onerror?: () => void };
type Chunk = [unknown[], object, (require: Require) => void];
type Require = ((id: string | number) => void) & { m: Record<string, unknown> };

describe("the loader", () => {
  const SOURCES = ["/runtime.js", "/framework.js", "/app.js"];

  /**
   * Runs the loader in a bare page model. The test plays the browser: it fires `load`, frames,
   * timers, largest-paint and intersection reports and the visitor's events, and finishes each
   * script the loader appends. Unless `interact` is false, the visitor touches the page at once,
   * so the scripts are wanted from the start.
   */
  function run({
    readyState = "interactive",
    hidden = false,
    largestPaint = true,
    paint = true,
    interact = true,
    popover = true,
    needing = [] as object[],
    intersection = true,
    modules = { chunkLoadingGlobal: "webpackChunksite", ids: [7, 3] as Array<string | number> },
  } = {}) {
    const preloaded: string[] = [];
    const scripts: Script[] = [];
    const listeners: Partial<Record<string, () => void>> = {};
    const listening: Array<{ type: string; options: unknown; listener: () => void }> = [];
    const documentListeners: Partial<Record<string, () => void>> = {};
    const sections: Array<{
      report: (entries: Array<{ isIntersecting: boolean }>) => void;
      options: unknown;
      observed: object[];
      disconnected: boolean;
    }> = [];
    class IntersectionObserver {
      private readonly record: (typeof sections)[number];
      constructor(
        callback: (entries: Array<{ isIntersecting: boolean }>) => void,
        options: unknown,
      ) {
        this.record = {
          options,
          observed: [],
          disconnected: false,
          report: (entries) => {
            if (!this.record.disconnected) callback(entries);
          },
        };
        sections.push(this.record);
      }
      observe(element: object) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const frames: Array<(time: number) => void> = [];
    const timers: Timer[] = [];
    const observers: Array<{
      report: (entries: Entry[]) => void;
      observed: unknown[];
      disconnected: boolean;
    }> = [];
    class PerformanceObserver {
      static supportedEntryTypes = [
        ...(paint ? ["paint"] : []),
        ...(largestPaint ? ["largest-contentful-paint"] : []),
      ];
      private readonly record: (typeof observers)[number];
      constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
        this.record = {
          observed: [],
          disconnected: false,
          // Only entries of the types observed reach the callback, as in a browser.
          report: (entries) => {
            const types = this.record.observed.map((options) => (options as { type: string }).type);
            const observed = entries.filter((entry) => types.includes(entry.entryType));
            if (!this.record.disconnected && observed.length > 0) {
              callback({ getEntries: () => observed });
            }
          },
        };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.observed.push(options);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const context: Record<string, unknown> = {
      document: {
        readyState,
        hidden,
        createElement: () => ({}),
        addEventListener: (type: string, listener: () => void) => {
          documentListeners[type] = listener;
        },
        removeEventListener: (type: string, listener: () => void) => {
          if (documentListeners[type] === listener) documentListeners[type] = undefined;
        },
        querySelectorAll: (selector: string) => {
          expect(selector).toBe(`[${NEEDS_SCRIPTS_ATTRIBUTE}]`);
          return needing;
        },
        head: {
          appendChild: (link: { rel: string; as: string; href: string }) => {
            expect(link).toMatchObject({ rel: "preload", as: "script" });
            preloaded.push(link.href);
          },
        },
        body: { appendChild: (script: Script) => scripts.push(script) },
      },
      PerformanceObserver,
      HTMLElement: { prototype: popover ? { popover: null } : {} },
      ...(intersection ? { IntersectionObserver } : {}),
      addEventListener: (type: string, listener: () => void, options: unknown) => {
        listeners[type] = listener;
        listening.push({ type, options, listener });
      },
      removeEventListener: (type: string, listener: () => void, capture: unknown) => {
        expect(capture).toBe(true);
        if (listeners[type] === listener) listeners[type] = undefined;
        const index = listening.findIndex(
          (entry) => entry.type === type && entry.listener === listener,
        );
        if (index >= 0) listening.splice(index, 1);
      },
      requestAnimationFrame: (callback: (time: number) => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    };
    context.self = context;
    runInNewContext(loaderScript(SOURCES, modules), context);
    if (interact) listeners.pointerdown?.();
    /** Runs the timers due now (delay 0), in order, as the event loop would, one task each. */
    const tick = () => {
      const due = timers.filter((timer) => timer.delay === 0);
      due.forEach((timer) => timers.splice(timers.indexOf(timer), 1));
      due.forEach((timer) => timer.callback());
      return due.length;
    };
    /** From the first request on: one file requested per task, then the first one evaluated. */
    const requestEach = () => {
      for (let count = 1; count <= SOURCES.length; count++) {
        expect(preloaded).toEqual(SOURCES.slice(0, count));
        expect(scripts).toEqual([]);
        tick();
      }
      expect(scripts.map(({ src }) => src)).toEqual(["/runtime.js"]);
    };
    return {
      preloaded,
      scripts,
      listeners,
      documentListeners,
      listening,
      sections,
      frames,
      timers,
      observers,
      tick,
      requestEach,
      context,
    };
  }

  const largest = (...startTimes: number[]): Entry[] =>
    startTimes.map((startTime) => ({ entryType: "largest-contentful-paint", startTime }));
  const firstPaint = (startTime: number): Entry[] => [
    { entryType: "paint", name: "first-paint", startTime },
    { entryType: "paint", name: "first-contentful-paint", startTime },
  ];

  it("waits for load, the next frame and its largest paint presented, then requests every file", () => {
    const page = run();
    expect(page.preloaded).toEqual([]);
    page.listeners.load?.();
    expect(page.preloaded).toEqual([]);
    page.frames.shift()?.(100);
    expect(page.observers[0]?.observed).toEqual([
      { type: "largest-contentful-paint", buffered: true },
      { type: "paint", buffered: true },
    ]);
    // Paints presented before that frame (buffered reports) are not the one it makes.
    page.observers[0]?.report(largest(40, 90));
    page.tick();
    expect(page.preloaded).toEqual([]);
    page.observers[0]?.report(largest(116));
    expect(page.preloaded).toEqual([]);
    page.tick();
    expect(page.observers[0]?.disconnected).toBe(true);
    page.requestEach();
    // The timers due later do not start it twice.
    page.timers.forEach((timer) => timer.callback());
    expect(page.preloaded).toEqual(SOURCES);
  });

  it(`starts ${PRESENTED_WAIT_MS} ms after a first paint is presented when no later largest paint is reported`, () => {
    const page = run();
    page.listeners.load?.();
    page.frames.shift()?.(100);
    page.tick();
    // Not counted from the frame: the first paint may be presented long after it.
    expect(page.timers.map((timer) => timer.delay)).toEqual([LATEST_START_MS]);
    page.observers[0]?.report([...largest(40), ...firstPaint(40)]);
    page.observers[0]?.report(firstPaint(40)); // reported again: still one timer
    expect(page.timers.map((timer) => timer.delay)).toEqual([LATEST_START_MS, PRESENTED_WAIT_MS]);
    expect(page.preloaded).toEqual([]);
    page.timers.find((timer) => timer.delay === PRESENTED_WAIT_MS)?.callback();
    expect(page.observers[0]?.disconnected).toBe(true);
    page.requestEach();
  });

  it("waits for a slow presentation: its largest paint starts it, not a timer from the frame", () => {
    const page = run();
    page.listeners.load?.();
    page.frames.shift()?.(100);
    page.tick();
    expect(page.preloaded).toEqual([]);
    expect(page.timers.map((timer) => timer.delay)).toEqual([LATEST_START_MS]);
    // Presented 1.1 s after the frame, the first paint and the largest one together.
    page.observers[0]?.report([...firstPaint(1200), ...largest(1200)]);
    page.tick();
    page.requestEach();
  });

  it(`starts ${PRESENTED_WAIT_MS} ms after the frame in a browser with largest-paint but no paint reports`, () => {
    const page = run({ paint: false });
    page.listeners.load?.();
    page.frames.shift()?.(100);
    expect(page.observers[0]?.observed).toEqual([
      { type: "largest-contentful-paint", buffered: true },
    ]);
    expect(page.timers.map((timer) => timer.delay)).toEqual([PRESENTED_WAIT_MS, LATEST_START_MS]);
    page.timers.find((timer) => timer.delay === PRESENTED_WAIT_MS)?.callback();
    page.requestEach();
  });

  it(`starts ${LATEST_START_MS} ms after the frame if no paint is ever reported`, () => {
    const page = run();
    page.listeners.load?.();
    page.frames.shift()?.(100);
    page.tick();
    expect(page.preloaded).toEqual([]);
    page.timers.find((timer) => timer.delay === LATEST_START_MS)?.callback();
    expect(page.observers[0]?.disconnected).toBe(true);
    page.requestEach();
  });

  it("starts after the next frame in a browser without largest-paint reports", () => {
    const page = run({ largestPaint: false });
    page.listeners.load?.();
    page.frames.shift()?.(100);
    expect(page.observers).toEqual([]);
    expect(page.preloaded).toEqual([]);
    page.tick();
    page.requestEach();
  });

  it("starts after the next frame when the page has already loaded", () => {
    const page = run({ readyState: "complete", largestPaint: false });
    expect(page.listeners.load).toBeUndefined();
    page.frames.shift()?.(100);
    expect(page.preloaded).toEqual([]);
    page.tick();
    page.requestEach();
  });

  it("waits in a background tab until it is shown, then starts one frame later", () => {
    const page = run({ hidden: true });
    page.listeners.load?.();
    page.tick();
    expect(page.frames).toEqual([]);
    expect(page.preloaded).toEqual([]);
    const shown = page.documentListeners.visibilitychange;
    expect(shown).toBeDefined();
    shown?.(); // still hidden: a change that is not to visible
    expect(page.frames).toEqual([]);
    (page.context.document as { hidden: boolean }).hidden = false;
    shown?.();
    expect(page.documentListeners.visibilitychange).toBeUndefined();
    expect(page.preloaded).toEqual([]);
    page.frames.shift()?.(100);
    expect(page.preloaded).toEqual([]);
    page.tick();
    page.requestEach();
  });

  /** Load, the next frame and its largest paint presented: the first screen is on the glass. */
  const presentFirstScreen = (page: ReturnType<typeof run>) => {
    page.listeners.load?.();
    page.frames.shift()?.(100);
    page.observers[0]?.report(largest(116));
    page.tick();
  };

  it("requests nothing for a first screen alone, and starts at the visitor's first scroll", () => {
    const page = run({ interact: false });
    // Written out: touch, keyboard and assistive-technology users each need theirs.
    expect(START_EVENTS).toEqual([
      "scroll",
      "wheel",
      "keydown",
      "pointerdown",
      "pointermove",
      "touchstart",
      "click",
      "focusin",
    ]);
    expect(page.listening.map(({ type }) => type).sort()).toEqual([...START_EVENTS, "load"].sort());
    for (const { type, options } of page.listening.filter((entry) => entry.type !== "load")) {
      expect([type, options]).toEqual([type, { capture: true, passive: true }]);
    }
    expect(page.sections).toEqual([]); // nothing on this page needs them
    presentFirstScreen(page);
    page.timers.forEach((timer) => timer.callback());
    expect(page.preloaded).toEqual([]);
    page.listeners.scroll?.();
    // Wanted once: every start event stops listening.
    expect(page.listening.filter((entry) => entry.type !== "load")).toEqual([]);
    page.requestEach();
  });

  it.each(START_EVENTS)("starts on %s", (type) => {
    const page = run({ interact: false });
    presentFirstScreen(page);
    expect(page.preloaded).toEqual([]);
    page.listeners[type]?.();
    page.requestEach();
  });

  it("waits for the first screen when the visitor acts before it is on the glass", () => {
    const page = run({ interact: false });
    page.listeners.keydown?.();
    page.tick();
    expect(page.preloaded).toEqual([]);
    presentFirstScreen(page);
    page.requestEach();
  });

  it(`starts when an element that needs the scripts comes within ${NEEDED_MARGIN} of the viewport`, () => {
    const cards = [{ id: "use-cases" }, { id: "models" }];
    const page = run({ interact: false, needing: cards });
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]?.options).toEqual({ rootMargin: `0px 0px ${NEEDED_MARGIN} 0px` });
    expect(page.sections[0]?.observed).toEqual(cards);
    presentFirstScreen(page);
    page.sections[0]?.report([{ isIntersecting: false }, { isIntersecting: false }]);
    page.tick();
    expect(page.preloaded).toEqual([]);
    page.sections[0]?.report([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(page.sections[0]?.disconnected).toBe(true);
    expect(page.listening.map(({ type }) => type)).toEqual(["load"]);
    page.requestEach();
  });

  it("wants the scripts at once in a browser without popovers, whose menu needs React", () => {
    const page = run({ interact: false, popover: false });
    expect(page.listening.map(({ type }) => type)).toEqual(["load"]);
    presentFirstScreen(page);
    page.requestEach();
  });

  it("wants the scripts at once where elements need them and nothing can tell when they come near", () => {
    const page = run({ interact: false, needing: [{}], intersection: false });
    expect(page.listening.map(({ type }) => type)).toEqual(["load"]);
    presentFirstScreen(page);
    page.requestEach();
  });

  it("evaluates the files in order, one per task, and React's modules one per task before the app", () => {
    const page = run({ largestPaint: false });
    page.listeners.load?.();
    page.frames.shift()?.(100);
    page.tick();
    page.requestEach();
    const finish = (index: number) => {
      page.scripts[index]?.onload?.();
      expect(page.scripts).toHaveLength(index + 1); // the next file waits for a task of its own
      page.tick();
    };
    finish(0);
    finish(1);
    // Before the app: each module pushed as a chunk of its own, one per task.
    const chunks = page.context.webpackChunksite as Chunk[];
    expect(chunks).toHaveLength(1);
    expect(page.scripts.map(({ src }) => src)).toEqual(["/runtime.js", "/framework.js"]);
    const required: Array<string | number> = [];
    const require = Object.assign((id: string | number) => required.push(id), {
      m: { 7: {}, 3: {} },
    });
    chunks[0]?.[2](require);
    expect(chunks[0]?.slice(0, 2)).toEqual([["start-7"], {}]);
    expect(required).toEqual([7]);
    page.tick();
    expect(chunks).toHaveLength(2);
    chunks[1]?.[2](require);
    expect(required).toEqual([7, 3]);
    expect(page.scripts).toHaveLength(2);
    page.tick();
    expect(page.scripts.map(({ src }) => src)).toEqual(SOURCES);
  });

  it("skips a module React's chunk did not bring, and goes on after a file that failed", () => {
    const page = run({
      largestPaint: false,
      modules: { chunkLoadingGlobal: "webpackChunksite", ids: [7] },
    });
    page.listeners.load?.();
    page.frames.shift()?.(100);
    page.tick();
    page.requestEach();
    page.scripts[0]?.onload?.();
    page.tick();
    page.scripts[1]?.onerror?.();
    page.tick();
    const required: Array<string | number> = [];
    const chunks = page.context.webpackChunksite as Chunk[];
    chunks[0]?.[2](Object.assign((id: string | number) => required.push(id), { m: {} }));
    expect(required).toEqual([]);
    page.tick();
    expect(page.scripts.map(({ src }) => src)).toEqual(SOURCES);
  });
});
