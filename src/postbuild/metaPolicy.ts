import {
  attribute,
  createElement,
  detach,
  elements,
  find,
  insertBefore,
  isElement,
} from "./htmlTree";
import type { Document, Element } from "./htmlTree";

const isMetaPolicy = (element: Element) =>
  element.tagName === "meta" &&
  attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy";

/**
 * Gives the page its policy in a <meta> (replacing one an earlier build put there). A meta policy
 * governs only what the parser meets after it, so it goes straight after <head> and the charset
 * declaration (which must stay in the first 1024 bytes), before any inline script or style. It
 * changes no element's text, so the hashes of the page's scripts and styles stay as they were.
 */
export function withMetaPolicy(tree: Document, policy: string): void {
  elements(tree).filter(isMetaPolicy).forEach(detach);
  const head = find(tree, "head");
  if (!head) throw new Error("No <head> to put the Content-Security-Policy <meta> in.");
  const [first, second] = head.childNodes.filter(isElement);
  const after = first && first.tagName === "meta" && attribute(first, "charset") !== undefined;
  const meta = createElement("meta", {
    "http-equiv": "Content-Security-Policy",
    content: policy,
  });
  insertBefore(head, meta, after ? second : first);
}
