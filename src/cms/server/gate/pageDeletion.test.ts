/** @jest-environment node */
import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import type { AddressInfo } from "net";
import path from "path";
import { pathToFileURL } from "url";

import express from "express";

import type * as Locales from "../../../i18n/locales";
import type * as FrenchDraft from "../../../test/frenchDraft";
import { copySite } from "../../../test/siteCopy";
import type { SiteCopy } from "../../../test/siteCopy";
import { refuseRequest } from "./requestGate";
import { createDraftStore } from "../drafts";
import type { Step } from "../drafts";
import { registerGitDrafts } from "../decap";
import { gitLocks } from "../journal";

// French as a draft language (npm run i18n:add), beside the site's: Decap does not know it, so
// never names its file of a page, which goes with the page all the same.
jest.mock("../../../i18n/locales", () =>
  jest
    .requireActual<typeof FrenchDraft>("../../../test/frenchDraft")
    .withFrenchDraft(jest.requireActual<typeof Locales>("../../../i18n/locales")),
);

/**
 * Delete page, as the editor sends it on this computer (`deleteFiles`, the page's files in the
 * site's languages, straight on the published branch): refused while another page links to it,
 * naming that page, or when it does not name the page's English file; otherwise one commit that
 * takes every file of the page (a draft language's too) off main and out of the working tree,
 * and, cut off at any step, finished or rolled back by the next start. The gate checks the very
 * deletion the backend then makes.
 */

let site: SiteCopy;
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: site.root, encoding: "utf8" }).trim();
const exists = (file: string) => fs.existsSync(path.join(site.root, file));

const FILES = ["en", "de", "ja", "ar"].map((locale) => `content/${locale}/pages/faq.json`);
const deleteFaq = { action: "deleteFiles", params: { branch: "main", paths: FILES } };

/** A page that links to the FAQ from its text block. */
const pricing = (body: string) =>
  `${JSON.stringify(
    {
      $schema: "../../schemas/page.schema.json",
      title: "Pricing",
      description: "What Octopus costs.",
      blocks: [{ type: "text", id: "body", body }],
    },
    null,
    2,
  )}\n`;

function commit(file: string, text: string) {
  fs.writeFileSync(path.join(site.root, file), text);
  git("add", "-A");
  git("commit", "-q", "-m", `${file}`);
}

beforeEach(() => {
  site = copySite({ copy: ["content", "src/pages", "static"] });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Delete test");
  git("config", "user.email", "delete@octopus.test");
  git("add", "-A");
  git("commit", "-q", "-m", "content");
});
afterEach(() => site.remove());

describe("the gate in front of Delete page", () => {
  it("refuses it while another page links to it, naming that page", () => {
    commit("content/en/pages/pricing.json", pricing("Questions? See [the FAQ](/faq)."));
    expect(refuseRequest(site.root, "main", deleteFaq)).toBe(
      'The page /faq/ cannot be deleted: the page "Pricing" (content/en/pages/pricing.json, line 9: /faq) links to it. Remove the link first, then delete the page. Nothing was deleted.',
    );
    commit("content/en/pages/pricing.json", pricing("Questions? Write to us."));
    expect(refuseRequest(site.root, "main", deleteFaq)).toBeUndefined();
  });

  it("lets through the files of one page only, and only a page there is", () => {
    for (const paths of [
      ["content/en/site.json"],
      [...FILES, "content/en/site.json"],
      ["content/en/pages/faq.json", "content/en/pages/other.json"],
      [],
    ]) {
      expect(
        refuseRequest(site.root, "main", {
          action: "deleteFiles",
          params: { branch: "main", paths },
        }),
      ).toMatch(/Nothing was changed\.$/);
    }
    expect(
      refuseRequest(site.root, "main", {
        action: "deleteFiles",
        params: { branch: "main", paths: ["content/en/pages/nothing.json"] },
      }),
    ).toBe("There is no page /nothing/ on main to delete. Nothing was changed.");
  });
});

type Request = { action: string; params: Record<string, unknown> };

/** Sends a request to the backend itself (decap/gitBackend.ts), past the gate: its status and answer. */
async function toBackend(request: Request): Promise<{ status: number; error?: unknown }> {
  const app = express();
  registerGitDrafts(app, site.root);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    const { error } = (await response.json()) as { error?: unknown };
    return { status: response.status, ...(error === undefined ? {} : { error }) };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Delete page as `npm run cms` runs it: the gate, then, if it lets it through, the backend. */
async function deletePage(paths: string[]): Promise<{ refused?: string; status?: number }> {
  const request = { action: "deleteFiles", params: { branch: "main", paths } };
  const refused = refuseRequest(site.root, "main", request);
  return refused ? { refused } : { status: (await toBackend(request)).status };
}

/** The files of the FAQ on main, in any language. */
const faqOnMain = () =>
  git("ls-tree", "-r", "--name-only", "main", "content")
    .split("\n")
    .filter((file) => file.endsWith("/pages/faq.json"));

describe("what Delete page deletes", () => {
  it("is every language's file, those the request leaves out too", async () => {
    const withoutGerman = FILES.filter((file) => !file.startsWith("content/de/"));
    expect(await deletePage(withoutGerman)).toEqual({ status: 200 });
    expect(faqOnMain()).toEqual([]);
    expect(FILES.filter(exists)).toEqual([]);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("is a draft language's file too, which the editor never names", async () => {
    const french = "content/fr/pages/faq.json";
    fs.mkdirSync(path.join(site.root, "content/fr/pages"), { recursive: true });
    commit(french, fs.readFileSync(path.join(site.root, "content/de/pages/faq.json"), "utf8"));
    expect(await deletePage(FILES)).toEqual({ status: 200 });
    expect(faqOnMain()).toEqual([]);
    expect(exists(french)).toBe(false);
  });

  it("is refused, by the gate and the backend alike, for a request without the English file", async () => {
    commit("content/en/pages/pricing.json", pricing("Prices."));
    const before = git("rev-parse", "main");
    expect(await deletePage(["content/de/pages/faq.json"])).toEqual({
      refused:
        "The request names only translations of the page /faq/ (content/de/pages/faq.json), not its English file content/en/pages/faq.json. Delete the page from its English entry: it removes every language. Nothing was changed.",
    });
    expect(
      await deletePage(["content/en/pages/faq.json", "content/de/pages/pricing.json"]),
    ).toEqual({
      refused:
        "The request names the files of 2 pages (/faq/, /pricing/). Delete the page from its English entry: it removes every language. Nothing was changed.",
    });
    // Sent to the backend itself, past the gate, it is refused there too.
    expect(
      await toBackend({
        action: "deleteFiles",
        params: { branch: "main", paths: ["content/de/pages/faq.json"] },
      }),
    ).toEqual({
      status: 422,
      error: expect.stringMatching(
        /Delete the page from its English entry: it removes every language\.$/,
      ),
    });
    expect(faqOnMain()).toEqual(FILES.slice().sort());
    expect(git("rev-parse", "main")).toBe(before);
  });
});

describe("deleting a page from the published branch", () => {
  it("commits main without the page's files, in every language, and takes them out of the folder", () => {
    const before = git("rev-parse", "main");
    createDraftStore(site.root).remove("main", "pages", "pages/faq", FILES, "Delete page “faq”");
    expect(git("rev-parse", "main~1")).toBe(before);
    expect(git("diff", "--name-only", "main~1", "main").split("\n").sort()).toEqual(
      [...FILES].sort(),
    );
    expect(FILES.filter(exists)).toEqual([]);
    expect(git("status", "--porcelain")).toBe("");
  });

  it.each([
    ["journalled", "rolled back"],
    ["worktree", "rolled back"],
    ["published", "finished"],
  ] as Array<[Step, string]>)("cut off after %s, is %s by the next start", (step, outcome) => {
    const before = git("rev-parse", "main");
    const result = spawnSync(
      process.execPath,
      [
        "--import",
        pathToFileURL(require.resolve("tsx")).href,
        path.join(__dirname, "../../../test/stopAtStep.fixture.ts"),
        site.root,
        step,
        JSON.stringify({ op: "remove", args: ["main", "pages", "pages/faq", FILES, "Delete"] }),
      ],
      { encoding: "utf8" },
    );
    expect({ signal: result.signal, stderr: result.stderr }).toEqual({
      signal: "SIGKILL",
      stderr: "",
    });

    const said = createDraftStore(site.root).recover();

    expect(git("status", "--porcelain")).toBe("");
    expect(gitLocks(path.join(site.root, ".git"))).toEqual([]);
    if (outcome === "finished") {
      expect(said).toEqual([
        "An interrupted deletion of the page '/faq/' was finished: it is gone from main.",
      ]);
      expect(FILES.filter(exists)).toEqual([]);
    } else {
      expect(said).toEqual([
        "An interrupted deletion of the page '/faq/' was rolled back: main is as it was, and the entry is still there.",
      ]);
      expect(git("rev-parse", "main")).toBe(before);
      expect(FILES.filter(exists)).toEqual(FILES);
    }
  });
});
