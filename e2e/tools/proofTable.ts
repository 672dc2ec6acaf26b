/**
 * `npm run test:proofs`: the browser suite's proof table (docs/testing.md, "Where each proof
 * went"). The suite moved from Jest to Playwright Test in 2026-11 and lost some waste on the way:
 * e2e/proofs/before.json lists every browser test there was then (file › describe › title, from
 * Jest's own report), and e2e/proofs/moves/*.json say where each test that no longer has its old
 * id went, and why. This asks the runner for today's tests (`playwright test --list`) and checks
 * that every old test has a home that exists: the same id, or its move's. With `--write` it writes
 * the table into docs/testing.md; without, it fails if the table there is not the one it makes,
 * so the table is checked, never kept by hand. `npm test` runs it before the browser suite.
 */
import { spawnSync } from "child_process";
import { readdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "../..");
const PROOFS = path.join(ROOT, "e2e", "proofs");
const DOC = path.join(ROOT, "docs", "testing.md");
const START = "<!-- proof-table:start (npm run test:proofs -- --write) -->";
const END = "<!-- proof-table:end -->";
const SEP = " › ";

type Move = { old: string; new: string; why: string };
type Home = { old: string; now: string | undefined; why: string | undefined };

type ListSuite = {
  title: string;
  file: string;
  specs?: Array<{ title: string }>;
  suites?: ListSuite[];
};

/** Every test the runner has today, as `file › describe › … › title`. */
export function currentTests(): Set<string> {
  const run = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "playwright"),
    ["test", "--list", "--reporter=json"],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`playwright test --list failed:\n${run.stderr}`);
  const report = JSON.parse(run.stdout) as { suites: ListSuite[] };
  const ids = new Set<string>();
  const walk = (suite: ListSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) ids.add([...titles, spec.title].join(SEP));
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites) walk(file, [path.posix.join("e2e", file.file)]);
  return ids;
}

/** The moves, with each pattern (`^…$`) expanded over the old ids it matches. */
export function expandMoves(moves: Move[], before: string[]): Map<string, Move> {
  const found = new Map<string, Move>();
  for (const move of moves) {
    if (!move.old.startsWith("^")) {
      found.set(move.old, move);
      continue;
    }
    const pattern = new RegExp(move.old);
    const matched = before.filter((id) => pattern.test(id));
    if (matched.length === 0) throw new Error(`The move ${move.old} matches no old test.`);
    for (const id of matched)
      found.set(id, { ...move, old: id, new: id.replace(pattern, move.new) });
  }
  return found;
}

/** Each old test's home today, and the problems: an old test with none, a move to nowhere. */
export function homes(before: string[], moves: Map<string, Move>, now: Set<string>) {
  const problems: string[] = [];
  for (const old of moves.keys()) {
    if (!before.includes(old)) problems.push(`A move names a test that never was: ${old}`);
  }
  const found: Home[] = before.map((old) => {
    const move = moves.get(old);
    if (move) {
      if (!now.has(move.new))
        problems.push(`${old}\n  moved to a test that does not exist: ${move.new}`);
      return { old, now: move.new, why: move.why };
    }
    if (!now.has(old))
      problems.push(`${old}\n  has no home: no test has its id, and no move says where it went`);
    return { old, now: undefined, why: undefined };
  });
  return { found, problems };
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The table, a section per old file: unchanged tests say so, moved ones give their new id. */
export function table(found: Home[]): string {
  const files = [...new Set(found.map(({ old }) => old.split(SEP)[0] ?? ""))];
  const moved = found.filter(({ now }) => now !== undefined).length;
  const lines = [
    `${found.length} tests before the move: ${found.length - moved} keep their file and title, ` +
      `${moved} moved or merged (their new home and why).`,
  ];
  for (const file of files) {
    lines.push("", `#### \`${file}\``, "", "| Before | Now | Why |", "| --- | --- | --- |");
    for (const home of found.filter(({ old }) => old.startsWith(file + SEP))) {
      const title = home.old.slice(file.length + SEP.length);
      lines.push(
        home.now === undefined
          ? `| ${cell(title)} | the same | |`
          : `| ${cell(title)} | ${cell(home.now)} | ${cell(home.why ?? "")} |`,
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  const before = (
    JSON.parse(readFileSync(path.join(PROOFS, "before.json"), "utf8")) as {
      tests: string[];
    }
  ).tests;
  const moves = readdirSync(path.join(PROOFS, "moves"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap(
      (name) => JSON.parse(readFileSync(path.join(PROOFS, "moves", name), "utf8")) as Move[],
    );
  const { found, problems } = homes(before, expandMoves(moves, before), currentTests());
  if (problems.length > 0) {
    console.error(`${problems.length} proofs without a home:\n${problems.join("\n")}`);
    process.exit(1);
  }
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) throw new Error(`docs/testing.md has no ${START} … ${END}.`);
  // As Prettier writes it (`npm run lint` checks the docs too), so the two never disagree. Loaded
  // here, not at the top: it is an ES module, which the unit tests' Jest cannot load.
  const { format, resolveConfig } = await import("prettier");
  const written = await format(
    `${doc.slice(0, start + START.length)}\n\n${table(found)}\n\n${doc.slice(end)}`,
    { ...(await resolveConfig(DOC)), filepath: DOC },
  );
  if (process.argv.includes("--write")) {
    writeFileSync(DOC, written);
    console.log(`docs/testing.md: the proof table of ${found.length} tests.`);
  } else if (written !== doc) {
    console.error(
      "docs/testing.md's proof table is not the runner's: run `npm run test:proofs -- --write`.",
    );
    process.exit(1);
  } else {
    console.log(`Every one of the ${found.length} browser tests of before has a home.`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
