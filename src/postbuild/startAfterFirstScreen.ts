import {
  append,
  attribute,
  createElement,
  detach,
  elements,
  find,
  hasAttribute,
  textOf,
} from "./htmlTree";
import type { Document, Element } from "./htmlTree";
import { LOADER_CONFIG_ID, LOADER_ID } from "../loader/startWhenWanted";
import type { FrameworkModules, LoaderConfig } from "../loader/startWhenWanted";

/**
 * Gatsby's start-up tags become the page loader (src/loader/startWhenWanted.ts, which says why):
 * the same files, in the same order, given to the loader as data in a
 * `<script type="application/json">` it reads, so the loader's own text, and its hash, is the
 * same on every page.
 */

/** One of Gatsby's start-up tags, as it writes them: `<script src="/app-1a2b.js" async>`. */
function isStartupTag(element: Element): boolean {
  const src = attribute(element, "src") ?? "";
  const async = hasAttribute(element, "async");
  return element.tagName === "script" && async && src.startsWith("/") && src.endsWith(".js");
}

/** The loader's configuration a page has, and its two elements; undefined without one. */
function writtenLoader(tree: Document) {
  const all = elements(tree);
  const config = all.find((element) => attribute(element, "id") === LOADER_CONFIG_ID);
  const loader = all.find((element) => attribute(element, "id") === LOADER_ID);
  if (!config || !loader) return undefined;
  return { config: JSON.parse(textOf(config)) as LoaderConfig, elements: [config, loader] };
}

/** The files a page's loader starts, in order; none when the page has no loader. */
export const loaderSources = (tree: Document): string[] => writtenLoader(tree)?.config.files ?? [];

/** JSON that cannot end its <script> element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * Replaces the page's start-up tags with the loader (`loader`, compiled once per build), at the
 * end of its <body>. A page an earlier build rewrote (an incremental `gatsby build` leaves the
 * pages whose HTML did not change as they are) gets its loader written again, for the same files
 * (or, when Gatsby stitched its start-up tags back in, for theirs) and this build's framework
 * modules. Throws if the page has neither (Gatsby changed how it
 * writes its tags).
 */
export function startAfterFirstScreen(
  tree: Document,
  file: string,
  loader: string,
  modules?: FrameworkModules,
): void {
  const written = writtenLoader(tree);
  const tags = elements(tree).filter(isStartupTag);
  // Gatsby's own tags, when the page has them, are this build's files: an incremental build
  // re-stitches a page's scripts slice (new tags) beside the loader an earlier build wrote.
  const files =
    tags.length > 0
      ? tags.map((tag) => attribute(tag, "src") ?? "")
      : (written?.config.files ?? []);
  if (files.length === 0) {
    throw new Error(
      `${file}: no <script src async> start-up tags found; Gatsby may have changed how it writes them`,
    );
  }
  const body = find(tree, "body");
  if (!body) throw new Error(`${file}: no <body>`);
  [...tags, ...(written?.elements ?? [])].forEach(detach);
  const config: LoaderConfig = { files, ...(modules ? { modules } : {}) };
  append(
    body,
    createElement("script", { type: "application/json", id: LOADER_CONFIG_ID }, scriptJson(config)),
  );
  append(body, createElement("script", { id: LOADER_ID }, loader));
}
