import { readFileSync, readdirSync } from "fs";
import path from "path";
import ts from "typescript";

/**
 * The house has no import circle: between files anywhere in the tree (a module that needs itself
 * half-initialised), nor between the folders of src/ (src/postbuild and src/cms each depending on
 * the other, say), so each folder can be read, and tested, from its dependencies up. Type-only
 * imports count too: they tie the meaning of one folder to another just the same. And the product
 * does not lean on its tests: no file outside e2e/ imports from e2e/.
 */
const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const isTest = (file: string) => /\.test\.|\.d\.ts$|\.d\.mts$/.test(file);

/** The folders of the tree that hold code, and the code at its top (gatsby-config.ts…). */
const TREE = ["src", "scripts", "bench", "e2e", "plugins", "jest", "__mocks__"];

function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === "node_modules" ? [] : sourceFiles(full, withTests);
    }
    return SOURCE.test(entry.name) && (withTests || !isTest(entry.name)) ? [full] : [];
  });
}

const treeFiles = () => [
  ...readdirSync(ROOT)
    .filter((name) => SOURCE.test(name) && !isTest(name))
    .map((name) => path.join(ROOT, name)),
  ...TREE.flatMap((dir) => sourceFiles(path.join(ROOT, dir), true)),
];

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];

function resolve(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((file) => files.has(file));
}

/** Every file of src/ (or of `files`) with the files of those it imports. */
export function importGraph(files = sourceFiles(SRC)): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName, known) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The circles of a graph, each as the path that closes it: [a, b, a]. */
export function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

/** The graph between the folders of src/ (src/cms with src/cms/server…) that the imports make. */
function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] ?? "";
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const set = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== from) set.add(folderOf(target));
    folders.set(from, set);
  }
  return new Map([...folders].map(([folder, set]) => [folder, [...set].sort()]));
}

const named = (circle: string[]) =>
  circle.map((node) => path.relative(ROOT, node) || node).join(" → ");

describe("imports in src/", () => {
  const graph = importGraph();

  it("reads the files and their imports", () => {
    expect(graph.size).toBeGreaterThan(50);
    const layout = graph.get(path.join(SRC, "content/layout.ts"));
    expect(layout).toContain(path.join(SRC, "i18n/locales.ts"));
  });

  it("finds a circle where there is one", () => {
    const made = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(made)).toEqual([["a", "b", "c", "a"]]);
  });

  it("has no circle between files", () => {
    expect(circles(graph).map(named)).toEqual([]);
  });

  it("has no circle between folders", () => {
    expect(circles(folderGraph(graph)).map((circle) => circle.join(" → "))).toEqual([]);
  });
});

describe("imports in the whole tree", () => {
  const graph = importGraph(treeFiles());
  const E2E = path.join(ROOT, "e2e") + path.sep;

  it("reads the scripts, the benchmark and the browser suites too", () => {
    expect(graph.get(path.join(ROOT, "scripts/serve.ts"))).toContain(
      path.join(ROOT, "scripts/shared/hosts.ts"),
    );
    expect(graph.get(path.join(ROOT, "e2e/support/harness.ts"))).toContain(
      path.join(ROOT, "e2e/support/test.ts"),
    );
  });

  it("has no circle between files", () => {
    expect(circles(graph).map(named)).toEqual([]);
  });

  it("has no file outside e2e/ that imports from e2e/", () => {
    const leaning = [...graph].flatMap(([file, targets]) =>
      file.startsWith(E2E)
        ? []
        : targets.filter((target) => target.startsWith(E2E)).map((target) => named([file, target])),
    );
    expect(leaning).toEqual([]);
  });
});
