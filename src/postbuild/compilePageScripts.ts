import { buildSync } from "esbuild";
import type { BuildOptions } from "esbuild";
import { createHash } from "crypto";
import { writeFileSync } from "fs";
import path from "path";

/**
 * What the site's pages run in the browser, compiled by esbuild after Gatsby's build (Gatsby's own
 * runtime is not shipped: src/postbuild/pageScripts.ts):
 * - the page script (src/browser/pageScript.ts), inline at the end of every page, the same text
 *   on every page: one hash in the Content-Security-Policy;
 * - the card entrance's chunk (src/entrance/trail.ts, react-spring's animation core), a file
 *   named by its content that the page script imports when a card section comes near;
 * - web-vitals' chunk, only when the site is built to report (GATSBY_WEB_VITALS_URL).
 *
 * The page script is ES2020 (a dynamic import() fetches the chunks): every browser that has
 * IntersectionObserver and popovers parses it; one that cannot simply keeps the HTML as it is.
 */

const SOURCE = path.resolve(__dirname, "..");
const PAGE_SCRIPT_ENTRY = path.join(SOURCE, "browser/pageScript.ts");
const ENTRANCE_ENTRY = path.join(SOURCE, "entrance/trail.ts");
const WEB_VITALS_ENTRY = path.join(SOURCE, "browser/webVitalsChunk.ts");
/** Stands in for React in the entrance's chunk: react-spring's core imports it but never runs it. */
const NO_REACT = path.join(SOURCE, "entrance/noReact.ts");

const COMMON: BuildOptions = {
  bundle: true,
  minify: true,
  target: "es2020",
  platform: "browser",
  legalComments: "none",
  write: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
};

/** A chunk, as it is written to public/: `/<name>-<20 hex of its content>.js`, with its map. */
export type Chunk = { url: string; code: string; map: string };

/** Bundles `entry` as an ES module named by its content, with an external source map. */
export function compileChunk(
  name: string,
  entry: string,
  alias: Record<string, string> = {},
): Chunk {
  const { outputFiles = [] } = buildSync({
    ...COMMON,
    entryPoints: [entry],
    format: "esm",
    alias,
    sourcemap: "external",
    // Relative to public/, where the chunk is written: the map's sources name the packages.
    outfile: path.resolve("public", `${name}.js`),
  });
  const map = outputFiles.find((file) => file.path.endsWith(".map"))?.text;
  const code = outputFiles.find((file) => file.path.endsWith(".js"))?.text;
  if (code === undefined || map === undefined) throw new Error(`Could not compile ${entry}`);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 20);
  const file = `${name}-${hash}.js`;
  return { url: `/${file}`, code: `${code}//# sourceMappingURL=${file}.map\n`, map };
}

/** The card entrance's chunk: react-spring's core and the trail, without React. */
export const compileEntranceChunk = (): Chunk =>
  compileChunk("entrance", ENTRANCE_ENTRY, { react: NO_REACT });

/** web-vitals' five reporters as a chunk, for a site built to report. */
export const compileWebVitalsChunk = (): Chunk => compileChunk("web-vitals", WEB_VITALS_ENTRY);

export type PageScriptOptions = {
  /** The entrance chunk's URL. */
  entrance: string;
  /** Where reports go and web-vitals' chunk, for a site built to report. */
  webVitals?: { url: string; chunk: string };
};

/** The page script, minified into one inline script; refused if it could end its element early. */
export function compilePageScript(
  { entrance, webVitals }: PageScriptOptions,
  entry = PAGE_SCRIPT_ENTRY,
): string {
  const { outputFiles = [] } = buildSync({
    ...COMMON,
    entryPoints: [entry],
    format: "iife",
    define: {
      ...COMMON.define,
      __ENTRANCE_CHUNK__: JSON.stringify(entrance),
      __WEB_VITALS_URL__: JSON.stringify(webVitals?.url ?? ""),
      __WEB_VITALS_CHUNK__: JSON.stringify(webVitals?.chunk ?? ""),
    },
  });
  const [output] = outputFiles;
  if (!output) throw new Error(`Could not compile the page script ${entry}`);
  // The inline <script> needs no trailing newline.
  const script = output.text.trimEnd();
  // Inline, these would end the <script> early or change how the HTML parser reads it (and its
  // CSP hash would no longer match what the browser runs).
  if (/<\/script|<!--/i.test(script)) {
    throw new Error(`The compiled page script ${entry} contains "</script" or "<!--"`);
  }
  return script;
}

/** Writes a chunk and its map to `publicDir`. */
export function writeChunk(publicDir: string, { url, code, map }: Chunk): void {
  writeFileSync(path.join(publicDir, url), code);
  writeFileSync(path.join(publicDir, `${url}.map`), map);
}

export type PageScripts = { pageScript: string; chunks: Chunk[] };

/** Everything the pages run, compiled; `webVitalsUrl` when the site is built to report. */
export function compilePageScripts(webVitalsUrl?: string): PageScripts {
  const entrance = compileEntranceChunk();
  const webVitals = webVitalsUrl ? compileWebVitalsChunk() : undefined;
  return {
    pageScript: compilePageScript({
      entrance: entrance.url,
      webVitals:
        webVitals && webVitalsUrl ? { url: webVitalsUrl, chunk: webVitals.url } : undefined,
    }),
    chunks: webVitals ? [entrance, webVitals] : [entrance],
  };
}
