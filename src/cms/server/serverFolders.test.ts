import { readdirSync } from "fs";
import path from "path";

import { importGraph, isTest, ROOT, treeFiles } from "../../test/importGraph";

/**
 * The editor's server is a folder per concern (index.ts lists them), each entered through its own
 * index.ts, and each importing only the folders below it: git at the bottom, importing nothing of
 * the server, and the gate never importing the drafts, whose changes it judges before they are
 * made. A folder holds at most MAX_FILES files, tests included, so each can be read at once.
 */
const SERVER = path.join(ROOT, "src/cms/server");
const MAX_FILES = 8;

/** What the product code of each folder may import of the others. Tests may import any entry. */
const MAY_IMPORT: Record<string, string[]> = {
  git: [],
  processes: [],
  guard: [],
  gate: ["git"],
  journal: ["git"],
  drafts: ["git", "journal"],
  reviews: ["guard"],
  decap: ["drafts", "gate", "git", "guard"],
  proxy: ["decap", "gate", "git", "guard", "reviews"],
};

const ENTRY = "index.ts";

/** The server's folder a file is in ("" for the server's own entry), or undefined outside it. */
function folderOf(file: string): string | undefined {
  const relative = path.relative(SERVER, file);
  if (relative.startsWith("..")) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : "";
}

const isEntry = (file: string) => path.basename(file) === ENTRY;

/** The imports that break the folders' rules, one line each, from an import graph. */
export function folderBreaches(
  graph: Map<string, string[]>,
  mayImport: Record<string, string[]> = MAY_IMPORT,
): string[] {
  const named = (file: string) => path.relative(ROOT, file);
  return [...graph].flatMap(([file, targets]) => {
    const from = folderOf(file);
    return targets.flatMap((target) => {
      const to = folderOf(target);
      if (to === undefined || to === from || to === "") return [];
      const breach = `${named(file)} → ${named(target)}`;
      if (!isEntry(target)) return [`${breach}: enter ${to}/ through its ${ENTRY}`];
      if (from === undefined || from === "" || isTest(file)) return [];
      return mayImport[from]?.includes(to) ? [] : [`${breach}: ${from}/ may not import ${to}/`];
    });
  });
}

const folders = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("the editor's server, by concern", () => {
  const graph = importGraph(treeFiles());

  it("has a rule for each of its folders, and a folder for each rule", () => {
    expect(folders).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it.each(folders)("%s/ has an entry and at most 8 files", (folder) => {
    const files = readdirSync(path.join(SERVER, folder));
    expect(files).toContain(ENTRY);
    expect(files.length).toBeLessThanOrEqual(MAX_FILES);
  });

  it("imports each folder through its entry, and only the folders below", () => {
    expect(folderBreaches(graph)).toEqual([]);
  });

  it("finds an import into a folder's inside, and one going up", () => {
    const file = (name: string) => path.join(SERVER, name);
    const made = new Map([
      [file("gate/requestGate.ts"), [file("drafts/index.ts"), file("git/git.ts")]],
      [file("gate/requestGate.test.ts"), [file("drafts/index.ts")]],
      [path.join(ROOT, "scripts/x.ts"), [file("drafts/drafts/draftRepo.ts"), file("index.ts")]],
    ]);
    expect(folderBreaches(made)).toEqual([
      "src/cms/server/gate/requestGate.ts → src/cms/server/drafts/index.ts: gate/ may not import drafts/",
      "src/cms/server/gate/requestGate.ts → src/cms/server/git/git.ts: enter git/ through its index.ts",
      "scripts/x.ts → src/cms/server/drafts/drafts/draftRepo.ts: enter drafts/ through its index.ts",
    ]);
  });

  it("gives the site's config only the dev server's parts: no draft store, no decap-server API", () => {
    // gatsby-config.ts is loaded by every build and each of its workers: what it loads, not the
    // types it names.
    const runtime = importGraph(treeFiles(), { runtime: true });
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      (runtime.get(file) ?? []).forEach(visit);
    };
    visit(path.join(ROOT, "gatsby-config.ts"));
    const folders = new Set([...reached].map(folderOf));
    expect(folders).toContain("proxy");
    expect(folders).not.toContain("drafts");
    expect(folders).not.toContain("decap");
  });

  it("is started by npm run cms through one module", () => {
    const used = (graph.get(path.join(ROOT, "scripts/cms.ts")) ?? []).filter(
      (target) => folderOf(target) !== undefined,
    );
    expect(used).toEqual([path.join(SERVER, ENTRY)]);
  });
});
