import { withoutScripts } from "./variants";

describe("withoutScripts", () => {
  it("removes scripts and script preloads, and keeps the rest", () => {
    const html =
      '<head><link as="script" rel="preload" href="/app.js"><link rel="modulepreload" href="/m.js">' +
      '<link rel="stylesheet" href="/s.css"></head><body><p>Text</p>' +
      '<script>window.x = "<p>";</script><script src="/app.js" async></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css"></head><body><p>Text</p></body>',
    );
  });
});
