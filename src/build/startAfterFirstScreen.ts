import { NEAR_MARGIN, NEEDS_SCRIPTS_ATTRIBUTE } from "../constants";

/**
 * Gatsby writes its start-up scripts (webpack's runtime, React, its app) at the end of every page
 * as `<script src async>`. The browser's preload scanner finds them while the page is still
 * arriving and requests them beside the hero's screenshot, the page's largest paint: on a phone's
 * link they share the wire with it and delay it. Nothing on the first screen needs them (the menu
 * works without script), so after the build each page gets one inline script instead, which
 * requests them once the page has loaded (its images included) and painted, and only when the
 * visitor starts using the page or the cards that need them come near.
 *
 * The loader lists the same files in the same order, requests them together and evaluates them
 * one per task, in order (loaderScript).
 */

/** One of Gatsby's start-up tags, as it writes them: `<script src="/app-1a2b.js" async></script>`. */
const STARTUP_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** Marks the loader, so a page rewritten before is recognised and tests can find it. */
export const LOADER_ID = "start-after-first-screen";

/**
 * React's modules, which the loader evaluates one per task before Gatsby's app starts (see
 * loaderScript): the framework chunk's module ids, dependencies first, and the global array
 * webpack's chunks are pushed to. Read from the build by FrameworkModulesPlugin.
 */
export type FrameworkModules = { chunkLoadingGlobal: string; ids: Array<string | number> };

/**
 * How long the loader waits, once a first frame has been presented, for the largest paint of the
 * frame after `load` to be reported, before it starts anyway (see loaderScript).
 */
export const PRESENTED_WAIT_MS = 300;

/** The loader starts at the latest this long after the frame after `load`, whatever it was told. */
export const LATEST_START_MS = 5000;

/**
 * How far below the viewport (of its height) an element that needs the scripts starts them: the
 * distance at which the cards also fetch react-spring. On a phone the cards begin one and a half
 * screens down, so nothing starts them at load; a visitor's first scroll does, long before they
 * arrive. A page that opens with them near (a desktop window, a link to a section, a reload
 * further down) starts at once.
 */
export const NEEDED_MARGIN = NEAR_MARGIN;

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
 * The loader. Nothing on a first screen needs script: the menu works without it, and the hero,
 * the legal text and the footer are never interactive. So the scripts start only when they are
 * wanted, and never before the first screen is on the glass:
 *
 * 1. **Wanted:** the visitor scrolls, types, taps or moves a pointer (START_EVENTS), or an element
 *    marked NEEDS_SCRIPTS_ATTRIBUTE comes within NEEDED_MARGIN of the viewport (it starts the
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
 * 4. **Evaluated in order, one file per task**: webpack's runtime, React (framework), then each of
 *    React's modules (`modules`, dependencies first), and only then Gatsby's app, whose entry
 *    runs as soon as its file is evaluated. With async tags, whichever file arrived last ran
 *    React DOM's module, Gatsby's modules and the entry in one task, 30–120 ms long at 4×
 *    throttling; here React DOM's module runs alone, pushed as a chunk whose runtime callback
 *    receives webpack's require (webpack's JSONP chunk format: `[chunkIds, modules, runtime]`;
 *    webpack calls the runtime only for a chunk id it has not installed, hence `start-<module>`).
 *
 * Steps 1 and 2 are independent; the files are requested once both have happened.
 */
export function loaderScript(sources: string[], modules?: FrameworkModules): string {
  const warm = modules ?? { chunkLoadingGlobal: "", ids: [] };
  return [
    `(function(s,g,w,E){`,
    `var d=document,n=0,r=0,q=0,I=self.IntersectionObserver,v;`,
    `function task(f){setTimeout(f,0)}`,
    `function run(i){var u=s[i];if(!u)return;`,
    `if(i===s.length-1&&w.length){var id=w.shift();`,
    `(self[g]=self[g]||[]).push([["start-"+id],{},function(r){r.m[id]&&r(id)}]);return task(function(){run(i)})}`,
    `var e=d.createElement("script");e.src=u;e.onload=e.onerror=function(){task(function(){run(i+1)})};d.body.appendChild(e)}`,
    `function load(i){var u=s[i];if(!u)return run(0);var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l);task(function(){load(i+1)})}`,
    `function go(){r&&q&&!n++&&load(0)}`,
    `function ready(){r=1;go()}`,
    `function want(){if(q)return;q=1;v&&v.disconnect();`,
    `E.forEach(function(t){removeEventListener(t,want,!0)});go()}`,
    `E.forEach(function(t){addEventListener(t,want,{capture:!0,passive:!0})});`,
    `"popover"in HTMLElement.prototype||want();`,
    `var x=d.querySelectorAll("[${NEEDS_SCRIPTS_ATTRIBUTE}]");`,
    `if(x.length){if(!I)want();else{v=new I(function(l){l.some(function(e){return e.isIntersecting})&&want()},{rootMargin:"0px 0px ${NEEDED_MARGIN} 0px"});`,
    `x.forEach(function(e){v.observe(e)})}}`,
    `function shown(){if(!d.hidden){d.removeEventListener("visibilitychange",shown);requestAnimationFrame(function(){task(ready)})}}`,
    `function presented(){if(d.hidden)return d.addEventListener("visibilitychange",shown);`,
    `var P=self.PerformanceObserver,t=P&&P.supportedEntryTypes||[];`,
    `requestAnimationFrame(function(f){if(t.indexOf("largest-contentful-paint")<0)return task(ready);`,
    `var p,o=new P(function(l){l.getEntries().forEach(function(e){`,
    `e.entryType==="paint"?p=p||setTimeout(start,${PRESENTED_WAIT_MS}):e.startTime>=f&&task(start)})});`,
    `function start(){o.disconnect();ready()}`,
    `o.observe({type:"largest-contentful-paint",buffered:!0});`,
    `t.indexOf("paint")<0?setTimeout(start,${PRESENTED_WAIT_MS}):o.observe({type:"paint",buffered:!0});`,
    `setTimeout(start,${LATEST_START_MS})})}`,
    `d.readyState==="complete"?presented():addEventListener("load",presented,{once:!0})`,
    `})(${JSON.stringify(sources)},${JSON.stringify(warm.chunkLoadingGlobal)},${JSON.stringify(warm.ids)},${JSON.stringify(START_EVENTS)})`,
  ].join("");
}

/**
 * The page with Gatsby's start-up tags replaced by the loader, at the end of its <body>.
 * A page an earlier build rewrote (an incremental `gatsby build` leaves the pages whose HTML did
 * not change as they are) gets its loader written again, for the same files and this build's
 * framework modules. Throws if the page has neither (Gatsby changed how it writes its tags).
 */
export function startAfterFirstScreen(
  html: string,
  file: string,
  modules?: FrameworkModules,
): string {
  const written = writtenLoader(html);
  if (written) {
    const { index, tag, sources } = written;
    const loader = loaderTag(sources, modules);
    return `${html.slice(0, index)}${loader}${html.slice(index + tag.length)}`;
  }
  const sources: string[] = [];
  const stripped = html.replace(STARTUP_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) {
    throw new Error(
      `${file}: no <script src async> start-up tags found; Gatsby may have changed how it writes them`,
    );
  }
  const loader = loaderTag(sources, modules);
  const end = stripped.lastIndexOf("</body>");
  if (end < 0) throw new Error(`${file}: no </body>`);
  return `${stripped.slice(0, end)}${loader}${stripped.slice(end)}`;
}

const loaderTag = (sources: string[], modules?: FrameworkModules) =>
  `<script id="${LOADER_ID}">${loaderScript(sources, modules)}</script>`;

/** The loader a page has, where it is, and the files it starts; undefined without one. */
function writtenLoader(html: string) {
  const loader = new RegExp(
    `<script id="${LOADER_ID}">\\(function[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\]),"[^"]*",\\[[^\\]]*\\],\\[[^\\]]*\\]\\)</script>`,
  ).exec(html);
  return loader?.[1]
    ? { index: loader.index, tag: loader[0], sources: JSON.parse(loader[1]) as string[] }
    : undefined;
}

/** The files a page's loader starts, in order; none when the page has no loader. */
export const loaderSources = (html: string): string[] => writtenLoader(html)?.sources ?? [];
