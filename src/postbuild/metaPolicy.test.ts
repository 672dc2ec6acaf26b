/**
 * @jest-environment node
 */
import { parseDocument, serializeTree } from "./htmlTree";
import { inlineScripts, inlineStyles } from "./inlineCode";
import { withMetaPolicy } from "./metaPolicy";

const withPolicy = (html: string, policy: string) => {
  const tree = parseDocument(html);
  withMetaPolicy(tree, policy);
  return serializeTree(tree);
};

describe("withMetaPolicy", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="x" content="y">' +
    "<style>a{}</style><script>a()</script></head><body></body></html>";

  it("puts the policy right after the charset, before every inline style and script", () => {
    const html = withPolicy(page, "default-src 'none'");
    expect(html).toBe(
      page.replace(
        '<meta charset="utf-8">',
        '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'none\'">',
      ),
    );
    expect(inlineStyles(parseDocument(html))).toEqual(inlineStyles(parseDocument(page)));
    expect(inlineScripts(parseDocument(html))).toEqual(inlineScripts(parseDocument(page)));
  });

  it("replaces the policy an earlier run put there instead of adding a second", () => {
    const twice = withPolicy(withPolicy(page, "default-src 'self'"), "default-src 'none'");
    expect(twice).toBe(withPolicy(page, "default-src 'none'"));
  });

  it("goes first in a head without a charset, and escapes quotes", () => {
    expect(withPolicy("<head><title>t</title></head>", 'a "b" &')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp;"><title>t</title></head><body></body></html>',
    );
  });
});
