/**
 * @jest-environment node
 */
import { readFileSync } from "fs";
import path from "path";

import { parseDocument, serializeTree } from "./htmlTree";
import {
  GATSBY_WRAPPER_STYLES,
  styleAttributes,
  withoutGatsbyStyleAttributes,
} from "./styleAttributes";

// Gatsby's wrappers as its server renderer writes them today (public/*.html).
const FOCUS_WRAPPER = `<div style="${GATSBY_WRAPPER_STYLES["gatsby-focus-wrapper"]}" tabindex="-1" id="gatsby-focus-wrapper">`;
const ANNOUNCER = `<div id="gatsby-announcer" style="${GATSBY_WRAPPER_STYLES["gatsby-announcer"]}" aria-live="assertive" aria-atomic="true"></div>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>a{}</style></head><body><div id="___gatsby">${body}</div></body></html>`;

const withoutWrapperStyles = (html: string) => {
  const tree = parseDocument(html);
  withoutGatsbyStyleAttributes(tree);
  return serializeTree(tree);
};

describe("styleAttributes", () => {
  it("finds every tag with a style attribute, in any case, quoted or not, in <noscript> too", () => {
    const html = page(
      '<p style="color:red">a</p><P STYLE=color:red>b</P><img alt="x > y" style=\'opacity:0\'/>' +
        '<noscript><img src="/a.png" style="opacity:1"></noscript>',
    );
    expect(styleAttributes(parseDocument(html))).toEqual([
      '<p style="color:red">',
      '<p style="color:red">',
      '<img alt="x > y" style="opacity:0">',
      '<img src="/a.png" style="opacity:1">',
    ]);
  });

  it("ignores the word in text, data attributes, scripts, stylesheets and comments", () => {
    const html = page(
      '<p data-style="x" class="style">style="a"</p><script>e.innerHTML=\'<b style="x">\'</script>' +
        '<style>[style="x"]{}</style><!-- <i style="x"> -->',
    );
    expect(styleAttributes(parseDocument(html))).toEqual([]);
  });
});

describe("withoutGatsbyStyleAttributes", () => {
  it("removes the style attributes of Gatsby's focus wrapper and route announcer, nothing else", () => {
    const html = page(`${FOCUS_WRAPPER}<p style="color:red">a</p></div>${ANNOUNCER}`);
    expect(withoutWrapperStyles(html)).toBe(
      page(
        '<div tabindex="-1" id="gatsby-focus-wrapper"><p style="color:red">a</p></div>' +
          '<div id="gatsby-announcer" aria-live="assertive" aria-atomic="true"></div>',
      ),
    );
    const tree = parseDocument(page(FOCUS_WRAPPER + ANNOUNCER));
    withoutGatsbyStyleAttributes(tree);
    expect(styleAttributes(tree)).toEqual([]);
  });

  it("leaves a page without them as it is, so a second run changes nothing", () => {
    const once = withoutWrapperStyles(page(FOCUS_WRAPPER + ANNOUNCER));
    expect(withoutWrapperStyles(once)).toBe(once);
  });

  it("refuses a style Gatsby changed, which the stylesheet would no longer match", () => {
    expect(() =>
      withoutWrapperStyles(page('<div id="gatsby-announcer" style="top:1px"></div>')),
    ).toThrow(/#gatsby-announcer has style="top:1px"/);
  });

  it("removes only what src/styles/base.css gives the two wrappers instead, rule for rule", () => {
    const css = readFileSync(path.resolve(__dirname, "../styles/base.css"), "utf8");
    const declarations = (id: string) => css.split(`#${id} {`)[1]?.split("}")[0] ?? "";
    const normalised = (text: string) =>
      text
        .split(";")
        .map((declaration) =>
          declaration
            .split(":")
            .map((part) => part.trim())
            .join(":")
            .split(",")
            .map((part) => part.trim())
            .join(","),
        )
        .filter(Boolean)
        .join(";");
    for (const [id, style] of Object.entries(GATSBY_WRAPPER_STYLES)) {
      expect([id, normalised(declarations(id))]).toEqual([id, normalised(style)]);
    }
  });
});
