import { defaultTreeAdapter, html, parse, parseFragment, serialize } from "parse5";
import type { DefaultTreeAdapterTypes } from "parse5";

/**
 * The few operations the post-build steps need on parse5's tree. Pages are parsed as a browser
 * that runs scripts does (parse5's default), so a <noscript>'s content is text here and is
 * written back as it was; noscriptContent reads it as a browser without scripts would.
 */

export type Document = DefaultTreeAdapterTypes.Document;
type Fragment = DefaultTreeAdapterTypes.DocumentFragment;
export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type Tree = Document | Fragment;

export const parseDocument = (text: string): Document => parse(text);
export const parseSlice = (text: string): Fragment => parseFragment(text);
export const serializeTree = (tree: Tree): string => serialize(tree);

export const isElement = (node: DefaultTreeAdapterTypes.Node): node is Element =>
  defaultTreeAdapter.isElementNode(node);

/** A node's children; a <template>'s are in its content. */
const childrenOf = (node: ParentNode) =>
  node.nodeName === "template"
    ? defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterTypes.Template).childNodes
    : node.childNodes;

/** Every element under `node`, in document order (a <template>'s content included). */
export function elements(node: ParentNode): Element[] {
  return childrenOf(node)
    .filter(isElement)
    .flatMap((element) => [element, ...elements(element)]);
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

export const hasAttribute = (element: Element, name: string): boolean =>
  element.attrs.some((attr) => attr.name === name);

export function removeAttribute(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attr) => attr.name !== name);
}

/** An element's text: what a <script> or <style> runs or applies, and what its hash covers. */
export const textOf = (element: Element): string =>
  element.childNodes
    .map((node) => (defaultTreeAdapter.isTextNode(node) ? node.value : ""))
    .join("");

/** A new HTML element with these attributes and, if given, this text. */
export function createElement(
  tagName: string,
  attributes: Record<string, string>,
  text?: string,
): Element {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const element = defaultTreeAdapter.createElement(tagName, html.NS.HTML, attrs);
  if (text !== undefined) defaultTreeAdapter.insertText(element, text);
  return element;
}

export const append = (parent: ParentNode, child: Element) =>
  defaultTreeAdapter.appendChild(parent, child);

export function insertBefore(parent: ParentNode, child: Element, reference: Element | undefined) {
  if (reference) defaultTreeAdapter.insertBefore(parent, child, reference);
  else defaultTreeAdapter.appendChild(parent, child);
}

export const detach = (node: Element) => defaultTreeAdapter.detachNode(node);

/** The first element named `tagName` (lower case) in the tree, if any. */
export const find = (tree: ParentNode, tagName: string): Element | undefined =>
  elements(tree).find((element) => element.tagName === tagName);

/**
 * A <noscript>'s content as a browser with scripting off parses it: elements, attributes and
 * all, which its style-src and style attributes rules apply to.
 */
const noscriptContent = (noscript: Element): Fragment =>
  parseFragment(textOf(noscript), { scriptingEnabled: false });

/** Every element of the tree, and those a browser without scripts sees inside each <noscript>. */
export function elementsWithNoscript(tree: ParentNode): Element[] {
  return elements(tree).flatMap((element) =>
    element.tagName === "noscript" ? [element, ...elements(noscriptContent(element))] : [element],
  );
}

/** A start tag as text, for messages: `<div id="x" style="…">`. */
export const startTag = (element: Element): string =>
  `<${element.tagName}${element.attrs
    .map(
      ({ name, value }) => ` ${name}="${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`,
    )
    .join("")}>`;
