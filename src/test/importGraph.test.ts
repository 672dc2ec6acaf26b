import path from "path";

import { circles, importGraph, ROOT, SRC, treeFiles } from "./importGraph";

/**
 * The house has no import circle: between files anywhere in the tree (a module that needs itself
 * half-initialised), nor between the folders of src/ (src/postbuild and src/cms each depending on
 * the other, say), so each folder can be read, and tested, from its dependencies up. Type-only
 * imports count too: they tie the meaning of one folder to another just the same. And the product
 * does not lean on its tests: no file outside e2e/ imports from e2e/.
 */

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

  it("reads the scripts, the benchmark, the design renders and the browser suites too", () => {
    expect(graph.get(path.join(ROOT, "scripts/serve.ts"))).toContain(
      path.join(ROOT, "scripts/shared/hosts.ts"),
    );
    expect(graph.get(path.join(ROOT, "e2e/support/harness.ts"))).toContain(
      path.join(ROOT, "e2e/support/test.ts"),
    );
    expect(graph.get(path.join(ROOT, "design/render.ts"))).toContain(
      path.join(ROOT, "design/texts.ts"),
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
