import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { analyse, summary } from "./support/axe";
import type { SiteCopy } from "../src/test/siteCopy";
import {
  buildSiteCopy,
  column,
  eventually,
  expand,
  FOREIGN_HOST,
  gitCopyOfSite,
  launchCmsBrowser,
  listItem,
  REBINDING_HOST,
  runCms,
  setField,
  showLanguages,
  toast,
  watchContext,
} from "./support/cms";
import type { EditorRun, PageWatch } from "./support/cms";
import { addEveryBlock, shootBuilt, translateEveryText } from "./support/pageEditor";
import { missingTexts, pageTexts } from "../src/content/pageTexts";
import { LOCALE_CODES, TRANSLATIONS, localeByCode, localizePath } from "../src/i18n/locales";
import type { LocaleCode } from "../src/i18n/locales";
import {
  getFrom,
  includeFrom,
  pageOf,
  postFrom,
  rebindingPage,
  startOtherSite,
} from "./support/otherSites";
import type { OtherSite } from "./support/otherSites";
import { expect, handedOn, SETUP_LIMIT_MS, test } from "./support/test";
import { workflowEditor } from "./support/workflow";
import {
  filesWithMetadata,
  germanScreenshotWithGps,
  heroPicture,
  PHONE_MAKER,
} from "./support/pictures";

/**
 * The editorial workflow as an editor meets it: `npm run cms` in a git copy of the project, so
 * that drafts are real branches of a real repository. A save makes a draft and leaves main alone;
 * the draft goes from Draft to In review to Ready; publishing merges exactly its lines into main
 * and deletes its branch; a save the content checks refuse writes nothing; and of two drafts that
 * clash, the second cannot be published. Screenshots of the board, a refused save and a publish
 * go to e2e/.artifacts/cms-workflow/.
 */

const SHOTS = path.resolve(__dirname, ".artifacts/cms-workflow");

/** The new German screenshot's description (step 7b). */
const GERMAN_ALT =
  "Die Octopus-App 2027 auf einem Smartphone: ein Chat mit Claude, der eine Lerngruppe für die Matheklausur plant.";
/** The card step 6 translates, by its place in content/de/models.json. */
const GERMAN_CARD = 2;
const LOCALES_BUT_GERMAN = LOCALE_CODES.filter((code) => code !== "de").map((code) => ({ code }));

let site: SiteCopy;
let editor: EditorRun | undefined;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let watch: PageWatch;

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: site.root, encoding: "utf8" }).trim();
const draftBranches = () =>
  git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/").split("\n").filter(Boolean);
/** A draft's status, as the editor keeps it: a ref per draft to its label (src/cms/server/drafts/draftStore.ts). */
const status = (branch: string) =>
  git("cat-file", "blob", `refs/cms-status/${branch.slice("cms/".length)}`);
const statuses = () =>
  git("for-each-ref", "--format=%(refname)", "refs/cms-status/")
    .split("\n")
    .filter(Boolean)
    .map((ref) => `${ref} ${git("cat-file", "blob", ref)}`);
const workingTreeChanges = () => git("status", "--porcelain", "--untracked-files=all");
const read = (file: string) => fs.readFileSync(path.join(site.root, file), "utf8");

/** The lines one commit range removes and adds, per file, from git's own diff. */
function changedLines(
  from: string,
  to: string,
): Record<string, { removed: string[]; added: string[] }> {
  const files: Record<string, { removed: string[]; added: string[] }> = {};
  let file = "";
  for (const line of git("diff", "--unified=0", from, to).split("\n")) {
    const header = /^\+\+\+ b\/(.+)$/.exec(line);
    if (header?.[1]) files[(file = header[1])] = { removed: [], added: [] };
    else if (line.startsWith("--- ")) continue;
    else if (line.startsWith("-")) files[file]?.removed.push(line.slice(1));
    else if (line.startsWith("+")) files[file]?.added.push(line.slice(1));
  }
  return files;
}

/** Asks the local backend (through the gate of `npm run cms`) directly, past the editor's checks. */
async function askBackend(
  action: string,
  params: object,
): Promise<{ status: number; error: string }> {
  const response = await fetch(`${origin}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params }),
  });
  const { error } = (await response.json()) as { error?: string };
  return { status: response.status, error: error ?? "" };
}

const { open, openEntry, toolbarStatus, saveDraft, setStatus, publishNow } = workflowEditor(() => ({
  context,
  origin,
}));

/** A new legal page, filled in and saved as a draft; returns its editor. */
async function draftLegalPage(title: string, slug: string): Promise<Page> {
  const page = await open("/collections/legal/new");
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
  await setField(page.getByLabel("Title", { exact: true }), title);
  await setField(page.getByLabel("Address (slug)", { exact: true }), slug);
  await setField(page.getByLabel("Last updated", { exact: true }), "May 2025");
  await setField(
    page.getByLabel("Description", { exact: true }),
    `${title}: how Octopus uses cookies.`,
  );
  const body = page.locator('[data-slate-editor="true"]').last();
  await body.click();
  await page.keyboard.insertText("Octopus sets no cookies of its own.");
  await saveDraft(page);
  return page;
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

let startupSeconds = 0;

// One copy and one `npm run cms` for the file, its tests in order in one worker: the numbered
// steps go on from each other's drafts. After a failure, Playwright goes on in a new worker, with a
// new copy and a new `npm run cms`; a step that needs an earlier one's draft says so first.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  // gatsby develop builds the site and the editor before the editor answers.
  test.setTimeout(SETUP_LIMIT_MS);
  fs.mkdirSync(SHOTS, { recursive: true });
  site = gitCopyOfSite();

  const started = Date.now();
  // No draft reviews: each save would start two site builds beside these steps, whose time
  // they wait on. The review in the editor is proven on its own (cms-review.test.ts).
  editor = await runCms(site.root, { OCTOPUS_CMS_REVIEWS: "off" }, SETUP_LIMIT_MS - 60_000);
  origin = editor.origin;
  startupSeconds = (Date.now() - started) / 1000;
  // The whole browser, as before the suites moved to the headless shell: on the shell, the other
  // sites' test against the rest of the dev server ran past its minute in CI (2026-11-26), and
  // this suite has a worker of its own (the `editor` project), where speed matters less than a
  // known-good browser.
  browser = await launchCmsBrowser({ desktop: true });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  watch = await watchContext(context);
});

test.afterAll(async () => {
  await browser?.close();
  await editor?.stop();
  site?.remove();
});

/**
 * The editor's pages raised no error but those a step expects. Decap's persistEntry rejects a
 * refused save's promise and nothing catches it: an uncaught `undefined` when a field is invalid,
 * the failure action (an object) when the gate throws.
 */
async function expectTheKnownPageErrors() {
  const name = test.info().title;
  const expected = name.startsWith("4. a draft that blanks")
    ? ["undefined"]
    : name.startsWith("4. a second card") ||
        name.startsWith("6. the German card emptied") ||
        name.startsWith("7. typed into at once")
      ? ["Object"]
      : [];
  // The rejection reaches the page's error event a moment after the editor says it refused.
  const seen: string[] = [];
  await expect
    .poll(() => seen.push(...(watch?.take().pageErrors ?? [])), { timeout: 2_000 })
    .toBeGreaterThanOrEqual(expected.length);
  expect(seen).toEqual(expected);
}

/** The build of what steps 7b and 8 published, in a clone of its own. */
let built = "";
/** The German screenshot step 7b uploaded, by its name in content/images/. */
let germanScreenshot = "";

test.describe("drafts and review through npm run cms, in a git copy of the project", () => {
  const edited =
    "OpenAI's fast all-round model, reviewed before it went live: strong at conversation, writing and reasoning.";
  let mainBefore = "";

  test("prints the editor's address only once /admin/ answers", async () => {
    // The address comes after the progress lines, and nothing gave an address before it.
    const beforeAddress =
      editor?.output().slice(0, editor.output().indexOf("Content editor:")) ?? "";
    expect(beforeAddress).toMatch(/\[\d+ s\] success Building development bundle/);
    expect(beforeAddress).not.toMatch(/https?:\/\/localhost/);
    const response = await fetch(`${origin}/admin/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="en">/);
    console.log(`npm run cms: the editor answered ${startupSeconds.toFixed(1)} s after the start`);
  });

  // Each step in tests of under 20 s, the editor's page going on from one to the next.
  let editing: Page | undefined;
  const editingPage = (before: string) => handedOn(editing, `${before} opens the page`);

  // The editor's first opening from gatsby develop in a test of its own: with the edit, 19.4 s.
  let opened: Page | undefined;
  test("1. the models open in the editor", async () => {
    mainBefore = git("rev-parse", "main");
    opened = await openEntry("models", "models");
  });

  test("1. GPT-4o's card takes a new description", async () => {
    const page = handedOn(opened, "The test before opens the models");
    opened = undefined;
    const card = await listItem(page, "GPT-4o");
    await expand(card);
    await setField(card.getByLabel("Description", { exact: true }), edited);
    editing = page;
  });

  test("1. saving the edit makes a draft branch; main is unchanged", async () => {
    const page = editingPage("The test before");
    editing = undefined;
    await saveDraft(page);

    expect(draftBranches()).toEqual(["cms/models/models"]);
    expect(status("cms/models/models")).toBe("decap-cms/draft");
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(git("branch", "--show-current")).toBe("main");
    expect(read("content/en/models.json")).not.toContain(edited);
    expect(git("show", "cms/models/models:content/en/models.json")).toContain(edited);
    expect(workingTreeChanges()).toBe("");
    await page.close();
  });

  test("2. moves the draft to In review, then to Ready", async () => {
    expect(draftBranches(), "the draft of step 1").toEqual(["cms/models/models"]);
    const page = await openEntry("models", "models");
    await setStatus(page, "In review");
    expect(status("cms/models/models")).toBe("decap-cms/pending_review");
    await setStatus(page, "Ready");
    expect(status("cms/models/models")).toBe("decap-cms/pending_publish");
    expect(git("rev-parse", "main")).toBe(mainBefore);
    await page.close();
  });

  // The workflow's own screens are checked like the rest of the editor (cms.test.ts).
  test("2. the board shows the draft under Ready, and has 0 violations", async () => {
    expect(statuses(), "the draft of step 2, ready").toEqual([
      "refs/cms-status/models/models decap-cms/pending_publish",
    ]);
    const board = await open("/workflow");
    await board.getByRole("heading", { name: "Ready" }).waitFor();
    await board.getByText("AI models").first().waitFor();
    await shoot(board, "editorial-board");
    expect(summary(await analyse(board))).toEqual([]);
    await board.close();
  });

  test("2. the draft's screen, ready, has 0 violations", async () => {
    const page = await openEntry("models", "models");
    await expect(toolbarStatus(page)).toHaveText(/Ready/);
    expect(summary(await analyse(page))).toEqual([]);
    editing = page;
  });

  test("3. publishing merges exactly that one line into main and deletes the branch", async () => {
    expect(statuses(), "the draft of step 2, ready").toEqual([
      "refs/cms-status/models/models decap-cms/pending_publish",
    ]);
    const page = editingPage("Step 2's last test");
    editing = undefined;
    await publishNow(page);
    await toast(page, /^Entry published/);
    await shoot(page, "published");

    expect(git("rev-parse", "main")).not.toBe(mainBefore);
    expect(git("diff", "--name-only", mainBefore, "main")).toBe("content/en/models.json");
    const before = JSON.parse(git("show", `${mainBefore}:content/en/models.json`)) as {
      items: Array<{ description: string }>;
    };
    expect(changedLines(mainBefore, "main")).toEqual({
      "content/en/models.json": {
        removed: [`      "description": ${JSON.stringify(before.items[0]?.description)}`],
        added: [`      "description": ${JSON.stringify(edited)}`],
      },
    });
    expect(draftBranches()).toEqual([]);
    expect(read("content/en/models.json")).toContain(edited);
    expect(workingTreeChanges()).toBe("");
    await page.close();
  });

  let mainBeforeRefusals = "";

  test("4. a draft that blanks a required field is refused by the editor at save", async () => {
    mainBeforeRefusals = git("rev-parse", "main");
    const page = await openEntry("use-cases", "use-cases");
    const card = await listItem(page, "Web Search");
    await expand(card);
    await setField(card.getByLabel("Description", { exact: true }), "");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await toast(page, /^Oops/)).toBe(
      "Oops, you've missed a required field. Please complete before saving.",
    );
    await card.getByText("Description is required.", { exact: true }).waitFor();
    await shoot(page, "refused-save");
    editing = page;
  });

  test("4. a second card of one name is refused by the content checks and the backend: no branch, nothing written", async () => {
    const page = editingPage("The test before");
    editing = undefined;
    const mainNow = mainBeforeRefusals;
    const card = await listItem(page, "Web Search");
    // The content checks refuse what Decap's own rules let through: a second card of one name.
    await setField(
      card.getByLabel("Description", { exact: true }),
      "Answers from the web, with sources.",
    );
    await setField(card.getByLabel("Name", { exact: true }), "Writing Coach");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const message = await toast(page, /^Failed to persist entry/);
    expect(message).toContain("content/en/use-cases.json: line");
    expect(message).toContain('name "Writing Coach" is used twice');
    expect(message).toContain("Nothing was saved.");

    // The local backend refuses it too when asked directly, past the editor's own checks.
    const blank = JSON.parse(read("content/en/use-cases.json")) as {
      items: Array<{ description: string }>;
    };
    if (blank.items[0]) blank.items[0].description = "";
    const direct = await askBackend("persistEntry", {
      branch: "main",
      dataFiles: [
        {
          path: "content/en/use-cases.json",
          slug: "use-cases",
          raw: `${JSON.stringify(blank, null, 2)}\n`,
        },
      ],
      assets: [],
      options: { useWorkflow: true, collectionName: "use-cases", status: "draft" },
    });
    expect(direct.status).toBe(422);
    expect(direct.error).toMatch(
      /content\/en\/use-cases\.json: line \d+: items\[0\] \("Web Search"\): description/,
    );

    expect(draftBranches()).toEqual([]);
    expect(git("rev-parse", "main")).toBe(mainNow);
    expect(workingTreeChanges()).toBe("");
    await page.close();
  });

  // Step 5 in two tests of some 15 s, the second going on from the first's drafts.
  let alike: { second: Page; secondBranch: string; published: string } | undefined;
  const cookieDrafts: Page[] = [];

  test("5. a draft adds a legal page at /cookies", async () => {
    cookieDrafts.push(await draftLegalPage("Cookie Policy", "/cookies"));
    expect(draftBranches()).toHaveLength(1);
  });

  test("5. a second draft adds another page named alike: valid alone, it is saved too", async () => {
    expect(cookieDrafts, "the draft of the test before").toHaveLength(1);
    cookieDrafts.push(await draftLegalPage("Cookie Policy", "/cookies"));
  });

  test("5. of the two drafts, the first is published", async () => {
    const [first, second] = cookieDrafts;
    if (!first || !second) throw new Error("The tests before save two drafts: one failed.");
    // Each is valid alone: both were saved, as two drafts.
    const drafts = draftBranches();
    expect(drafts).toHaveLength(2);
    const [firstBranch, secondBranch] = drafts as [string, string];

    await setStatus(first, "Ready");
    await publishNow(first);
    await toast(first, /^Entry published/);
    const mainNow = git("rev-parse", "main");
    expect(draftBranches()).toEqual([secondBranch]);
    const published = git("diff", "--name-only", `${mainNow}~1`, mainNow);
    expect(firstBranch.endsWith(path.basename(published, ".mdx"))).toBe(true);
    await first.close();
    alike = { second, secondBranch, published };
  });

  test("5. the second of them cannot be published: the editor and the backend refuse it, naming the slug and both pages; deleted, it leaves main as it was", async () => {
    const { second, secondBranch, published } = handedOn(
      alike,
      "The test before saves the two drafts",
    );
    const mainNow = git("rev-parse", "main");
    await second.reload();
    await toolbarStatus(second).waitFor();
    await setStatus(second, "Ready");
    await publishNow(second);
    // The message names the slug and both pages, the published one and the draft's.
    const draftFile = `content/legal/${secondBranch.split("/").pop()}.mdx`;
    const clash = new RegExp(
      `(${published}|${draftFile}): line 3: slug "/cookies" is already used by (${published}|${draftFile})`,
    );
    const message = await toast(second, /^Failed to publish/);
    expect(message).toMatch(clash);
    expect(message).toContain("Nothing was published");
    await shoot(second, "refused-publish");

    // The local backend refuses it too, when asked directly: it checks the merge git would make.
    const [, collection, slug] = secondBranch.split("/");
    const direct = await askBackend("publishUnpublishedEntry", {
      branch: "main",
      collection,
      slug,
    });
    expect(direct.status).toBe(422);
    expect(direct.error).toMatch(clash);

    expect(git("rev-parse", "main")).toBe(mainNow);
    expect(draftBranches()).toEqual([secondBranch]);
    expect(workingTreeChanges()).toBe("");

    // Deleting the refused draft leaves no branch behind, and main as it was. Its page was never
    // published, so Decap offers to delete the entry, not changes to it (a draft's files are
    // compared with main from where the draft began: decap-server's two-dot diff showed this new
    // page as the published one renamed).
    await second.getByRole("button", { name: "Delete unpublished entry" }).click();
    await eventually(
      async () => draftBranches(),
      (branches) => branches.length === 0,
      30_000,
    );
    expect(draftBranches()).toEqual([]);
    expect(git("rev-parse", "main")).toBe(mainNow);
    expect(workingTreeChanges()).toBe("");
    await second.close();
  });

  // Step 6 in three tests, the editor's page going on from one to the next.
  let germanCard:
    | {
        page: Page;
        description: Locator;
        card: { id: string; description: string };
        mainNow: string;
        file: string;
      }
    | undefined;
  const germanTranslation =
    "Das Modell von Anthropic schreibt natürlich und genau – stark beim Überarbeiten langer Texte und beim Erklären von Code.";

  test("6. a German card beside English: each column shows its own language's text", async () => {
    const mainNow = git("rev-parse", "main");
    const file = "content/de/models.json";
    const german = JSON.parse(read(file)) as {
      items: Array<{ id: string; name: string; description: string }>;
    };
    const english = JSON.parse(read("content/en/models.json")) as {
      items: Array<{ name: string; description: string }>;
    };
    const index = GERMAN_CARD;
    const card = german.items[index];
    if (!card) throw new Error(`${file} has fewer than ${index + 1} cards.`);

    // Side by side: English on the left, German on the right, the same card in each.
    const page = await openEntry("models", "models");
    await showLanguages(page);
    await column(page, "left").getByText("Writing in EN", { exact: true }).waitFor();
    await column(page, "right").getByText("Writing in DE", { exact: true }).waitFor();
    const left = await listItem(column(page, "left"), english.items[index]?.name ?? "");
    await expand(left);
    expect(await left.getByLabel("Description", { exact: true }).inputValue()).toBe(
      english.items[index]?.description,
    );
    const right = await listItem(column(page, "right"), card.name);
    await expand(right);
    const description = right.getByLabel("Description", { exact: true });
    expect(await description.inputValue()).toBe(card.description);
    await shoot(page, "side-by-side");
    germanCard = { page, description, card, mainNow, file };
  });

  test("6. the German card emptied is refused at save, naming the language, the file, the card and the field", async () => {
    const { page, description, card, mainNow } = handedOn(
      germanCard,
      "The test before opens the card",
    );
    const index = GERMAN_CARD;
    // An emptied German text: refused, naming the language, the file, the card and the field.
    await setField(description, "");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const message = await toast(page, /^Failed to persist entry/);
    expect(message).toMatch(
      new RegExp(
        `content/de/models\\.json: line \\d+: German \\(de\\): items\\[${index}\\] \\(id "${card.id}"\\): description is empty`,
      ),
    );
    expect(message).toContain("Nothing was saved.");
    await shoot(page, "refused-translation");
    expect(draftBranches()).toEqual([]);
    expect(git("rev-parse", "main")).toBe(mainNow);
    expect(workingTreeChanges()).toBe("");
  });

  test("6. translated, the German card is saved, made ready and published: main changes by exactly that line", async () => {
    const { page, description, card, mainNow, file } = handedOn(
      germanCard,
      "Step 6's first test opens the card",
    );
    germanCard = undefined;
    // Translated: saved as a draft, made ready and published.
    await setField(description, germanTranslation);
    await saveDraft(page);
    expect(draftBranches()).toEqual(["cms/models/models"]);
    await setStatus(page, "Ready");
    await publishNow(page);
    await toast(page, /^Entry published/);

    // main changed by exactly that line of the German file, and nothing else.
    expect(git("diff", "--name-only", mainNow, "main")).toBe(file);
    expect(changedLines(mainNow, "main")).toEqual({
      [file]: {
        removed: [`      "description": ${JSON.stringify(card.description)}`],
        added: [`      "description": ${JSON.stringify(germanTranslation)}`],
      },
    });
    expect(draftBranches()).toEqual([]);
    expect(workingTreeChanges()).toBe("");
    await page.close();
  });

  let twoTabs: { saved: string; refused: string } | undefined;
  let twoTabsOpen: { tabs: Page[]; mainNow: string } | undefined;

  // The two tabs open one after the other, a test each (opened at once, the two took 20.7 s in a
  // quiet CI): what they race for is the typing and the save, which the test after does at once.
  const openUseCasesTab = async () => {
    const tab = await openEntry("use-cases", "use-cases");
    await expect(tab.getByText("Web Search").first()).toBeVisible();
    return tab;
  };

  test("7. a first tab opens an entry", async () => {
    const mainNow = git("rev-parse", "main");
    twoTabsOpen = { tabs: [await openUseCasesTab()], mainNow };
  });

  test("7. a second tab opens the same entry", async () => {
    const { tabs, mainNow } = handedOn(twoTabsOpen, "The test before opens the first tab");
    // Nothing is handed on should the second tab not open.
    twoTabsOpen = undefined;
    twoTabsOpen = { tabs: [...tabs, await openUseCasesTab()], mainNow };
  });

  test("7. typed into at once and saved at once, two tabs keep one edit whole and refuse the other", async () => {
    const { tabs, mainNow } = handedOn(twoTabsOpen, "The test before opens the tabs");
    twoTabsOpen = undefined;
    const edits = [
      "Answers from the web with their sources, as typed in the first tab.",
      "Fresh results from the web, summarised with links, as typed in the second tab.",
    ];
    // Each typed into by its own hand at once, as the saves below are sent at once.
    await Promise.all(
      tabs.map(async (tab, index) => {
        const card = await listItem(tab, "Web Search");
        await expand(card);
        await setField(card.getByLabel("Description", { exact: true }), edits[index] ?? "");
      }),
    );
    // Both at once, as an editor with two windows side by side would.
    await Promise.all(
      tabs.map((tab) => tab.getByRole("button", { name: "Save", exact: true }).click()),
    );
    const answers = await Promise.all(
      tabs.map((tab) => toast(tab, /^(Entry saved|Failed to persist entry)/)),
    );

    const saved = answers.findIndex((answer) => answer.startsWith("Entry saved"));
    const refused = answers.findIndex((answer) => answer.startsWith("Failed to persist entry"));
    expect([saved, refused].sort()).toEqual([0, 1]);
    expect(answers[refused]).toMatch(
      /The draft of 'Use cases' changed since you opened it \(saved from another tab or window\): reload\./,
    );
    expect(answers[refused]).toContain("Nothing was saved.");
    await shoot(tabs[refused] as Page, "two-tabs-refused");

    // One draft, with the saved tab's edit whole and nothing of the other's.
    expect(draftBranches()).toEqual(["cms/use-cases/use-cases"]);
    const draft = git("show", "cms/use-cases/use-cases:content/en/use-cases.json");
    const card = (
      JSON.parse(draft) as { items: Array<{ name: string; description: string }> }
    ).items.find(({ name }) => name === "Web Search");
    expect(card?.description).toBe(edits[saved]);
    expect(draft).not.toContain(edits[refused] ?? "");
    expect(Object.keys(changedLines("main", "cms/use-cases/use-cases"))).toEqual([
      "content/en/use-cases.json",
    ]);
    expect(git("rev-parse", "main")).toBe(mainNow);
    expect(workingTreeChanges()).toBe("");
    for (const tab of tabs) await tab.close();
    twoTabs = { saved: edits[saved] ?? "", refused: edits[refused] ?? "" };
  });

  test("7. the refused tab's edit, opened again as the refusal says, shows the saved one and saves over it", async () => {
    const edits = handedOn(twoTabs, "The test before saves from two tabs");
    const again = await openEntry("use-cases", "use-cases");
    const reloaded = await listItem(again, "Web Search");
    await expand(reloaded);
    expect(await reloaded.getByLabel("Description", { exact: true }).inputValue()).toBe(
      edits.saved,
    );
    await setField(reloaded.getByLabel("Description", { exact: true }), edits.refused);
    await saveDraft(again);
    expect(git("show", "cms/use-cases/use-cases:content/en/use-cases.json")).toContain(
      edits.refused,
    );

    await again.getByRole("button", { name: "Delete unpublished changes" }).click();
    await eventually(
      async () => draftBranches(),
      (branches) => branches.length === 0,
      30_000,
    );
    await again.close();
  });

  let germanUpload: { page: Page; mainNow: string; upload: string } | undefined;

  test("7b. a phone's JPEG (GPS in its EXIF) uploaded for the German screenshot, with its description", async () => {
    const mainNow = git("rev-parse", "main");
    const upload = path.join(os.tmpdir(), `app-screenshot-de-2027-${process.pid}.jpg`);
    fs.writeFileSync(upload, await germanScreenshotWithGps());
    const page = await openEntry("site", "site");
    await showLanguages(page);
    const german = column(page, "right");
    await german.getByText("Writing in DE", { exact: true }).waitFor();
    // The screenshot's own button: the social card's field has one too.
    await german
      .getByText("Screenshot file", { exact: true })
      .locator("xpath=following::button[normalize-space()='Choose different image'][1]")
      .click();
    // Decap's media library: the upload joins the entry's draft, and is chosen.
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The library closes on the choice; what the field then holds is proven by the publish after.
    await expect(page.getByRole("button", { name: "Choose selected" })).toBeHidden();
    await setField(german.getByLabel(/^Screenshot description/), GERMAN_ALT);
    await shoot(page, "picture-chosen");
    germanUpload = { page, mainNow, upload };
  });

  test("7b. the German screenshot saved, reviewed and published changes German alone, the picture without its EXIF", async () => {
    const { page, mainNow, upload } = handedOn(germanUpload, "The test before uploads it");
    germanUpload = undefined;
    const name = path.basename(upload);
    await saveDraft(page);
    expect(draftBranches()).toEqual(["cms/site/site"]);
    expect(git("rev-parse", "main")).toBe(mainNow);
    await setStatus(page, "Ready");
    await publishNow(page);
    await toast(page, /^Entry published/);
    await page.close();
    fs.rmSync(upload);

    // main has the German file and the picture, and nothing else; the picture without its EXIF.
    expect(git("diff", "--name-only", mainNow, "main").split("\n").sort()).toEqual(
      [`content/images/${name}`, "content/de/site.json"].sort(),
    );
    expect(changedLines(mainNow, "main")["content/de/site.json"]?.added).toEqual([
      `  "screenshot": "images/${name}",`,
      `  "screenshotAlt": ${JSON.stringify(GERMAN_ALT)},`,
    ]);
    const committed = fs.readFileSync(path.join(site.root, "content/images", name));
    expect(committed.includes(PHONE_MAKER)).toBe(false);
    expect(draftBranches()).toEqual([]);
    expect(workingTreeChanges()).toBe("");
    germanScreenshot = name;
  });

  // Step 8, a page of every block type from New page to the built site, in tests of some 15 s:
  // the editor's page goes on from one to the next, and the build is the last group's setting.
  let newPage: Page | undefined;
  let mainBeforeNewPage = "";
  const translated: Record<string, number> = {};
  const STUDY_GROUPS = LOCALE_CODES.map((code) => `content/${code}/pages/study-groups.json`);
  const pageInProgress = () => handedOn(newPage, "Step 8's first test makes the page");

  test("8. makes a new page listed in the footer, with a block of every type", async () => {
    mainBeforeNewPage = git("rev-parse", "main");
    const page = await open("/collections/pages/new");
    newPage = page;
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    const left = column(page, "left");
    await setField(left.getByLabel("Title", { exact: true }).first(), "Study groups");
    // The address follows the title until the first save, and is fixed after it.
    await expect(left.getByLabel("Address", { exact: true })).toHaveValue("study-groups");
    await setField(
      left.getByLabel("Description", { exact: true }).first(),
      "How a study group uses Octopus: shared notes, questions and practice in one app.",
    );
    const footer = left.getByRole("switch", { name: /Listed in the footer/ });
    await footer.click();
    await expect(footer).toHaveAttribute("aria-checked", "true");
    await addEveryBlock(page);
    await shoot(page, "page-every-block");
    await showLanguages(page);
  });

  // Each language's texts in its own script: its name and a number ("Deutsch 3", "日本語 3").
  for (const { code: locale, name: word } of TRANSLATIONS) {
    test(`8. translates every text of the new page into ${localeByCode(locale).englishName}`, async () => {
      const page = pageInProgress();
      translated[locale] = await translateEveryText(page, locale, word);
      if (localeByCode(locale).dir === "rtl") await shoot(page, `page-translated-${locale}`);
    });
  }

  // Saved in a test, and taken through review in the next: the two took 20.3 s in a run alone.
  test("8. saves the new page: a draft of its own, main as it was", async () => {
    const page = pageInProgress();
    await expect(
      column(page, "left").getByRole("switch", { name: /Listed in the footer/ }),
    ).toHaveAttribute("aria-checked", "true");
    await saveDraft(page);
    expect(draftBranches()).toEqual(["cms/pages/pages/study-groups"]);
    expect(git("rev-parse", "main")).toBe(mainBeforeNewPage);
  });

  test("8. takes the new page through review and publishes it: main has it in four languages, each giving every text of English", async () => {
    const page = pageInProgress();
    await setStatus(page, "In review");
    await setStatus(page, "Ready");
    await publishNow(page);
    await toast(page, /^Entry published/);
    await shoot(page, "page-published");
    await page.close();
    newPage = undefined;

    // main has the page and its three translations, each giving every text of English.
    expect(git("diff", "--name-only", mainBeforeNewPage, "main").split("\n").sort()).toEqual(
      [...STUDY_GROUPS].sort(),
    );
    const english = JSON.parse(read(STUDY_GROUPS[0] ?? "")) as {
      footer: boolean;
      blocks: Array<{ type: string }>;
    };
    expect(english.footer).toBe(true);
    expect(english.blocks.map((block) => block.type)).toEqual([
      "hero",
      "text",
      "cards",
      "faq",
      "cta",
      "image",
      "useCases",
      "models",
    ]);
    for (const { code } of TRANSLATIONS) {
      expect(
        missingTexts(english, JSON.parse(read(`content/${code}/pages/study-groups.json`))),
      ).toEqual([]);
    }
    expect(translated).toEqual(
      Object.fromEntries(TRANSLATIONS.map(({ code }) => [code, pageTexts(english).length])),
    );
    expect(draftBranches()).toEqual([]);
    expect(workingTreeChanges()).toBe("");
  });

  test.afterEach(expectTheKnownPageErrors);
});

/**
 * Steps 8 and 7b, built: main as they published it, built in a clone of its own (`npm run cms`
 * still serves the copy). A build is these tests' setting, not a test: it is made in the group's
 * `beforeAll`, with a build's time.
 */
test.describe("the published copy, built", () => {
  test.beforeAll(async () => {
    test.setTimeout(SETUP_LIMIT_MS);
    if (!fs.existsSync(path.join(site.root, "content/en/pages/study-groups.json"))) {
      throw new Error("Step 8 publishes the page this builds: it failed or did not run.");
    }
    built = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-published-"));
    execFileSync("git", ["clone", "-q", "--branch", "main", site.root, built]);
    fs.symlinkSync(path.join(site.root, "node_modules"), path.join(built, "node_modules"));
    await buildSiteCopy(built);
  });
  test.afterAll(() => {
    if (built) fs.rmSync(built, { recursive: true, force: true });
  });

  // The new page in every language, each block drawn by the site's own component, by its class:
  // the card sections twice; each home page's footer linking it.
  for (const code of LOCALE_CODES) {
    test(`8. has the new page at ${localizePath(code, "/study-groups/")}, a block of every type drawn, and its home page's footer links it`, () => {
      const pagePath = localizePath(code, "/study-groups/");
      const html = fs.readFileSync(path.join(built, "public", pagePath, "index.html"), "utf8");
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
      const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]?.split(" ") ?? []);
      const drawn = ["block-hero", "prose", "card-section", "faq__item", "cta", "block-image"].map(
        (name) => `${name} ×${classes.filter((one) => one === name).length}`,
      );
      expect(drawn).toEqual([
        "block-hero ×1",
        "prose ×2",
        "card-section ×3",
        "faq__item ×1",
        "cta ×1",
        "block-image ×1",
      ]);
      const home = fs.readFileSync(
        path.join(built, "public", localizePath(code, "/"), "index.html"),
        "utf8",
      );
      expect(home).toContain(`href="${pagePath}"`);
    });
  }

  test("8. the new page, built, in pictures (English and Arabic)", async () => {
    await shootBuilt(browser, built, ["/study-groups/", "/ar/study-groups/"], SHOTS);
  });

  test("8b. the built copy shows the new German screenshot in AVIF and WebP at 300 and 600 px, the other languages' as before, and no file served carries the photo's metadata", async () => {
    if (!built || !germanScreenshot) throw new Error("Steps 7b and 8 upload and build first.");
    const stem = germanScreenshot.replace(/\.jpg$/, "");
    const hero = (root: string, code: LocaleCode) =>
      heroPicture(
        fs.readFileSync(path.join(root, "public", localizePath(code, "/"), "index.html"), "utf8"),
      );
    const german = hero(built, "de");
    expect(german.alt).toBe(GERMAN_ALT);
    expect(Object.keys(german.sources).sort()).toEqual(["fallback", "image/avif", "image/webp"]);
    for (const [type, extension] of [
      ["image/avif", "avif"],
      ["image/webp", "webp"],
      ["fallback", "jpg"],
    ] as const) {
      const candidates = german.sources[type] ?? [];
      expect(candidates.map((candidate) => candidate.split(" ")[1])).toEqual(["300w", "600w"]);
      for (const candidate of candidates) {
        const [url = ""] = candidate.split(" ");
        expect(url).toMatch(new RegExp(`/${stem}\\.${extension}$`));
        const meta = await sharp(path.join(built, "public", url)).metadata();
        expect([meta.format === "heif" ? "avif" : meta.format, meta.width]).toEqual([
          extension === "jpg" ? "jpeg" : extension,
          Number(candidate.split(" ")[1]?.replace("w", "")),
        ]);
      }
    }
    // The other languages: the very files the project's own build has.
    for (const { code } of LOCALES_BUT_GERMAN) {
      expect(hero(built, code)).toEqual(hero(path.resolve(__dirname, ".."), code));
    }
    const served = await filesWithMetadata(path.join(built, "public"));
    expect(served.carrying).toEqual([]);
    expect(served.pictures).toBeGreaterThan(20);
    await shootBuilt(browser, built, ["/de/"], SHOTS);
  });

  test.afterEach(expectTheKnownPageErrors);
});

test.describe("other web sites, while npm run cms runs", () => {
  let other: OtherSite;
  let decapPort = 0;
  let sitePort = 0;
  const draft = { collection: "models", slug: "models" };

  /** Every branch with its commit, every draft's status, the branch checked out, the tree. */
  const repository = () => ({
    refs: git("for-each-ref", "--format=%(refname) %(objectname)"),
    statuses: statuses(),
    checkedOut: git("branch", "--show-current"),
    changes: workingTreeChanges(),
  });

  /** What another site would send: read, draft its own change, move it along, publish. */
  const attacks = () => {
    const site = JSON.parse(read("content/en/site.json")) as Record<string, string>;
    const hijacked = { ...site, appStoreUrl: "https://apps.example/attacker" };
    return [
      { action: "getEntry", params: { branch: "main", path: "content/en/site.json" } },
      { action: "unpublishedEntries", params: { branch: "main" } },
      {
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [
            {
              path: "content/en/site.json",
              slug: "site",
              raw: `${JSON.stringify(hijacked, null, 2)}\n`,
            },
          ],
          assets: [],
          options: {
            useWorkflow: true,
            collectionName: "site",
            commitMessage: "Update site",
            status: "pending_publish",
          },
        },
      },
      {
        action: "updateUnpublishedEntryStatus",
        params: { branch: "main", collection: "site", slug: "site", newStatus: "pending_publish" },
      },
      {
        action: "publishUnpublishedEntry",
        params: { branch: "main", collection: "site", slug: "site" },
      },
      // The editor's own draft, ready for review: published or thrown away by someone else.
      { action: "publishUnpublishedEntry", params: { branch: "main", ...draft } },
      { action: "deleteUnpublishedEntry", params: { branch: "main", ...draft } },
    ];
  };

  /** Each answer is a refusal or a network error; a form's post is sent blind. */
  const refused = (seen: string[]) =>
    seen.filter((answer) => !/^(403 Refused: [^\n]+|network error|sent)$/.test(answer));

  test.beforeAll(async () => {
    other = await startOtherSite();
    sitePort = Number(new URL(origin).port);
    decapPort = Number(
      /on 127\.0\.0\.1:(\d+) for the editor's proxy only/.exec(editor?.output() ?? "")?.[1],
    );
    expect(decapPort).toBeGreaterThan(0);
  });

  test.afterAll(() => other?.close());

  test("the editor's own page reads, drafts and moves a draft along: the same requests pass", async () => {
    const editor = await open("/workflow");
    const english = JSON.parse(read("content/en/models.json")) as {
      items: Array<{ description: string }>;
    };
    if (english.items[0]) english.items[0].description = "Reviewed before it goes live.";
    const [readAnswer] = await postFrom(editor, `${origin}/api/v1`, [attacks()[0] ?? {}]);
    expect(readAnswer).toMatch(/^200 .*appStoreUrl/);
    // As the editor does, it reads the entry before it saves it: a save says what it was made from.
    const seen = await postFrom(editor, `${origin}/api/v1`, [
      { action: "getEntry", params: { branch: "main", path: "content/en/models.json" } },
      {
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [
            {
              path: "content/en/models.json",
              slug: draft.slug,
              raw: `${JSON.stringify(english, null, 2)}\n`,
            },
          ],
          assets: [],
          options: {
            useWorkflow: true,
            collectionName: draft.collection,
            commitMessage: "Update models",
            status: "draft",
          },
        },
      },
    ]);
    // Each request, then its blind copy as a form would send it: [read, sent, save, sent].
    expect(seen[2]).toMatch(/^200 /);
    expect(draftBranches()).toEqual(["cms/models/models"]);
    expect(await getFrom(editor, `${origin}/page-data/index/page-data.json`)).toMatch(/^200 /);
    await editor.close();
  });

  test("a page of another site can neither read nor write through the site's port or decap-server's", async () => {
    const before = repository();
    const seen: Record<string, string[]> = {};
    for (const [name, pageOrigin] of [
      ["other site", `http://${FOREIGN_HOST}:${other.port}`],
      ["local page", `http://localhost:${other.port}`],
    ] as const) {
      const page = await pageOf(context, pageOrigin);
      for (const target of [
        `http://localhost:${sitePort}/api/v1`,
        `http://127.0.0.1:${sitePort}/api/v1`,
        `http://127.0.0.1:${decapPort}/api/v1`,
        `http://localhost:${decapPort}/api/v1`,
      ]) {
        seen[`${name} → ${target}`] = await postFrom(page, target, attacks());
      }
      await page.close();
    }
    console.log(
      Object.entries(seen)
        .map(([attempt, answers]) => `${attempt}: ${[...new Set(answers)].join(" | ")}`)
        .join("\n"),
    );
    expect(Object.values(seen).flatMap(refused)).toEqual([]);
    // Nothing was read: no answer the page saw holds the content.
    expect(Object.values(seen).flat().join("\n")).not.toContain("appStoreUrl");
    expect(repository()).toEqual(before);
  });

  test("a rebinding page, at the site's port or decap-server's, is refused on its Host", async () => {
    const before = repository();
    for (const port of [sitePort, decapPort]) {
      const page = await rebindingPage(context, `http://${REBINDING_HOST}:${port}`);
      const seen = await postFrom(page, "/api/v1", attacks());
      expect(refused(seen)).toEqual([]);
      // Same-origin in the browser's eyes: the page reads the refusal itself.
      expect(seen[0]).toMatch(
        new RegExp(
          `^403 Refused: Host "${REBINDING_HOST}:${port}" is not this computer \\(localhost:${port}\\); pages of other sites may not use this server\\.`,
        ),
      );
      await page.close();
    }
    expect(repository()).toEqual(before);
  });

  test("the rest of the dev server answers other sites no more than the backend does", async () => {
    const foreign = await pageOf(context, `http://${FOREIGN_HOST}:${other.port}`);
    const graphql = {
      query: '{ siteJson(locale: { eq: "en" }) { appStoreUrl } }',
    };
    const fromForeign = {
      graphiql: await postFrom(foreign, `${origin}/___graphql`, [graphql]),
      pageData: await getFrom(foreign, `${origin}/page-data/index/page-data.json`),
      socket: await getFrom(foreign, `${origin}/socket.io/?EIO=4&transport=polling`),
      script: await includeFrom(foreign, `${origin}/commons.js`),
    };
    expect(fromForeign).toEqual({
      graphiql: ["network error", "sent"],
      pageData: "network error",
      socket: "network error",
      script: "refused",
    });
    // A link followed from there: Gatsby's /_gatsby/file/ would serve the other site's page as
    // this origin's, whose script could then use /api/v1 as the editor's own.
    const planted = `${origin}/_gatsby/file/a/x.html?u=${encodeURIComponent(foreign.url())}`;
    for (const url of [planted, `${origin}/admin/`]) {
      const linking = await pageOf(context, `http://${FOREIGN_HOST}:${other.port}`);
      const [followed] = await Promise.all([
        linking.waitForResponse(url),
        linking.evaluate((to) => {
          setTimeout(() => window.location.assign(to));
        }, url),
      ]);
      expect(followed.status()).toBe(403);
      await linking.close();
    }
    await foreign.close();

    const rebinding = await rebindingPage(context, `http://${REBINDING_HOST}:${sitePort}`);
    expect(await getFrom(rebinding, "/page-data/index/page-data.json")).toMatch(
      /^403 Refused: Host "rebind\.test:\d+" is not this computer/,
    );
    await rebinding.close();

    // The editor's own page: the same requests are answered.
    const editor = await pageOf(context, origin);
    expect((await postFrom(editor, `${origin}/___graphql`, [graphql]))[0]).toMatch(
      /^200 .*apps\.apple\.com/,
    );
    expect(await getFrom(editor, `${origin}/socket.io/?EIO=4&transport=polling`)).toMatch(/^200 /);
    expect(await includeFrom(editor, `${origin}/commons.js`)).toBe("loaded");
    await editor.close();
  });

  test("the editor still publishes or discards its draft afterwards", async () => {
    // The draft its own page saved above, which no other site could publish or delete.
    expect(draftBranches()).toEqual(["cms/models/models"]);
    const editor = await open("/workflow");
    const seen = await postFrom(editor, `${origin}/api/v1`, [
      { action: "deleteUnpublishedEntry", params: { branch: "main", ...draft } },
    ]);
    expect(seen[0]).toMatch(/^200 /);
    expect(draftBranches()).toEqual([]);
    expect(workingTreeChanges()).toBe("");
    await editor.close();
  });

  test.afterEach(() => {
    // The foreign pages' refused requests are theirs; the editor's own pages raise nothing.
    watch?.take();
  });
});
