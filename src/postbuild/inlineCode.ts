import { attribute, elementsWithNoscript, textOf } from "./htmlTree";
import type { Tree } from "./htmlTree";

/**
 * The inline code of a page, as the Content-Security-Policy's hashes cover it
 * (securityHeaders.ts): each element's text as parsed.
 */

/** Script types a browser does not run: data such as JSON-LD and the loader's configuration. */
const isData = (type: string | undefined) =>
  type !== undefined && ["application/json", "application/ld+json"].includes(type.toLowerCase());

/** The text of every inline, executable <script> (JSON data is not executed). */
export const inlineScripts = (tree: Tree): string[] =>
  elementsWithNoscript(tree)
    .filter(
      (element) =>
        element.tagName === "script" &&
        attribute(element, "src") === undefined &&
        !isData(attribute(element, "type")),
    )
    .map(textOf);

/**
 * The text of every <style> element: Gatsby's inlined stylesheet, and those inside <noscript>,
 * which a browser with scripting off parses as elements and checks like any other.
 */
export const inlineStyles = (tree: Tree): string[] =>
  elementsWithNoscript(tree)
    .filter((element) => element.tagName === "style")
    .map(textOf);
