/**
 * @jest-environment node
 */
import { parseDocument } from "./htmlTree";
import { inlineScripts, inlineStyles } from "./inlineCode";

describe("inlineScripts", () => {
  it("reads each inline script exactly as written, and skips external scripts and JSON data", () => {
    const page = parseDocument(
      '<script>a()</script><script src="/app.js" async></script>' +
        '<script type="module">\nb()\n</script><script type="application/ld+json">{"x":1}</script>' +
        '<script type="application/json" id="config">{"files":[]}</script>',
    );
    expect(inlineScripts(page)).toEqual(["a()", "\nb()\n"]);
  });

  it("reads the text as a browser parses it, with CR LF read as LF", () => {
    const page = parseDocument("<script>a()\r\nb()\r</script>");
    expect(inlineScripts(page)).toEqual(["a()\nb()\n"]);
  });
});

const STYLED = [
  '<head><link rel="stylesheet" href="/a.css"><style data-href="/styles.css">a{b:c}</style>',
  "<noscript><style>\n.x{display:none}\n</style></noscript></head><body><p>style</p>",
  "<noscript><style>.y{}</style><p>no scripts</p></noscript></body>",
].join("");

describe("inlineStyles", () => {
  it("reads every <style> as written, those inside <noscript> too, and no stylesheet link", () => {
    expect(inlineStyles(parseDocument(STYLED))).toEqual(["a{b:c}", "\n.x{display:none}\n", ".y{}"]);
  });
});
