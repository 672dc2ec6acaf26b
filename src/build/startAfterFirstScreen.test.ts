import { runInNewContext } from "vm";

import { LOADER_ID, loaderScript, startAfterFirstScreen } from "./startAfterFirstScreen";

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

  it("refuses a page without start-up tags, or one already rewritten, naming the file", () => {
    expect(() => startAfterFirstScreen("<html><body></body></html>", "404.html")).toThrow(
      /404\.html: no <script src async> start-up tags/,
    );
    const once = startAfterFirstScreen(PAGE, "index.html");
    expect(() => startAfterFirstScreen(once, "index.html")).toThrow(/index\.html: .*already/);
  });
});

describe("the loader", () => {
  /** Runs the loader in a bare page model and reports what it did, and when. */
  function run({ readyState = "interactive", hidden = false } = {}) {
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const context = {
      document: {
        readyState,
        hidden,
        createElement: () => ({ src: "", async: false }),
        body: {
          appendChild: (script: { src: string; async: boolean }) => appended.push(script.src),
        },
      },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    runInNewContext(loaderScript(["/a.js", "/b.js"]), context);
    return { appended, listeners, frames, timers };
  }

  it("requests nothing before load, then the scripts after the next painted frame", () => {
    const { appended, listeners, frames, timers } = run();
    expect(appended).toEqual([]);
    listeners.load?.();
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    timers.shift()?.();
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });

  it("starts after the next frame when the page has already loaded", () => {
    const { appended, listeners, frames, timers } = run({ readyState: "complete" });
    expect(listeners.load).toBeUndefined();
    frames.shift()?.();
    timers.shift()?.();
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });

  it("starts at load in a hidden tab, which paints no frames", () => {
    const { appended, listeners } = run({ hidden: true });
    listeners.load?.();
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });
});
