import { readFileSync, readdirSync } from "fs";
import path from "path";
import ts from "typescript";

/**
 * The imports of the tree as a graph, for the tests that hold its shape (importGraph.test.ts,
 * src/cms/server/serverFolders.test.ts).
 */
export const ROOT = path.resolve(__dirname, "../..");
export const SRC = path.join(ROOT, "src");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
export const isTest = (file: string) => /\.test\.|\.d\.ts$|\.d\.mts$/.test(file);

/** The folders of the tree that hold code, and the code at its top (gatsby-config.ts…). */
const TREE = ["src", "scripts", "bench", "design", "e2e", "plugins", "jest", "__mocks__"];

export function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === "node_modules" ? [] : sourceFiles(full, withTests);
    }
    return SOURCE.test(entry.name) && (withTests || !isTest(entry.name)) ? [full] : [];
  });
}

export const treeFiles = () => [
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

/** `import type … from "…"` and `export type … from "…"`: gone once the code runs. */
const TYPE_ONLY = /^(?:import|export) type\b[^;]*?from\s*["'][^"']+["'];?/gm;

/**
 * Every file of src/ (or of `files`) with the files of those it imports; with `runtime`, only
 * the imports that load a module when the code runs, not those of types alone.
 */
export function importGraph(
  files = sourceFiles(SRC),
  { runtime = false } = {},
): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const source = readFileSync(file, "utf8");
      const code = runtime ? source.replace(TYPE_ONLY, "") : source;
      const { importedFiles } = ts.preProcessFile(code, true, true);
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
