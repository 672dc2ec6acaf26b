import { readFileSync, readdirSync } from "fs";
import path from "path";
import ts from "typescript";

/**
 * The house has no import circle: between files (a module that needs itself half-initialised),
 * nor between the folders of src/ (src/build and src/cms each depend on the other, say), so each
 * folder can be read, and tested, from its dependencies up. Type-only imports count too: they tie
 * the meaning of one folder to another just the same.
 */
const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const isTest = (file: string) => /\.test\.|\.d\.ts$|\.d\.mts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];

function resolve(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((file) => files.has(file));
}

/** Every file of src/ with the files of src/ it imports. */
export function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
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
