/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

import { copySite } from "../../../test/siteCopy";
import type { SiteCopy } from "../../../test/siteCopy";
import { PUBLISH_REFUSED, SAVE_REFUSED } from "../../refusal";
import { draftBranch, uncommittedChanges } from "../git";
import { publishProblems, refuseRequest, saveProblems, staleFiles } from "./requestGate";

/**
 * The gate decap-server's git mode stands behind, on a real git repository holding this project's
 * content: drafts are branches, and publishing is checked against the merge git will make.
 */

let site: SiteCopy;
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: site.root, encoding: "utf8" }).trim();
const read = (file: string) => fs.readFileSync(path.join(site.root, file), "utf8");
const write = (file: string, text: string) => fs.writeFileSync(path.join(site.root, file), text);

/** Commits `change` of `file` on `branch` (made from main when new), then returns to main. */
function commitOn(branch: string, file: string, change: (text: string) => string) {
  const exists = git("branch", "--list", branch) !== "";
  git("checkout", "-q", ...(exists ? [branch] : ["-b", branch, "main"]));
  write(file, change(fs.existsSync(path.join(site.root, file)) ? read(file) : ""));
  git("add", file);
  git("commit", "-q", "-m", `${branch}: ${file}`);
  git("checkout", "-q", "main");
}

/** A card added to models.json right after the opening of its list, or before its end. */
const NOVA =
  '    {\n      "id": "nova",\n      "name": "Nova",\n      "description": "A new model, written up twice."\n    }';
const addFirst = (text: string) => text.replace('"items": [\n', `"items": [\n${NOVA},\n`);
// The list ends the file in English, and comes before the record of the English in a translation.
const addLast = (text: string) =>
  text.replace(/\n {2}\](\n\}\n$|,\n {2}"translatedFrom")/, `,\n${NOVA}\n  ]$1`);

/** Every locale's models.json: a card is added in English and in each translation. */
const MODEL_FILES = ["en", "de", "ja", "ar"].map((locale) => `content/${locale}/models.json`);
const commitInEveryLocale = (branch: string, change: (text: string) => string) =>
  MODEL_FILES.forEach((file) => commitOn(branch, file, change));
/** A rename of Qwen in English: a change that needs no translation. */
const renameQwen = (text: string) => text.replace('"name": "Qwen"', '"name": "Qwen 2.5"');

const cookies = (title: string) =>
  `---\ntitle: ${title}\nslug: /cookies\nlastUpdated: May 2025\ndescription: How Octopus uses cookies.\n---\n\nOctopus uses no cookies.\n`;

/** A save of a draft as Decap's proxy backend sends it for the file `path`. */
const saveRequest = (path: string, raw: string, extra: Record<string, unknown> = {}) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [
      {
        path,
        raw,
        slug: path
          .split("/")
          .pop()
          ?.replace(/\.[a-z]+$/, ""),
      },
    ],
    assets: [],
    options: { useWorkflow: true, collectionName: path.includes("legal") ? "legal" : "models" },
    ...extra,
  },
});

beforeEach(() => {
  site = copySite({ copy: ["content", "src/pages", "static"] });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Gate test");
  git("config", "user.email", "gate@octopus.test");
  git("add", "-A");
  git("commit", "-q", "-m", "content");
});
afterEach(() => site.remove());

describe("saving a draft", () => {
  it("passes an entry that keeps the content valid, and refuses one that breaks it", () => {
    // One save of a new card writes it in every locale's file.
    const valid = MODEL_FILES.map((path) => ({ path, raw: addLast(read(path)) }));
    expect(saveProblems(site.root, "main", valid)).toEqual([]);
    const twice = addLast(addFirst(read("content/en/models.json")));
    const refusal = refuseRequest(site.root, "main", saveRequest("content/en/models.json", twice));
    expect(refusal).toContain("content/en/models.json: line");
    expect(refusal).toContain('id "nova" is used twice');
    expect(refusal?.endsWith(SAVE_REFUSED)).toBe(true);
  });
});

describe("saving a draft of every language (Decap's i18n)", () => {
  it("refuses a save that leaves a translation incomplete, naming the language, and writes nothing", () => {
    const mainBefore = git("rev-parse", "main");
    const german = JSON.parse(read("content/de/models.json")) as {
      items: Array<{ id: string; description: string }>;
    };
    const card = german.items[1];
    if (card) card.description = "";
    const request = saveRequest("content/en/models.json", read("content/en/models.json"));
    request.params.dataFiles = MODEL_FILES.map((path) => ({
      path,
      raw: path.includes("/de/") ? `${JSON.stringify(german, null, 2)}\n` : read(path),
      slug: "models",
    }));
    const refusal = refuseRequest(site.root, "main", request);
    expect(refusal).toMatch(
      new RegExp(
        `^The content has 1 problem[\\s\\S]*content/de/models\\.json: line \\d+: German \\(de\\): items\\[1\\] \\(id "${card?.id}"\\): description is empty`,
      ),
    );
    expect(refusal?.endsWith(SAVE_REFUSED)).toBe(true);
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(git("branch", "--list", "cms/*")).toBe("");
    expect(uncommittedChanges(site.root)).toEqual([]);
  });
});

describe("publishing a draft", () => {
  it("passes a draft whose merge is valid", () => {
    commitInEveryLocale(draftBranch("models", "models"), addLast);
    expect(publishProblems(site.root, "main", "cms/models/models")).toEqual([]);
  });

  it("refuses two copies of one card (one id), each valid alone, once the first is published", () => {
    // Two changes to one file, in different places: git merges them without a conflict.
    commitInEveryLocale(draftBranch("models", "models"), addLast);
    commitInEveryLocale("other-change", addFirst);
    expect(publishProblems(site.root, "main", "other-change")).toEqual([]);
    git("merge", "-q", "other-change");
    const problems = publishProblems(site.root, "main", "cms/models/models");
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/en/models.json",
        message: expect.stringContaining('id "nova" is used twice'),
      }),
    ]);
    const mainBefore = git("rev-parse", "main");
    const refusal = refuseRequest(site.root, "main", {
      action: "publishUnpublishedEntry",
      params: { branch: "main", collection: "models", slug: "models" },
    });
    expect(refusal?.endsWith(PUBLISH_REFUSED)).toBe(true);
    // Checking wrote nothing: main, the working tree and the draft are as they were.
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(uncommittedChanges(site.root)).toEqual([]);
    expect(git("branch", "--list", "cms/*")).toBe("cms/models/models");
  });

  it("refuses the second of two new pages with one slug", () => {
    commitOn(draftBranch("legal", "cookie-policy"), "content/legal/cookie-policy.mdx", () =>
      cookies("Cookie Policy"),
    );
    commitOn(draftBranch("legal", "cookies"), "content/legal/cookies.mdx", () =>
      cookies("Cookies"),
    );
    expect(publishProblems(site.root, "main", "cms/legal/cookies")).toEqual([]);
    git("merge", "-q", "cms/legal/cookie-policy");
    expect(publishProblems(site.root, "main", "cms/legal/cookies")).toEqual([
      expect.objectContaining({
        file: "content/legal/cookies.mdx",
        message: expect.stringContaining('slug "/cookies" is already used by'),
      }),
    ]);
  });

  it("refuses a draft that conflicts with what was published since it was saved", () => {
    const retitle = (title: string) => (text: string) =>
      text.replace(/"name": "GPT-4o"/, `"name": "${title}"`);
    commitOn(draftBranch("models", "models"), "content/en/models.json", retitle("GPT-4o mini"));
    commitOn("other-change", "content/en/models.json", retitle("GPT-4.1"));
    git("merge", "-q", "other-change");
    expect(publishProblems(site.root, "main", "cms/models/models")).toEqual([
      expect.objectContaining({
        file: "content/en/models.json",
        message: expect.stringContaining(
          "published with other changes since the draft was started",
        ),
      }),
    ]);
  });
});

describe("a draft saved after a publish changed its file", () => {
  const retitle = (title: string) => (text: string) =>
    text.replace(/"name": "Grok"/, `"name": "${title}"`);

  it("is refused, naming the file, since saving it would undo the published change", () => {
    commitOn(draftBranch("models", "models"), "content/en/models.json", renameQwen);
    const draftText = git("show", "cms/models/models:content/en/models.json");
    expect(staleFiles(site.root, "main", "cms/models/models", ["content/en/models.json"])).toEqual(
      [],
    );
    expect(refuseRequest(site.root, "main", saveRequest("content/en/models.json", draftText))).toBe(
      undefined,
    );

    commitOn("other-change", "content/en/models.json", retitle("Grok 3"));
    git("merge", "-q", "other-change");
    expect(staleFiles(site.root, "main", "cms/models/models", ["content/en/models.json"])).toEqual([
      "content/en/models.json",
    ]);
    const refusal = refuseRequest(
      site.root,
      "main",
      saveRequest("content/en/models.json", draftText),
    );
    expect(refusal).toContain("content/en/models.json: this file was published with other changes");
    expect(refusal).toContain("Delete unpublished changes");
    // A published change to another file leaves the draft's own file as it was: no refusal.
    expect(
      staleFiles(site.root, "main", "cms/models/models", ["content/en/use-cases.json"]),
    ).toEqual([]);
  });
});

describe("requests outside the workflow", () => {
  it("refuses media, deletions, saves past review, other branches and files beside the content", () => {
    const models = read("content/en/models.json");
    const refused = [
      {
        action: "persistMedia",
        params: { branch: "main", asset: { path: "content/en/models.json" } },
      },
      { action: "deleteFile", params: { branch: "main", path: "content/legal/terms.mdx" } },
      { action: "deleteFiles", params: { branch: "main", paths: ["content/en/site.json"] } },
      saveRequest("content/en/models.json", models, {
        options: { useWorkflow: false, collectionName: "models" },
      }),
      saveRequest("content/en/models.json", models, { branch: "release" }),
      saveRequest("content/schemas/models.schema.json", "{}"),
      saveRequest("content/en/models.json", models, {
        assets: [{ path: "static/_headers", content: "", encoding: "base64" }],
      }),
      {
        action: "publishUnpublishedEntry",
        params: { branch: "release", collection: "models", slug: "models" },
      },
    ];
    for (const request of refused) {
      expect([request.action, refuseRequest(site.root, "main", request)]).toEqual([
        request.action,
        expect.stringMatching(/Nothing was changed\.$/),
      ]);
    }
    // The same save, inside the workflow, to the published branch, of a content file, passes.
    expect(refuseRequest(site.root, "main", saveRequest("content/en/models.json", models))).toBe(
      undefined,
    );
  });

  it("refuses to publish a draft that changes a file that is not content", () => {
    commitOn(draftBranch("models", "models"), "content/en/models.json", addLast);
    commitOn(draftBranch("models", "models"), "src/constants.ts", (text) => `${text}// draft\n`);
    expect(publishProblems(site.root, "main", "cms/models/models")).toEqual([
      expect.objectContaining({ file: "src/constants.ts" }),
    ]);
  });
});

describe("the working tree", () => {
  it("refuses every change to the repository while a file has uncommitted changes", () => {
    write("content/en/models.json", addLast(read("content/en/models.json")));
    write("notes.txt", "not committed\n");
    for (const action of ["persistEntry", "publishUnpublishedEntry", "deleteUnpublishedEntry"]) {
      expect(refuseRequest(site.root, "main", { action, params: { branch: "main" } })).toMatch(
        /^The project folder has changes that are not committed \(content\/en\/models.json, notes.txt\)/,
      );
    }
    // Reading is harmless.
    expect(refuseRequest(site.root, "main", { action: "entriesByFolder", params: {} })).toBe(
      undefined,
    );
  });
});
