/** @jest-environment node */
import { execFileSync, spawn, spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { pathToFileURL } from "url";

import { Conflict, createDraftStore, Refused } from ".";
import type { Step } from ".";
import { createJournal, gitLocks, processStart } from "../journal";

/**
 * The drafts of the editorial workflow in a real git repository: saved without switching the
 * checkout, refused when made from an old version, and, after a process killed at every step of
 * a save, a publish, a status change and a deletion, settled by the next start with one line.
 */

const MODELS = "content/en/models.json";
const GERMAN = "content/de/models.json";
const TERMS = "content/legal/terms.mdx";

let root: string;
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const draftOf = (file: string) => git("show", `cms/models/models:${file}`);
const workingTree = () => git("status", "--porcelain", "--untracked-files=all");
const drafts = () => git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/");
const journalFiles = () => {
  const folder = path.join(root, ".git/octopus-cms");
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

const models = (description: string) =>
  `${JSON.stringify({ items: [{ id: "gpt-4o", name: "GPT-4o", description }] }, null, 2)}\n`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-drafts-"));
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Editor Test");
  git("config", "user.email", "editor@octopus.test");
  for (const [file, text] of [
    [MODELS, models("Published.")],
    [GERMAN, models("Veröffentlicht.")],
    [TERMS, "---\ntitle: Terms\n---\nThe terms.\n"],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  git("add", "-A");
  git("commit", "-q", "-m", "The site as it is");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A save of both languages of the models, as a tab that loaded `base` sends it. */
const saveArgs = (english: string, german: string, base: object) => ({
  branch: "main",
  collection: "models",
  slug: "models",
  files: [
    { path: MODELS, raw: models(english) },
    { path: GERMAN, raw: models(german) },
  ],
  label: "decap-cms/draft",
  message: "Update AI models",
  base,
});

/** What a tab that opened the models now would say it loaded. */
function loadedNow() {
  const store = createDraftStore(root);
  const draft = store.draft("main", "models", "models", "");
  const files = Object.fromEntries(
    store.read("refs/heads/main", [MODELS, GERMAN]).map((f) => [f.path, f.id]),
  );
  return { draft: draft?.head ?? null, files };
}

const FIXTURE = path.join(__dirname, "../../../test/stopAtStep.fixture.ts");

/** Runs `op` in a process of its own that is killed (SIGKILL) right after `step`. */
function killedAfter(step: Step, op: string, args: unknown[]) {
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      pathToFileURL(require.resolve("tsx")).href,
      FIXTURE,
      root,
      step,
      JSON.stringify({ op, args }),
    ],
    { encoding: "utf8" },
  );
  // The step was reached: the process did not finish on its own, or fail before it.
  expect({ signal: result.signal, stderr: result.stderr }).toEqual({
    signal: "SIGKILL",
    stderr: "",
  });
}

/** The four checks after a start: on main, clean, and what the start said. */
function expectSettled() {
  expect(git("symbolic-ref", "--short", "HEAD")).toBe("main");
  expect(workingTree()).toBe("");
  expect(journalFiles()).toEqual([]);
  expect(gitLocks(path.join(root, ".git"))).toEqual([]);
}

describe("saving a draft", () => {
  it("writes the draft's branch only: the checkout stays on main, with its files as they were", () => {
    const store = createDraftStore(root);
    const mainBefore = git("rev-parse", "main");
    const head = store.save(saveArgs("Edited.", "Bearbeitet.", loadedNow()));

    expect(git("rev-parse", "cms/models/models")).toBe(head);
    expect(draftOf(MODELS)).toBe(models("Edited.").trim());
    expect(draftOf(GERMAN)).toBe(models("Bearbeitet.").trim());
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(read(MODELS)).toBe(models("Published."));
    expect(store.draft("main", "models", "models", "")).toMatchObject({ status: "draft", head });
    expectSettled();
  });

  it("refuses a save made from an old version of the draft, and writes nothing", () => {
    const store = createDraftStore(root);
    const opened = loadedNow();
    store.save(saveArgs("First tab.", "Erster Tab.", opened));
    const head = git("rev-parse", "cms/models/models");

    expect(() => store.save(saveArgs("Second tab.", "Zweiter Tab.", opened))).toThrow(Conflict);
    expect(() => store.save(saveArgs("Second tab.", "Zweiter Tab.", opened))).toThrow(
      /The draft of 'AI models' changed since you opened it .*: reload\..*Nothing was saved\./,
    );
    expect(git("rev-parse", "cms/models/models")).toBe(head);
    expect(draftOf(MODELS)).toBe(models("First tab.").trim());
    // A save from the version it saved goes on.
    store.save(saveArgs("First tab, again.", "Erster Tab, wieder.", { draft: head, files: {} }));
    expect(draftOf(MODELS)).toBe(models("First tab, again.").trim());
  });

  it("refuses a save made before a publish of the same files, and one that names no version", () => {
    const store = createDraftStore(root);
    const opened = loadedNow();
    const head = store.save(saveArgs("Published meanwhile.", "Inzwischen.", opened));
    store.publish("main", "models", "models");

    // A tab that had the draft open, and one that had the published entry open.
    expect(() =>
      store.save(saveArgs("Old tab.", "Alter Tab.", { draft: head, files: {} })),
    ).toThrow(/The draft of 'AI models' was published or deleted since you opened it: reload/);
    expect(() =>
      store.save(saveArgs("Old tab.", "Alter Tab.", { draft: null, files: opened.files })),
    ).toThrow(/'AI models' was published with other changes since you opened it: reload/);
    expect(() => store.save(saveArgs("No version.", "Keine.", undefined as never))).toThrow(
      /does not say which version/,
    );
    expect(drafts()).toBe("");
  });

  it("refuses the second of two saves that both passed the version check: git's ref update decides", () => {
    const opened = loadedNow();
    let second: string | undefined;
    // The first save is stopped after it built its commit; the second runs whole meanwhile.
    const first = createDraftStore(root, {
      trace: (step) => {
        if (step === "committed" && second === undefined) {
          second = createDraftStore(root).save(saveArgs("Second.", "Zweiter.", opened));
        }
      },
    });
    expect(() => first.save(saveArgs("First.", "Erster.", opened))).toThrow(
      /The draft of 'AI models' changed since you opened it/,
    );
    expect(git("rev-parse", "cms/models/models")).toBe(second);
    expect([draftOf(MODELS), draftOf(GERMAN)]).toEqual([
      models("Second.").trim(),
      models("Zweiter.").trim(),
    ]);
    expect(journalFiles()).toEqual([]);
  });

  it("refuses a draft's name that is not a plain name, before anything is written", () => {
    const refs = git("for-each-ref");
    for (const slug of ["../main", "a b", "x\ncreate refs/heads/main", "x.lock", "-x"]) {
      expect(() =>
        createDraftStore(root).save({ ...saveArgs("Bad.", "Schlecht.", loadedNow()), slug }),
      ).toThrow(/is not a draft's name/);
    }
    expect(git("for-each-ref")).toBe(refs);
  });

  it("of two tabs saving one entry at once, keeps one edit whole and refuses the other", async () => {
    const opened = loadedNow();
    // Two processes, as two requests racing past each other: only git's ref update decides.
    const save = (english: string, german: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            "--import",
            pathToFileURL(require.resolve("tsx")).href,
            "-e",
            `const { createDraftStore } = require(${JSON.stringify(path.join(__dirname, "draftStore.ts"))});
             try { createDraftStore(${JSON.stringify(root)}).save(${JSON.stringify(saveArgs(english, german, opened))}); console.log("saved"); }
             catch (error) { console.log(error.constructor.name + ": " + error.message); }`,
          ],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.on("exit", (code) => resolve({ code, out: out.trim() }));
      });
    const answers = await Promise.all([save("Tab A.", "Tab A."), save("Tab B.", "Tab B.")]);

    expect(answers.filter(({ out }) => out === "saved")).toHaveLength(1);
    expect(
      answers.filter(({ out }) => /^Conflict: .*changed since you opened it/.test(out)),
    ).toHaveLength(1);
    const tab = answers[0]?.out === "saved" ? "Tab A." : "Tab B.";
    expect([draftOf(MODELS), draftOf(GERMAN)]).toEqual([models(tab).trim(), models(tab).trim()]);
    expect(git("rev-list", "--count", "main..cms/models/models")).toBe("1");
  });
});

describe("publishing a draft", () => {
  it("moves main and its files to the draft's, and removes the draft", () => {
    const store = createDraftStore(root);
    store.save(saveArgs("Reviewed.", "Geprüft.", loadedNow()));
    store.setStatus("main", "models", "models", "decap-cms/pending_publish");
    store.publish("main", "models", "models");

    expect(read(MODELS)).toBe(models("Reviewed."));
    expect(git("diff", "--name-only", "main~1", "main").split("\n")).toEqual([GERMAN, MODELS]);
    expect(drafts()).toBe("");
    expect(git("for-each-ref", "refs/cms-status/")).toBe("");
    expectSettled();
  });

  it("merges a draft begun before another publish, keeping both", () => {
    const store = createDraftStore(root);
    store.save(saveArgs("Models edit.", "Modelle.", loadedNow()));
    const terms = "---\ntitle: Terms\n---\nNew terms.\n";
    store.save({
      branch: "main",
      collection: "legal",
      slug: "terms",
      files: [{ path: TERMS, raw: terms }],
      label: "decap-cms/draft",
      message: "Update terms",
      base: { draft: null, files: { [TERMS]: git("rev-parse", `main:${TERMS}`) } },
    });
    store.publish("main", "legal", "terms");
    store.publish("main", "models", "models");

    expect(read(TERMS)).toBe(terms);
    expect(read(MODELS)).toBe(models("Models edit."));
    expect(git("rev-list", "--parents", "-n", "1", "main").split(" ")).toHaveLength(3);
    expectSettled();
  });
  it("holds git's lock on the index until main has moved, and lets it go after", () => {
    const locked: boolean[] = [];
    const lock = () => fs.existsSync(path.join(root, ".git/index.lock"));
    const store = createDraftStore(root, {
      trace: (step) => {
        if (step === "worktree" || step === "published") locked.push(lock());
      },
    });
    store.save(saveArgs("Locked.", "Gesperrt.", loadedNow()));
    store.publish("main", "models", "models");
    expect(locked).toEqual([true, false]);
    expect(lock()).toBe(false);
  });

  it("publishes where git converts line endings (core.autocrlf, as Git for Windows has it)", () => {
    git("config", "core.autocrlf", "true");
    git("rm", "-q", "--cached", "-r", ".");
    git("reset", "-q", "--hard");
    expect(read(MODELS)).toContain("\r\n");
    const store = createDraftStore(root);
    store.save(saveArgs("Windows.", "Windows.", loadedNow()));
    store.publish("main", "models", "models");
    expect(read(MODELS)).toBe(models("Windows.").replace(/\n/g, "\r\n"));
    expectSettled();
  });
});

describe("a start after the editor was killed in the middle of an operation", () => {
  const SAVE_STEPS: Step[] = ["journalled", "committed", "moved"];
  it.each(SAVE_STEPS)(
    "a save killed after %s is finished from its note: whole, in its draft",
    (step) => {
      const mainBefore = git("rev-parse", "main");
      killedAfter(step, "save", [saveArgs("Killed save.", "Abgebrochen.", loadedNow())]);
      expect(journalFiles().some((name) => name.startsWith("journal-"))).toBe(true);

      const said = createDraftStore(root).recover();

      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(
        /^An interrupted save of 'AI models' (was finished: it is in its draft|had reached its draft: it is there, whole)\.$/,
      );
      expectSettled();
      expect(git("rev-parse", "main")).toBe(mainBefore);
      expect([draftOf(MODELS), draftOf(GERMAN)]).toEqual([
        models("Killed save.").trim(),
        models("Abgebrochen.").trim(),
      ]);
      expect(createDraftStore(root).draft("main", "models", "models", "")?.status).toBe("draft");
      // Nothing left to do at the start after.
      expect(createDraftStore(root).recover()).toEqual([]);
    },
  );

  it.each([
    ["journalled", "rolled back"],
    ["worktree", "rolled back"],
    ["published", "finished"],
    ["dropped", "finished"],
  ] as Array<[Step, string]>)(
    "a publish killed after %s is %s, never half-done",
    (step, outcome) => {
      const store = createDraftStore(root);
      const draftHead = store.save(saveArgs("To publish.", "Zu veröffentlichen.", loadedNow()));
      const mainBefore = git("rev-parse", "main");
      killedAfter(step, "publish", ["main", "models", "models"]);

      const said = createDraftStore(root).recover();

      expectSettled();
      if (outcome === "finished") {
        expect(said).toEqual([
          "An interrupted publish of 'AI models' was finished: it is on main, and its draft is gone.",
        ]);
        expect(git("rev-parse", "main")).toBe(draftHead);
        expect(read(MODELS)).toBe(models("To publish."));
        expect(drafts()).toBe("");
      } else {
        expect(said).toEqual([
          "An interrupted publish of 'AI models' was rolled back: main is as it was, and the draft is still there.",
        ]);
        expect(git("rev-parse", "main")).toBe(mainBefore);
        expect(read(MODELS)).toBe(models("Published."));
        expect(git("rev-parse", "cms/models/models")).toBe(draftHead);
      }
    },
  );

  it("removes the lock files git left inside the killed operation, and only those", () => {
    const store = createDraftStore(root);
    store.save(saveArgs("To publish.", "Zu veröffentlichen.", loadedNow()));
    killedAfter("worktree", "publish", ["main", "models", "models"]);
    // As a kill inside git's own ref update and index write would leave them, and a file of the
    // publish cut short before it was renamed into place.
    for (const lock of [
      "index.lock",
      "refs/heads/main.lock",
      "refs/heads/cms/models/models.lock",
    ]) {
      fs.writeFileSync(path.join(root, ".git", lock), "");
    }
    const [note] = journalFiles().filter((name) => /^journal-\d+-\d+\.json$/.test(name));
    const pid = /\d+/.exec(note ?? "")?.[0];
    expect(pid).toBeDefined();
    fs.writeFileSync(path.join(root, `${MODELS}.octopus-cms-${pid}.tmp`), '{ "items": [');
    expect(gitLocks(path.join(root, ".git"))).toEqual([
      "index.lock",
      "refs/heads/cms/models/models.lock",
      "refs/heads/main.lock",
    ]);

    expect(createDraftStore(root).recover()).toEqual([
      "An interrupted publish of 'AI models' was rolled back: main is as it was, and the draft is still there.",
    ]);
    expectSettled();
  });

  it("refuses to settle a publish over files changed by hand since, naming them, and changes nothing", () => {
    const store = createDraftStore(root);
    store.save(saveArgs("To publish.", "Zu veröffentlichen.", loadedNow()));
    killedAfter("worktree", "publish", ["main", "models", "models"]);
    fs.writeFileSync(path.join(root, TERMS), "Edited by hand.\n");
    fs.writeFileSync(path.join(root, MODELS), "Also by hand.\n");

    expect(() => createDraftStore(root).recover()).toThrow(Refused);
    expect(() => createDraftStore(root).recover()).toThrow(
      `these files were changed since by hand: ${TERMS}, ${MODELS}.`,
    );
    expect(read(TERMS)).toBe("Edited by hand.\n");
    expect(journalFiles().some((name) => name.startsWith("journal-"))).toBe(true);
  });

  it("finishes a status change and a deletion", () => {
    const store = createDraftStore(root);
    store.save(saveArgs("Draft.", "Entwurf.", loadedNow()));
    killedAfter("journalled", "setStatus", [
      "main",
      "models",
      "models",
      "decap-cms/pending_review",
    ]);
    expect(createDraftStore(root).recover()).toEqual([
      "An interrupted status change of 'AI models' was finished: it is In review.",
    ]);
    expect(store.draft("main", "models", "models", "")?.status).toBe("pending_review");

    killedAfter("journalled", "deleteDraft", ["main", "models", "models"]);
    expect(createDraftStore(root).recover()).toEqual([
      "An interrupted deletion of the draft of 'AI models' was finished: the draft is gone.",
    ]);
    expect(drafts()).toBe("");
    expectSettled();
  });

  it("refuses a git lock older than the interrupted operation, removing nothing and settling nothing", () => {
    const store = createDraftStore(root);
    store.save(saveArgs("To publish.", "Zu veröffentlichen.", loadedNow()));
    killedAfter("worktree", "publish", ["main", "models", "models"]);
    // Another program's: made before the publish began (an IDE's git panel, a terminal).
    const foreign = path.join(root, ".git/packed-refs.lock");
    fs.writeFileSync(foreign, "");
    const earlier = new Date(Date.now() - 60_000);
    fs.utimesSync(foreign, earlier, earlier);

    expect(() => createDraftStore(root).recover()).toThrow(
      "git's lock files are in the way: .git/packed-refs.lock.",
    );
    expect(fs.existsSync(foreign)).toBe(true);
    expect(read(MODELS)).toBe(models("To publish."));
    fs.rmSync(foreign);
    expect(createDraftStore(root).recover()).toHaveLength(1);
    expectSettled();
  });

  it("refuses a lock made long after the interrupted operation: another program's, kept", () => {
    const draftHead = createDraftStore(root).save(saveArgs("Draft.", "Entwurf.", loadedNow()));
    createJournal(path.join(root, ".git")).write({
      op: "delete",
      pid: 999_999,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      collection: "models",
      slug: "models",
      branch: "main",
      draftHead,
    });
    // A terminal's git, now, an hour after the editor stopped.
    const lock = path.join(root, ".git/packed-refs.lock");
    fs.writeFileSync(lock, "");
    expect(() => createDraftStore(root).recover()).toThrow(
      "git's lock files are in the way: .git/packed-refs.lock.",
    );
    expect(fs.existsSync(lock)).toBe(true);
    expect(git("rev-parse", "cms/models/models")).toBe(draftHead);
  });

  it("settles a publish that renamed a page", () => {
    const store = createDraftStore(root);
    const renamed = "content/legal/terms-of-use.mdx";
    store.save({
      branch: "main",
      collection: "legal",
      slug: "terms",
      files: [{ path: TERMS, newPath: renamed, raw: "---\ntitle: Terms\n---\nMoved.\n" }],
      label: "decap-cms/draft",
      message: "Rename terms",
      base: { draft: null, files: { [TERMS]: git("rev-parse", `main:${TERMS}`), [renamed]: null } },
    });
    killedAfter("worktree", "publish", ["main", "legal", "terms"]);

    expect(createDraftStore(root).recover()).toEqual([
      "An interrupted publish of the legal page 'terms' was rolled back: main is as it was, and the draft is still there.",
    ]);
    expectSettled();
    expect(fs.existsSync(path.join(root, renamed))).toBe(false);
    expect(read(TERMS)).toBe("---\ntitle: Terms\n---\nThe terms.\n");
  });

  it("leaves the folder alone when main was moved by hand since the publish was cut off", () => {
    const store = createDraftStore(root);
    const draftHead = store.save(saveArgs("To publish.", "Zu veröffentlichen.", loadedNow()));
    killedAfter("journalled", "publish", ["main", "models", "models"]);
    git("commit", "-q", "--allow-empty", "-m", "A commit by hand");

    expect(createDraftStore(root).recover()).toEqual([
      "An interrupted publish of 'AI models' was found, but main was changed or checked out by hand since: it is not on main, and the draft is still there. The files in the folder were left as they are.",
    ]);
    expect(git("rev-parse", "cms/models/models")).toBe(draftHead);
    expectSettled();
  });

  /** A deletion noted by a process that is running now, `sleep`; `pidStart` as the note says. */
  function notedByRunningProcess(test: (pid: number) => void, pidStart?: (pid: number) => string) {
    const running = spawn("sleep", ["30"]);
    const pid = running.pid ?? 0;
    try {
      createJournal(path.join(root, ".git")).write({
        op: "delete",
        pid,
        ...(pidStart ? { pidStart: pidStart(pid) } : {}),
        startedAt: new Date().toISOString(),
        collection: "models",
        slug: "models",
        branch: "main",
        draftHead: git("rev-parse", "main"),
      });
      test(pid);
    } finally {
      running.kill();
    }
  }

  it("does not take a process that reuses a dead editor's pid for that editor", () => {
    notedByRunningProcess(
      () =>
        expect(createDraftStore(root).recover()).toEqual([
          "An interrupted deletion of the draft of 'AI models' was finished: the draft is gone.",
        ]),
      () => "started at another time",
    );
  });

  it("refuses to start beside an editor still running in this folder", () => {
    notedByRunningProcess(
      (pid) =>
        expect(() => createDraftStore(root).recover()).toThrow(
          `The editor is already running in this folder (process ${pid})`,
        ),
      (pid) => processStart(pid) ?? "",
    );
  });
});
