import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { PICTURE_MESSAGES } from "../src/content/pictures/pictureMessages";
import { pageFile } from "../src/content/layout";
import { TRANSLATIONS } from "../src/i18n/locales";
import type { LocaleCode } from "../src/i18n/locales";
import {
  importPageText,
  newPageTranslation,
  orderedPage,
} from "../src/content/pageTranslationWriter";
import { pageTexts } from "../src/content/pageTexts";
import { gitGate, startDecapServer } from "../src/cms/server";
import type { DecapServer } from "../src/cms/server";
import { UPLOAD_REFUSED_HINT } from "../src/cms/uploadCheck";
import { bombPng } from "../src/test/bombPng";
import type { SiteCopy } from "../src/test/siteCopy";
import { startStaticServer } from "../scripts/shared/staticServer";
import type { StaticServer } from "../scripts/shared/staticServer";
import {
  column,
  gitCopyOfSite,
  launchCmsBrowser,
  showLanguages,
  toast,
  watchContext,
  writeIn,
} from "./support/cms";
import type { PageWatch } from "./support/cms";
import { expect, handedOn, test } from "./support/test";
import { answerLeavingYourself, workflowEditor } from "./support/workflow";

/**
 * A page made from blocks edited as a new editor edits it, in the editor `npm run cms` serves (the
 * build's /admin/ over the same editor's server: drafts in a git copy of the project, behind the
 * gate): English edited beside German in every way a person edits a text, uploads refused when
 * they are chosen, the columns' language menus, and a page that would leave a language named
 * before the save. The page is in the copy before the editor opens: a page an editor made, as
 * cms-workflow makes one.
 */

const PROJECT_ROOT = path.resolve(__dirname, "..");
/** Screenshots of what the editor shows, to look at: e2e/.artifacts/cms-editing/. */
const SHOTS = path.resolve(__dirname, ".artifacts/cms-editing");
const SLUG = "whats-new";
const ENTRY = `pages/${SLUG}`;
const DRAFT = `cms/pages/pages/${SLUG}`;

const ENGLISH = {
  $schema: "../../schemas/page.schema.json",
  title: "What's new",
  description: "The latest changes in Octopus, month by month.",
  footer: false,
  blocks: [
    {
      type: "hero",
      id: "top",
      title: "New this month",
      text: "Three changes to the app.",
      action: "chat",
    },
    { type: "text", id: "story", body: "## Why it changed\n\nAnswers now come sooner." },
    {
      type: "cards",
      id: "changes",
      title: "Changes",
      items: [{ id: "faster", name: "Faster answers", description: "Replies start in a second." }],
    },
    {
      type: "faq",
      id: "questions",
      title: "Questions",
      questions: [
        { id: "price", question: "Does it cost more?", answer: "No: the price is the same." },
      ],
    },
    {
      type: "image",
      id: "shot",
      image: "images/app-screenshot.png",
      alt: "The Octopus app on a phone, with a chat open.",
      caption: "A chat in the app.",
    },
  ],
};

/** A translation of these texts of ENGLISH, by key, with the English each was made from. */
function translation(texts: Record<string, string>) {
  const keys = pageTexts(ENGLISH).map(({ key }) => key);
  const page = newPageTranslation();
  for (const { key, source } of pageTexts(ENGLISH)) {
    const target = texts[key];
    if (target !== undefined) importPageText(page, { key, source, target }, keys);
  }
  return orderedPage(page);
}

const GERMAN: Record<string, string> = {
  title: "Neuigkeiten",
  description: "Die neuesten Änderungen an Octopus, Monat für Monat.",
  "blocks/top/title": "Neu in diesem Monat",
  "blocks/top/text": "Drei Änderungen an der App.",
  "blocks/story/body": "## Warum es sich geändert hat\n\nAntworten kommen jetzt schneller.",
  "blocks/changes/title": "Änderungen",
  "blocks/changes/items/faster/name": "Schnellere Antworten",
  "blocks/changes/items/faster/description": "Antworten beginnen in einer Sekunde.",
  "blocks/questions/title": "Fragen",
  "blocks/questions/questions/price/question": "Kostet es mehr?",
  "blocks/questions/questions/price/answer": "Nein: Der Preis bleibt gleich.",
  "blocks/shot/alt": "Die Octopus-App auf einem Smartphone, ein Chat ist geöffnet.",
  "blocks/shot/caption": "Ein Chat in der App.",
};
const JAPANESE_TITLE = "新着情報";
const ARABIC_TITLE = "ما الجديد";

/** Each kind of text a translation holds, as the English column shows it. */
const FIELDS = [
  { kind: "a line (the page's title)", key: "title", label: "Title" },
  { kind: "a line (a hero's title)", key: "blocks/top/title", block: "Hero block", label: "Title" },
  { kind: "Markdown (a text block)", key: "blocks/story/body", block: "Text block", label: "Text" },
  {
    kind: "a picture's description",
    key: "blocks/shot/alt",
    block: "Image block",
    label: "Picture description (alt text)",
  },
  {
    kind: "a picture's caption",
    key: "blocks/shot/caption",
    block: "Image block",
    label: "Caption",
  },
  {
    kind: "an FAQ question",
    key: "blocks/questions/questions/price/question",
    block: "FAQ block",
    item: "Question",
    label: "Question",
  },
  {
    kind: "an FAQ answer",
    key: "blocks/questions/questions/price/answer",
    block: "FAQ block",
    item: "Question",
    label: "Answer",
  },
  {
    kind: "a list item's name (a card)",
    key: "blocks/changes/items/faster/name",
    block: "Cards block",
    item: "Card",
    label: "Name",
  },
  {
    kind: "a list item's description (a card)",
    key: "blocks/changes/items/faster/description",
    block: "Cards block",
    item: "Card",
    label: "Description",
  },
] as const;
/** The image block's picture field. */
const PICTURE = {
  kind: "a picture",
  key: "",
  block: "Image block",
  label: "Picture file",
} as const;

let site: SiteCopy;
let backend: DecapServer;
let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let watch: PageWatch;
/** The files to upload, written in beforeAll. */
let uploads: string;

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: site.root, encoding: "utf8" }).trim();
const { openEntry, saveDraft } = workflowEditor(() => ({ context, origin: server.origin }));
const draftJson = (file: string) => JSON.parse(git("show", `${DRAFT}:${file}`)) as unknown;
const refs = () => git("for-each-ref", "--format=%(refname) %(objectname)");

/**
 * The console errors, uncaught errors and failed responses since the last look, less the one
 * Decap's every opening makes: it asks for the entry's draft, and an entry without one is a 404.
 */
function problems() {
  const taken = watch.take();
  const api = `${server.origin}/api/v1`;
  return {
    ...taken,
    consoleErrors: taken.consoleErrors.filter(
      (line) =>
        line !==
        `Failed to load resource: the server responded with a status of 404 (Not Found) @ ${api}`,
    ),
    failedResponses: taken.failedResponses.filter((line) => line !== `404 ${api}`),
  };
}
const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedResponses: [] };

/** Where a field is in a column: its block's and item's names, and its label. */
type Place = { label: string; block?: string; item?: string };

/** The input at `place` in a column (English's on the left). */
function input(page: Page, side: "left" | "right", place: Place): Locator {
  let scope = column(page, side);
  if (place.block) scope = scope.getByRole("group", { name: new RegExp(`^${place.block}`) });
  if (place.item) scope = scope.getByRole("group", { name: new RegExp(`^${place.item}`) });
  return scope.getByLabel(place.label, { exact: true }).first();
}
const englishInput = (page: Page, place: Place) => input(page, "left", place);
const germanInput = (page: Page, place: Place) => input(page, "right", place);

/** Selects all of a field's text, as a person does before replacing it. */
async function selectAll(box: Locator) {
  await box.click();
  await box.press("ControlOrMeta+a");
}

/** Empties a field: select all, Delete. */
async function clear(box: Locator) {
  await selectAll(box);
  await box.press("Delete");
  await expect(box).toHaveValue("");
}

/**
 * The ways a person changes a text, each ending with the text it leaves in the field: `mark`
 * makes each field's text its own.
 */
const WAYS: Array<{
  way: string;
  edit: (box: Locator, was: string, mark: string) => Promise<string>;
}> = [
  {
    way: "clearing it, then typing",
    edit: async (box, _was, mark) => {
      await clear(box);
      await box.pressSequentially(`Typed again ${mark}`);
      return `Typed again ${mark}`;
    },
  },
  {
    way: "typing over a selection",
    edit: async (box, _was, mark) => {
      await selectAll(box);
      await box.pressSequentially(`Typed over ${mark}`);
      return `Typed over ${mark}`;
    },
  },
  {
    way: "pasting over it",
    edit: async (box, _was, mark) => {
      await selectAll(box);
      await box.page().evaluate((text) => navigator.clipboard.writeText(text), `Pasted ${mark}`);
      await box.press("ControlOrMeta+v");
      return `Pasted ${mark}`;
    },
  },
  {
    way: "clearing it, then undoing",
    edit: async (box, was) => {
      await clear(box);
      await box.press("ControlOrMeta+z");
      return was;
    },
  },
];

/** Writes a file to upload, named `name`. */
function uploadFile(name: string, bytes: Buffer): string {
  const file = path.join(uploads, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Opens the media library from the English image block's picture field. */
async function openLibrary(page: Page): Promise<Locator> {
  await column(page, "left")
    .getByRole("group", { name: /^Image block/ })
    .getByRole("button", { name: "Upload or choose a picture…" })
    .click();
  const choose = page.getByRole("button", { name: "Choose selected" });
  await choose.waitFor();
  return choose;
}

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-uploads-"));
  site = gitCopyOfSite();
  const write = (file: string, data: unknown) =>
    fs.writeFileSync(path.join(site.root, file), `${JSON.stringify(data, null, 2)}\n`);
  write(pageFile("en", SLUG), ENGLISH);
  write(pageFile("de", SLUG), translation(GERMAN));
  // Japanese and Arabic have begun: a title each, the page not yet on the site in them.
  write(pageFile("ja", SLUG), translation({ title: JAPANESE_TITLE }));
  write(pageFile("ar", SLUG), translation({ title: ARABIC_TITLE }));
  git("add", "-A");
  git("commit", "-q", "-m", "A page an editor made: What's new");
  backend = await startDecapServer(site.root, { mode: "git" });
  server = await startStaticServer({
    withHeadersFile: true,
    localBackend: backend,
    gate: gitGate(site.root, false),
  });
  browser = await launchCmsBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: server.origin,
  });
  watch = await watchContext(context);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.close();
  await backend?.stop();
  site?.remove();
  if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
});

test.describe("a page edited beside its translation, in the editor of npm run cms", () => {
  // One page for the edits: opened in a test of its own (with the first kind of text, the two
  // took 21.1 s in a quiet CI), then a test per kind of text (each some 4 s), and the save last.
  let editing: Page | undefined;
  const english: Record<string, string> = {};

  test("the page opens with its German beside the English", async () => {
    const page = await openEntry("pages", ENTRY);
    await showLanguages(page);
    await column(page, "right").getByText("Writing in DE", { exact: true }).waitFor();
    editing = page;
  });

  for (const field of FIELDS) {
    test(`${field.kind} in English, cleared then typed, typed over, pasted over or cleared and undone, keeps its German`, async () => {
      const page = handedOn(editing, "The test before opens the page");
      for (const { way, edit } of WAYS) {
        const box = englishInput(page, field);
        const left = await edit(box, await box.inputValue(), String(FIELDS.indexOf(field) + 1));
        await expect(box, `${field.kind}, ${way}: the English`).toHaveValue(left);
        await expect(
          germanInput(page, field),
          `${field.kind}, after ${way} in English: the German`,
        ).toHaveValue(GERMAN[field.key] ?? "");
        english[field.key] = left;
      }
    });
  }

  test("saved after those edits, the draft has each English text as edited and every German text as before", async () => {
    const page = editing;
    const edited = FIELDS.filter(({ key }) => key in english).length;
    if (!page || edited !== FIELDS.length) {
      throw new Error(`The edits above did not all run (${edited} of ${FIELDS.length}).`);
    }
    await englishInput(page, FIELDS[4]).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, "edited-beside-german.png") });
    await saveDraft(page);
    // The draft's German file gives every text as before, and English has the edits.
    expect(draftJson(pageFile("de", SLUG))).toMatchObject(
      translation(GERMAN) as Record<string, unknown>,
    );
    const saved = pageTexts(draftJson(pageFile("en", SLUG)));
    expect(Object.fromEntries(saved.map(({ key, source }) => [key, source]))).toMatchObject(
      english,
    );
    expect(problems()).toEqual(NO_PROBLEMS);
    await page.close();
    editing = undefined;
  });

  test("the right column's language menu shows each language, and so does the left's, with no error", async () => {
    const page = await openEntry("pages", ENTRY);
    await showLanguages(page);
    const titles: Partial<Record<LocaleCode, string>> = {
      de: GERMAN.title,
      ja: JAPANESE_TITLE,
      ar: ARABIC_TITLE,
    };
    // Every translation, the column's first language last: each choice is a change.
    const codes = TRANSLATIONS.map(({ code }) => code).reverse();
    for (const side of ["right", "left"] as const) {
      for (const code of codes) {
        await writeIn(page, side, code);
        const title = column(page, side).getByLabel("Title", { exact: true }).first();
        await expect(title, `${side} column in ${code}`).toHaveValue(titles[code] ?? "");
      }
    }
    await writeIn(page, "left", "en");
    expect(problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  test("a text file named .png, an SVG and a 30,000 × 30,000 PNG are each refused in the media library when chosen, with one message", async () => {
    const page = await openEntry("pages", ENTRY);
    const cases = [
      {
        name: "notes.png",
        bytes: Buffer.from("These are my notes, not a picture.\n"),
        message: PICTURE_MESSAGES.notAnImage,
      },
      {
        name: "drawing.svg",
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        message: PICTURE_MESSAGES.svg,
      },
      {
        name: "bomb.png",
        bytes: bombPng(),
        message: PICTURE_MESSAGES.tooManyPixels(30_000, 30_000, 40),
      },
    ];
    for (const { name, bytes, message } of cases) {
      await openLibrary(page);
      await page.locator('input[type="file"]').setInputFiles(uploadFile(name, bytes));
      const alert = page.getByRole("alert").filter({ hasText: name });
      await expect(alert).toHaveText(`${name} was not uploaded: ${message} ${UPLOAD_REFUSED_HINT}`);
      await expect(page.getByRole("alert")).toHaveCount(1);
      // The library holds its layout: the message above its buttons, its pictures below them.
      const box = async (target: Locator) => {
        const found = await target.boundingBox();
        if (!found) throw new Error("Not on the screen.");
        return found;
      };
      const said = await box(alert);
      const upload = await box(page.getByText("Upload", { exact: true }));
      const choose = await box(page.getByRole("button", { name: "Choose selected" }));
      const first = await box(page.getByText("app-screenshot.png", { exact: true }));
      const dialog = await box(page.getByRole("dialog"));
      expect(said.y + said.height).toBeLessThanOrEqual(upload.y);
      expect(choose.y + choose.height).toBeLessThan(first.y);
      expect(first.y + first.height).toBeLessThanOrEqual(dialog.y + dialog.height);
      // The library fades in: its picture once still.
      await page.evaluate(() => Promise.all(document.getAnimations().map((each) => each.finished)));
      await page.screenshot({ path: path.join(SHOTS, `refused-${name.replace(".", "-")}.png`) });
      // Not in the library's list, and nothing went to the server.
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Choose selected" })).toBeHidden();
    }
    await expect(page.locator(".Toastify__toast")).toHaveCount(0);
    expect(problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  // After a refused upload, in two tests of some 12 s: the choices, then the save.
  let chosen: Page | undefined;

  test("after a refused upload and a picture uploaded then replaced, the page's own picture chosen again is the field's", async () => {
    const page = await openEntry("pages", ENTRY);
    // A picture that passes, chosen, then replaced by the page's own: never part of a save.
    await openLibrary(page);
    const replaced = await sharp({
      create: { width: 700, height: 400, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles(uploadFile("replaced.png", replaced));
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(page.getByRole("button", { name: "Choose selected" })).toBeHidden();
    await expect(englishInput(page, PICTURE)).toHaveValue("images/replaced.png");
    await openLibrary(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles(uploadFile("notes.png", Buffer.from("Not a picture.\n")));
    await page.getByRole("alert").filter({ hasText: "notes.png" }).waitFor();
    await page.getByText("app-screenshot.png", { exact: true }).click();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(page.getByRole("button", { name: "Choose selected" })).toBeHidden();
    await expect(englishInput(page, PICTURE)).toHaveValue("images/app-screenshot.png");
    chosen = page;
  });

  test("saved then, the draft goes through; the refused file, and the picture uploaded then replaced, are nowhere", async () => {
    const page = handedOn(chosen, "The test before chooses the pictures");
    const caption = englishInput(page, FIELDS[4]);
    await caption.click();
    await caption.press("End");
    await caption.pressSequentially(" Updated.");
    await saveDraft(page);
    const pictures = git("ls-tree", "-r", "--name-only", DRAFT, "content/images/");
    expect(pictures).toContain("content/images/app-screenshot.png");
    expect(pictures).not.toContain("notes");
    expect(pictures).not.toContain("replaced");
    await openLibrary(page);
    await expect(page.getByText("app-screenshot.png", { exact: true })).toBeVisible();
    await expect(page.getByText("notes.png", { exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    expect(problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  // A German text cleared, in two tests: the editor's question and a cancel, then the save and
  // the content checks on the draft.
  let cleared: Page | undefined;

  test("a German text cleared names /de/whats-new/ before the save, and cancelled, nothing is written", async () => {
    const page = await openEntry("pages", ENTRY);
    answerLeavingYourself(page);
    await showLanguages(page);
    await clear(germanInput(page, FIELDS[4]));
    await expect(column(page, "right").getByRole("status")).toContainText(
      "The page is not on the site at /de/whats-new/ until every text is.",
    );
    await page.screenshot({ path: path.join(SHOTS, "leaving-german-status.png") });
    const before = refs();
    const asked = page.waitForEvent("dialog");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const dialog = await asked;
    expect(dialog.message()).toContain(
      "/de/whats-new/ is not on the site in German: content/de/pages/whats-new.json misses 1 text (caption of image block “shot”).",
    );
    await dialog.dismiss();
    await toast(page, /Nothing was saved: translate the texts named/);
    // Cancelled: nothing written, no branch moved.
    expect(refs()).toBe(before);
    cleared = page;
  });

  test("the German text cleared, saved when the editor says so, and check:content names /de/whats-new/ on the draft", async () => {
    const page = handedOn(cleared, "The test before clears the text");
    page.once("dialog", (again) => void again.accept());
    await saveDraft(page);
    const german = JSON.stringify(draftJson(pageFile("de", SLUG)));
    expect(german).not.toContain(GERMAN["blocks/shot/caption"]);
    await page.close();
    // Decap rejects the cancelled save's promise and nothing catches it (cms.test.ts says so too).
    expect(problems()).toEqual({ ...NO_PROBLEMS, pageErrors: ["Object"] });

    // npm run check:content on the draft's files names the page, its language and the text.
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-draft-"));
    try {
      execFileSync("sh", ["-c", `git archive ${DRAFT} | tar -x -C "${tree}"`], { cwd: site.root });
      fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(tree, "node_modules"));
      const run = spawnSync(
        process.execPath,
        [require.resolve("tsx/cli"), "scripts/check-content.ts"],
        { cwd: tree, encoding: "utf8" },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toContain(
        "\n\n/de/whats-new/ is not on the site in German: content/de/pages/whats-new.json misses 1 text (caption of image block “shot”). Translate it and the page is back in German.\n\n",
      );
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});
