import { NEAR_MARGIN, NEEDS_SCRIPTS_ATTRIBUTE } from "../constants";

/**
 * The page loader. Gatsby writes its start-up scripts (webpack's runtime, React, its app) at the
 * end of every page as `<script src async>`. The browser's preload scanner finds them while the
 * page is still arriving and requests them beside the hero's screenshot, the page's largest
 * paint: on a phone's link they share the wire with it and delay it. Nothing on the first screen
 * needs them (the menu works without script), so after the build each page gets this loader
 * instead (src/postbuild/startAfterFirstScreen.ts), compiled into one inline script that is the same
 * on every page; the page's files come as data (LoaderConfig). It runs in the browser as it is:
 * nothing here may import anything but constants, which the build bundles.
 *
 * 1. **Wanted:** the visitor scrolls, types, taps or moves a pointer (START_EVENTS), or an element
 *    marked NEEDS_SCRIPTS_ATTRIBUTE comes within NEAR_MARGIN of the viewport (it starts the
 *    page's IntersectionObserver; without one, the scripts are wanted at once). A visitor who
 *    only looks at the first screen downloads and runs no script at all. A browser without HTML
 *    popovers wants them at once: there the menu button works only through React.
 * 2. **After the first screen is on the glass.** After `load` (every image of the first screen has
 *    arrived), the next frame paints what loaded. A frame is painted on the main thread but
 *    presented later, on a busy phone or under a trace hundreds of milliseconds later; the loader
 *    waits until the browser reports a largest paint presented in or after that frame
 *    (PerformanceObserver). A page whose largest paint came before `load` (text) reports none
 *    after it, so the loader waits PRESENTED_WAIT_MS more at most, counted from that frame or, if
 *    the first paint is presented later than the frame, from that presentation: a busy device
 *    can present its first frame a second after `load`, and a timer from the frame then let the
 *    scripts overtake the largest paint. (A first paint presented before the frame and a largest
 *    paint presented more than PRESENTED_WAIT_MS after it can still be overtaken.)
 *    LATEST_START_MS bounds it all. Without largest-paint reports (Safari), it starts after that
 *    frame. A tab opened in the background paints nothing and reports no paint: it is ready one
 *    frame after it is first shown.
 * 3. **All files requested together** (`<link rel=preload>`), as Gatsby's tags did, though one
 *    per task: starting a request costs the main thread 5–15 ms at 4× throttling.
 * 4. **Evaluated in order, one file per task**: webpack's runtime, React (framework), then, when
 *    the page's configuration lists them, each of React's modules (requireAlone), and only then
 *    Gatsby's app, whose entry runs as soon as its file is evaluated.
 *
 * Steps 1 and 2 are independent; the files are requested once both have happened.
 */

/** Marks the loader's script, so a page rewritten before is recognised. */
export const LOADER_ID = "start-after-first-screen";

/** The <script type="application/json"> before the loader that holds its LoaderConfig. */
export const LOADER_CONFIG_ID = "start-after-first-screen-config";

/**
 * How long the loader waits, once a first frame has been presented, for the largest paint of the
 * frame after `load` to be reported, before it starts anyway.
 */
export const PRESENTED_WAIT_MS = 300;

/** The loader starts at the latest this long after the frame after `load`, whatever it was told. */
export const LATEST_START_MS = 5000;

/**
 * What a visitor does that starts the scripts on any page: the first scroll, key, tap, click,
 * pointer movement or focus in the page (a screen reader's activation can be a bare click, and
 * the first Tab from the address bar brings focus without a key event in the page). Client-side
 * navigation and link prefetching are worth their cost from then on.
 */
export const START_EVENTS = [
  "scroll",
  "wheel",
  "keydown",
  "pointerdown",
  "pointermove",
  "touchstart",
  "click",
  "focusin",
];

/**
 * React's modules, which the loader evaluates one per task before Gatsby's app starts: the
 * framework chunk's module ids, dependencies first, and the global array webpack's chunks are
 * pushed to. Read from the build by FrameworkModulesPlugin (src/postbuild/frameworkModules.ts).
 */
export type FrameworkModules = { chunkLoadingGlobal: string; ids: Array<string | number> };

/** What a page tells its loader: its start-up files in order and, optionally, React's modules. */
export type LoaderConfig = { files: string[]; modules?: FrameworkModules };

/** webpack's require inside a chunk's runtime callback, with its module factories. */
type WebpackRequire = ((id: string | number) => unknown) & { m: Record<string, unknown> };
/** webpack's JSONP chunk format: `[chunkIds, modules, runtime]`. */
type WebpackChunk = [
  Array<string | number>,
  Record<string, never>,
  (require: WebpackRequire) => void,
];

/**
 * Evaluates one of React's modules in a task of its own. With async tags, whichever file arrived
 * last ran React DOM's module, Gatsby's modules and the entry in one task, 30–120 ms long at 4×
 * throttling; here React DOM's module runs alone, pushed as a chunk whose runtime callback
 * receives webpack's require. webpack calls the runtime only for a chunk id it has not
 * installed, hence `start-<module>`. A module the framework chunk did not bring is skipped.
 */
function requireAlone(chunkLoadingGlobal: string, id: string | number): void {
  const scope = self as unknown as Record<string, WebpackChunk[] | undefined>;
  const chunks = scope[chunkLoadingGlobal] || (scope[chunkLoadingGlobal] = []);
  chunks.push([
    [`start-${id}`],
    {},
    (require) => {
      if (require.m[id]) require(id);
    },
  ]);
}

const task = (callback: () => void) => setTimeout(callback, 0);

/** Starts the page's scripts once they are wanted and the first screen is on the glass. */
export function startWhenWanted({ files, modules }: LoaderConfig): void {
  const pendingModules = modules ? [...modules.ids] : [];
  let ready = false;
  let wanted = false;
  let started = false;
  let sections: IntersectionObserver | undefined;

  /** Step 4: evaluates file `index`, then the next in a task of its own. */
  const evaluate = (index: number): void => {
    const src = files[index];
    if (!src) return;
    const moduleId = index === files.length - 1 && modules ? pendingModules.shift() : undefined;
    if (modules && moduleId !== undefined) {
      requireAlone(modules.chunkLoadingGlobal, moduleId);
      task(() => evaluate(index));
      return;
    }
    const script = document.createElement("script");
    script.src = src;
    script.onload = script.onerror = () => task(() => evaluate(index + 1));
    document.body.appendChild(script);
  };

  /** Step 3: requests file `index`, then the next in a task of its own; then evaluates. */
  const request = (index: number): void => {
    const href = files[index];
    if (!href) return evaluate(0);
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "script";
    link.href = href;
    document.head.appendChild(link);
    task(() => request(index + 1));
  };

  /**
   * Requests the files once they are wanted and the first screen is on the glass. When what
   * completes that is the visitor (`afterTheirFrame`), not in the frame that answers them: a
   * tap's answer (the menu opening) is painted first, and the requests start in a task after it.
   */
  const start = (afterTheirFrame = false) => {
    if (!ready || !wanted || started) return;
    started = true;
    if (afterTheirFrame) requestAnimationFrame(() => task(() => request(0)));
    else request(0);
  };

  const markReady = () => {
    ready = true;
    start();
  };

  // Step 1: wanted.
  const want = () => {
    if (wanted) return;
    wanted = true;
    sections?.disconnect();
    START_EVENTS.forEach((type) => removeEventListener(type, want, true));
    start(true);
  };
  START_EVENTS.forEach((type) => addEventListener(type, want, { capture: true, passive: true }));
  if (!("popover" in HTMLElement.prototype)) want();
  const needing = document.querySelectorAll(`[${NEEDS_SCRIPTS_ATTRIBUTE}]`);
  if (needing.length > 0 && !wanted) {
    if (!self.IntersectionObserver) want();
    else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) want();
        },
        { rootMargin: `0px 0px ${NEAR_MARGIN} 0px` },
      );
      needing.forEach((element) => observer.observe(element));
      sections = observer;
    }
  }

  // Step 2: after the first screen is on the glass.
  const shown = () => {
    if (document.hidden) return;
    document.removeEventListener("visibilitychange", shown);
    requestAnimationFrame(() => task(markReady));
  };
  const presented = () => {
    if (document.hidden) {
      document.addEventListener("visibilitychange", shown);
      return;
    }
    const types = (self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    requestAnimationFrame((frame) => {
      if (!types.includes("largest-contentful-paint")) {
        task(markReady);
        return;
      }
      // Whichever comes first of the three ends the wait; the others are cleared.
      const timers: Array<ReturnType<typeof setTimeout>> = [];
      let afterFirstPaint = false;
      const observer = new PerformanceObserver((list) => {
        list.getEntries().forEach((entry) => {
          if (entry.entryType !== "paint") {
            if (entry.startTime >= frame) task(stop);
          } else if (!afterFirstPaint) {
            afterFirstPaint = true;
            timers.push(setTimeout(stop, PRESENTED_WAIT_MS));
          }
        });
      });
      function stop() {
        observer.disconnect();
        timers.forEach(clearTimeout);
        markReady();
      }
      observer.observe({ type: "largest-contentful-paint", buffered: true });
      if (types.includes("paint")) observer.observe({ type: "paint", buffered: true });
      else timers.push(setTimeout(stop, PRESENTED_WAIT_MS));
      timers.push(setTimeout(stop, LATEST_START_MS));
    });
  };
  if (document.readyState === "complete") presented();
  else addEventListener("load", presented, { once: true });
}

/** The configuration the build wrote before the loader; none without one. */
export function pageConfig(): LoaderConfig | undefined {
  const data = document.getElementById(LOADER_CONFIG_ID)?.textContent;
  return data ? (JSON.parse(data) as LoaderConfig) : undefined;
}
