import { readdirSync, readFileSync } from "fs";
import path from "path";
import { gzipSync } from "zlib";

import { attribute, elements, parseDocument } from "../../src/postbuild/htmlTree";
import type { Document } from "../../src/postbuild/htmlTree";
import { loaderSources } from "../../src/postbuild/startAfterFirstScreen";
import { PUBLIC_DIR } from "../../scripts/shared/staticServer";

/** Bytes a CDN sends for a file compressed with gzip at its usual level (6). */
export function gzippedSize(publicPath: string): number {
  return gzipSync(readFileSync(path.join(PUBLIC_DIR, publicPath)), { level: 6 }).length;
}

function readJson<T>(publicPath: string): T {
  return JSON.parse(readFileSync(path.join(PUBLIC_DIR, publicPath), "utf8")) as T;
}

/** The built HTML of a page, by its path ("/", "/terms/"…). */
export function pageHtml(pagePath: string): string {
  return readFileSync(path.join(PUBLIC_DIR, pagePath, "index.html"), "utf8");
}

/** The built HTML of a page parsed as a browser does (src/postbuild/htmlTree.ts). */
export const pageTree = (pagePath: string): Document => parseDocument(pageHtml(pagePath));

/** Maps webpack chunk ids to their file names, as the built webpack runtime does. */
function chunkFiles(runtimeSrc: string): Map<string, string> {
  const runtime = readFileSync(path.join(PUBLIC_DIR, runtimeSrc), "utf8");
  const objects: Array<Record<string, string>> = [
    ...runtime.matchAll(/\{(\d+:"[^"]+"(?:,\d+:"[^"]+")*)\}/g),
  ].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/(\d+):"([^"]+)"/g)].map((entry) => [entry[1], entry[2]]),
    ),
  );
  const names = objects.find((object) =>
    Object.values(object).some((v) => v.startsWith("component---")),
  );
  const hashes = objects.find((object) =>
    Object.values(object).every((v) => /^[0-9a-f]{20}$/.test(v)),
  );
  if (!names || !hashes) throw new Error(`Unexpected webpack runtime in ${runtimeSrc}`);
  return new Map(
    Object.entries(hashes).map(([id, hash]) => [id, `/${names[id] ?? id}-${hash}.js`]),
  );
}

/**
 * The scripts a page's HTML starts: Gatsby's webpack runtime, framework and app, which the build
 * moved from <script src> tags into the loader that requests them after the first screen
 * (src/postbuild/startAfterFirstScreen.ts; read from its configuration), and any <script src> left.
 */
export function htmlScripts(pagePath: string): string[] {
  const tree = pageTree(pagePath);
  const tags = elements(tree)
    .filter(({ tagName }) => tagName === "script")
    .flatMap((script) => attribute(script, "src") ?? [])
    .filter((src) => src.endsWith(".js"));
  return [...tags, ...loaderSources(tree)];
}

/**
 * The scripts a page runs at start-up: its HTML's, then every chunk of its page component. Gatsby's
 * app chunk loads those by the component's chunk name (its async-requires entry,
 * `"component---…":()=>Promise.all([n.e(518),n.e(196)]).then(…)`), shared chunks included;
 * public/chunk-map.json lists only the chunk named after the component.
 */
export function startupScripts(pagePath: string): string[] {
  const inHtml = htmlScripts(pagePath);
  const runtime = inHtml.find((src) => src.includes("webpack-runtime"));
  const app = inHtml.find((src) => /\/app-[0-9a-f]+\.js$/.test(src));
  if (!runtime || !app) throw new Error(`${pagePath} has no webpack runtime or app script`);
  const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  const { componentChunkName } = readJson<{ componentChunkName: string }>(
    `page-data/${dataPath}/page-data.json`,
  );
  const appCode = readFileSync(path.join(PUBLIC_DIR, app), "utf8");
  const entry = new RegExp(`"${componentChunkName}":\\(\\)=>([^}]*?)\\.then\\(`).exec(appCode);
  const files = chunkFiles(runtime);
  const component = [...(entry?.[1] ?? "").matchAll(/\.e\((\d+)\)/g)].flatMap(
    ([, id]) => files.get(id ?? "") ?? [],
  );
  if (component.length === 0) throw new Error(`The app chunk does not load ${componentChunkName}`);
  return [...inHtml, ...component];
}

/**
 * Every script a page loads, read from the build: its start-up scripts and every chunk its page
 * component's chunks import in turn (webpack's `__webpack_require__.e(id)`, resolved through the
 * runtime's id-to-file map). The app chunk's own imports are every page's components; they are
 * not followed.
 */
export function pageScripts(pagePath: string): string[] {
  const inHtml = htmlScripts(pagePath);
  const runtime = inHtml.find((src) => src.includes("webpack-runtime"));
  if (!runtime) throw new Error(`${pagePath} has no webpack runtime script`);
  const files = chunkFiles(runtime);

  const pending = startupScripts(pagePath).filter((file) => !inHtml.includes(file));
  const scripts = new Set(inHtml);
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (scripts.has(file)) continue;
    scripts.add(file);
    const code = readFileSync(path.join(PUBLIC_DIR, file), "utf8");
    for (const [, id] of code.matchAll(/\.e\((\d+)\)/g)) {
      const imported = id ? files.get(id) : undefined;
      if (imported) pending.push(imported);
    }
  }
  return [...scripts];
}

/** The data files Gatsby's runtime fetches for a page: its page data, app data, static queries. */
export function pageDataFiles(pagePath: string): string[] {
  const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  const pageData = readJson<{ staticQueryHashes: string[] }>(
    `page-data/${dataPath}/page-data.json`,
  );
  return [
    `/page-data/${dataPath}/page-data.json`,
    "/page-data/app-data.json",
    ...pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
  ];
}

const IMAGE_TYPES = [".png", ".jpg", ".jpeg", ".webp", ".avif", ".svg"];

/**
 * Every image file a page's HTML may fetch: all candidates of every src and srcset, and icons.
 * A <noscript>'s content is text to a browser that runs scripts, as to this parser: not counted.
 */
export function pageImages(pagePath: string): string[] {
  const all = elements(pageTree(pagePath));
  const urls = all.flatMap((element) =>
    [attribute(element, "src"), attribute(element, "srcset")].flatMap((value) =>
      value === undefined
        ? []
        : value.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? ""),
    ),
  );
  // The browser fetches a favicon from the icon links on its own.
  const icons = all
    .filter((element) => element.tagName === "link" && attribute(element, "rel") === "icon")
    .flatMap((link) => attribute(link, "href")?.split("?")[0] ?? []);
  return [
    ...new Set([...urls, ...icons].filter((url) => IMAGE_TYPES.some((type) => url.endsWith(type)))),
  ];
}

/** The built scripts whose source maps name a file of the given npm package ("@react-spring/web"). */
export function scriptsOfPackage(name: string): string[] {
  return readdirSync(PUBLIC_DIR)
    .filter((file) => file.endsWith(".js.map"))
    .filter((map) =>
      readJson<{ sources: string[] }>(map).sources.some((source) =>
        source.includes(`node_modules/${name}/`),
      ),
    )
    .map((map) => `/${map.slice(0, -".map".length)}`);
}
