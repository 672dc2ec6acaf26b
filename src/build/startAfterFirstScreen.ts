/**
 * Gatsby writes its start-up scripts (webpack's runtime, React, its app) at the end of every page
 * as `<script src async>`. The browser's preload scanner finds them while the page is still
 * arriving and requests them beside the hero's screenshot, the page's largest paint: on a phone's
 * link they share the wire with it and delay it. Nothing on the first screen needs them (the menu
 * works without script), so after the build each page gets one inline script instead, which
 * requests them once the page has loaded (its images included) and painted.
 *
 * The loader lists the same files in the same order. They stay async: webpack's runtime runs
 * whichever arrives in whatever order, as with Gatsby's own tags.
 */

/** One of Gatsby's start-up tags, as it writes them: `<script src="/app-1a2b.js" async></script>`. */
const STARTUP_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** Marks the loader, so a page is never rewritten twice and tests can find it. */
export const LOADER_ID = "start-after-first-screen";

/**
 * The loader: after `load` (every image of the first screen has arrived), the next frame is
 * painted, then the scripts are requested. A hidden tab paints no frame: there it starts at once.
 */
export function loaderScript(sources: string[]): string {
  return [
    `(function(s){`,
    `function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!0;document.body.appendChild(e)})}`,
    `function painted(){document.hidden?go():requestAnimationFrame(function(){setTimeout(go,0)})}`,
    `document.readyState==="complete"?painted():addEventListener("load",painted,{once:!0})`,
    `})(${JSON.stringify(sources)})`,
  ].join("");
}

/**
 * The page with Gatsby's start-up tags replaced by the loader, at the end of its <body>.
 * Throws if the page has no such tags (Gatsby changed how it writes them) or was rewritten before.
 */
export function startAfterFirstScreen(html: string, file: string): string {
  if (html.includes(`id="${LOADER_ID}"`)) {
    throw new Error(`${file}: its scripts are already started after the first screen`);
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
  const loader = `<script id="${LOADER_ID}">${loaderScript(sources)}</script>`;
  const end = stripped.lastIndexOf("</body>");
  if (end < 0) throw new Error(`${file}: no </body>`);
  return `${stripped.slice(0, end)}${loader}${stripped.slice(end)}`;
}
