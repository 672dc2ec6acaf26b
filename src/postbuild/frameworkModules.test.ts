/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { runInNewContext } from "vm";
import webpack from "webpack";

import { compileLoader } from "./compileLoader";
import { FrameworkModulesPlugin, readFrameworkModules } from "./frameworkModules";
import { LOADER_CONFIG_ID } from "../loader/startWhenWanted";

/**
 * A small app shaped like Gatsby's: React's stand-ins in node_modules, split into a `framework`
 * chunk as Gatsby's cache group does, and an app entry that requires them. Every module logs
 * when it is evaluated.
 */
const SOURCES: Record<string, string> = {
  "node_modules/scheduler/index.js": `self.log.push("scheduler"); module.exports = {};`,
  "node_modules/react/index.js": `self.log.push("react"); module.exports = {};`,
  "node_modules/react-dom/index.js": `
    require("scheduler"); require("react");
    self.log.push("react-dom"); module.exports = { hydrate() {} };`,
  "entry.js": `require("react-dom").hydrate(); self.log.push("app");`,
};

async function build(dir: string, file: string): Promise<Record<string, string>> {
  for (const [name, text] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    output: {
      path: path.join(dir, "out"),
      filename: "[name].js",
      chunkLoadingGlobal: "webpackSite",
    },
    optimization: {
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: {
        chunks: "all",
        cacheGroups: {
          framework: {
            name: "framework",
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            enforce: true,
          },
        },
      },
    },
    plugins: [new FrameworkModulesPlugin(file)],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString("errors-only"));
  const out = path.join(dir, "out");
  return Object.fromEntries(
    readdirSync(out).map((name) => [`/${name}`, readFileSync(path.join(out, name), "utf8")]),
  );
}

describe("FrameworkModulesPlugin with the compiled page loader", () => {
  let dir: string;
  let files: Record<string, string>;
  const factsFile = () => path.join(dir, ".cache", "framework-modules.json");

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "framework-modules-"));
    files = await build(dir, path.join(dir, ".cache", "framework-modules.json"));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("records the framework chunk's modules, and the chunk-loading global", () => {
    const facts = readFrameworkModules(factsFile());
    expect(facts.chunkLoadingGlobal).toBe("webpackSite");
    expect(facts.ids).toHaveLength(3);
  });

  it("lets the loader evaluate each of React's modules in a task of its own, dependencies first, before the app", () => {
    const log: string[] = [];
    const timers: Array<() => void> = [];
    const listeners: Record<string, () => void> = {};
    type Script = { src: string; onload?: () => void };
    const sources = ["/webpack-runtime.js", "/framework.js", "/app.js"];
    const config = { files: sources, modules: readFrameworkModules(factsFile()) };
    const context: Record<string, unknown> = {
      log,
      document: {
        readyState: "complete",
        hidden: false,
        createElement: () => ({}),
        getElementById: (id: string) =>
          id === LOADER_CONFIG_ID ? { textContent: JSON.stringify(config) } : null,
        querySelectorAll: () => [],
        head: { appendChild: () => undefined },
        body: {
          // The browser: fetches and evaluates the file, then reports it loaded.
          appendChild: (script: Script) => {
            runInNewContext(files[script.src] ?? "throw new Error('no file')", context);
            script.onload?.();
          },
        },
      },
      setTimeout: (callback: () => void) => timers.push(callback),
      // A browser without largest-paint reports: ready one frame after load, played at once.
      requestAnimationFrame: (callback: (time: number) => void) => callback(16),
      HTMLElement: { prototype: { popover: null } },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      removeEventListener: () => undefined,
    };
    context.self = context;
    runInNewContext(compileLoader(), context);
    listeners.scroll?.(); // the visitor scrolls: the scripts are wanted
    const tasks: string[][] = [];
    while (timers.length > 0) {
      const before = log.length;
      timers.shift()?.();
      if (log.length > before) tasks.push(log.slice(before));
    }
    // React and the scheduler depend on nothing here: the order between them is by path.
    expect(tasks).toEqual([["react"], ["scheduler"], ["react-dom"], ["app"]]);
  });
});
