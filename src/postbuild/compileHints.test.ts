/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import webpack from "webpack";

import { COMPILE_HINT, CompileHintsPlugin } from "./compileHints";

/**
 * A small app shaped like Gatsby's: an entry that loads page components by named dynamic imports
 * (Gatsby's async-requires), two pages sharing a module, and a chunk one page loads on demand.
 */
const SOURCES: Record<string, string> = {
  "entry.js": `
    const pages = {
      home: () => import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./home.js"),
      terms: () => import(/* webpackChunkName: "component---src-pages-terms-tsx" */ "./terms.js"),
    };
    export function start(name) { return pages[name]().then((page) => page.render()); }
    start(window.pagePath);`,
  "shared.js": `export function template(text) { return "<main>" + text.repeat(3) + "</main>"; }`,
  "home.js": `
    import { template } from "./shared.js";
    export function render() {
      import(/* webpackChunkName: "entrance" */ "./entrance.js").then((m) => m.animate());
      return template("home");
    }`,
  "terms.js": `
    import { template } from "./shared.js";
    export function render() { return template("terms"); }`,
  "entrance.js": `export function animate() { return document.body.animate([], 600); }`,
  // Gatsby's legacy entry point, for browsers without ES modules (none of which read the hint).
  "polyfill.js": `window.Promise = window.Promise || function () {};`,
};

type Built = { files: Record<string, string>; chunkNames: Map<string, string> };

async function build(dir: string, plugins = [new CompileHintsPlugin()]): Promise<Built> {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js", polyfill: "./polyfill.js" },
    output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
    devtool: "source-map",
    optimization: {
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: { chunks: "all", minSize: 0, name: false },
    },
    plugins,
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString("errors-only"));
  const out = path.join(dir, "out");
  const files = Object.fromEntries(
    readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), "utf8")]),
  );
  const chunkNames = new Map<string, string>();
  for (const chunk of stats.toJson({ chunks: true }).chunks ?? []) {
    for (const file of chunk.files ?? []) {
      chunkNames.set(file, chunk.names?.[0] ?? `shared ${String(chunk.id)}`);
    }
  }
  return { files, chunkNames };
}

describe("CompileHintsPlugin", () => {
  let dir: string;
  let built: Built;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    built = await build(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const scripts = () =>
    Object.entries(built.files)
      .filter(([file]) => file.endsWith(".js"))
      .map(([file, text]) => ({ file, text, chunk: built.chunkNames.get(file) ?? "?" }));

  it("starts every start-up chunk with the hint, after minification left it in place", () => {
    const hinted = scripts()
      .filter(({ text }) => text.startsWith(COMPILE_HINT))
      .map(({ chunk }) => chunk)
      .sort();
    expect(hinted).toEqual([
      "app",
      "component---src-pages-index-tsx",
      "component---src-pages-terms-tsx",
      expect.stringMatching(/^shared /),
      "webpack-runtime",
    ]);
    // Minified: the hint is a line of its own above one line of code.
    const app = scripts().find(({ chunk }) => chunk === "app");
    expect(app?.text.split("\n").length).toBeLessThanOrEqual(3);
  });

  it("leaves a chunk loaded on demand, and the legacy polyfill entry, to lazy compilation", () => {
    for (const name of ["entrance", "polyfill"]) {
      const script = scripts().find(({ chunk }) => chunk === name);
      expect(script).toBeDefined();
      expect(script?.text).not.toContain("allFunctionsCalledOnLoad");
    }
  });

  it("hints each file once, and its source map counts the hint's line", () => {
    for (const { file, text } of scripts()) {
      expect(text.split("allFunctionsCalledOnLoad").length).toBeLessThanOrEqual(2);
      if (!text.startsWith(COMPILE_HINT)) continue;
      const map = JSON.parse(built.files[`${file}.map`] ?? "{}") as { mappings?: string };
      expect(map.mappings?.startsWith(";")).toBe(true);
    }
  });

  it("hashes the files as served: a hinted file's name changes, the others' do not", async () => {
    const plain = await build(path.join(dir, "plain"), []);
    const names = (of: Built) =>
      new Map([...of.chunkNames].filter(([file]) => file.endsWith(".js")).map(([f, c]) => [c, f]));
    const hinted = names(built);
    const without = names(plain);
    expect(hinted.get("app")).toBeDefined();
    expect(hinted.get("app")).not.toBe(without.get("app"));
    expect(hinted.get("component---src-pages-index-tsx")).not.toBe(
      without.get("component---src-pages-index-tsx"),
    );
    expect(hinted.get("entrance")).toBe(without.get("entrance"));
  }, 60_000);
});
