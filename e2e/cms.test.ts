import { execFileSync } from "child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { BrowserContext, Frame, Page } from "@playwright/test";
import * as prettier from "prettier";

import commonSchema from "../content/schemas/common.schema.json";
import { formatProblem, staleContent } from "../src/content/validateContent";
import { LOCALE_CODES, TRANSLATIONS } from "../src/i18n/locales";
import { UI_STRINGS } from "../src/i18n/strings";
import {
  OTHER_HOST,
  column,
  dragOnto,
  eventually,
  expand,
  listItem,
  listItems,
  listNames,
  openEditor,
  previewCard,
  previewFrame,
  publish,
  refusal,
  save,
  setField,
  showLanguages,
  startCmsSetup,
  watchContext,
  writeIn,
  buildSiteCopy,
} from "./support/cms";
import type { CmsSetup, PageWatch } from "./support/cms";
import { analyse, summary } from "./support/axe";
import { startStaticServer } from "../scripts/shared/staticServer";
import type { StaticServer } from "../scripts/shared/staticServer";
import { expect, handedOn, SETUP_LIMIT_MS, test } from "./support/test";

/**
 * The content editor at /admin/ of the build in public/, in Chromium, saving through decap-server
 * into a throwaway copy of the project: each collection edited through the interface, the files
 * it writes compared whole with the expected text, the copy built again, saves the content
 * checks must refuse refused, and no policy violation or console error on the way.
 */

const PROJECT_ROOT = path.resolve(__dirname, "..");
const FILES = {
  site: "content/en/site.json",
  useCases: "content/en/use-cases.json",
  models: "content/en/models.json",
  terms: "content/legal/terms.mdx",
} as const;

type Card = { id: string; name: string; description: string; comingSoon?: boolean };

const NEW_MODEL = {
  id: "llama-3",
  name: "Llama 3",
  description: "Meta's open model: quick, good at everyday chat and at summarising what you paste.",
};
/** NEW_MODEL's texts, as its translations record the English they were made from. */
const NEW_MODEL_ENGLISH = { name: NEW_MODEL.name, description: NEW_MODEL.description };
/** NEW_MODEL's translations, which a translator adds to the locales' files (docs/editing.md). */
const NEW_MODEL_TRANSLATIONS: Record<string, { name: string; description: string }> = {
  de: {
    name: "Llama 3",
    description:
      "Das offene Modell von Meta: schnell, gut im Alltagsgespräch und beim Zusammenfassen eingefügter Texte.",
  },
  ja: {
    name: "Llama 3",
    description: "Metaのオープンモデル。動作が軽く、日常の会話や貼り付けた文章の要約が得意です。",
  },
  ar: {
    name: "Llama 3",
    description: "نموذج Meta المفتوح: سريع، ويجيد الدردشة اليومية وتلخيص النصوص التي تلصقها.",
  },
};
const NEW_USE_CASE_TEXT =
  "Changed in the content editor: this sentence replaced the description of the card.";
const I18N_SCRIPTS = ["add", "export", "import", "status"]
  .map((name) => `scripts/i18n-${name}.ts`)
  .concat("scripts/check-content.ts");
const FRENCH_TAGLINE = "Votre chatbot IA personnel";
const TSX_CLI = require.resolve("tsx/cli");
const NEW_PARAGRAPH = "This paragraph was rewritten in the content editor by the browser test.";

let setup: CmsSetup;
let context: BrowserContext;
let watch: PageWatch;
/** The Content-Security-Policy the build gives /admin/. */
let adminPolicy = "";
let page: Page | undefined;
const original = {} as Record<(typeof FILES)[keyof typeof FILES], string>;
/** The translations of models.json as they were, by file. */
const originalTranslations: Record<string, string> = {};

const read = (file: string) => readFileSync(path.join(setup.site.root, file), "utf8");
const readBytes = (file: string) => readFileSync(path.join(setup.site.root, file));
const cards = (text: string) => (JSON.parse(text) as { items: Card[] }).items;

/** The `index`th item of `list`; fails when the list is shorter. */
function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined)
    throw new Error(`Expected at least ${index + 1} items, found ${list.length}.`);
  return item;
}

/** `text` with the one occurrence of `from` replaced; fails when there is none or several. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) {
    throw new Error(`Expected one ${JSON.stringify(from)}, found ${parts.length - 1}.`);
  }
  return parts.join(to);
}

/** The text of a card in a content JSON file, from its opening brace to its closing one. */
function cardBlock(text: string, name: string): string {
  const quoted = JSON.stringify(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(
    // Its icon, if it has one, between its id and its name.
    `\\n( {4}\\{\\n {6}"id": "[a-z0-9-]+",\\n(?: {6}"icon": "[a-z-]+",\\n)? {6}"name": ${quoted},\\n[\\s\\S]*?\\n {4}\\})`,
  ).exec(text);
  if (!match?.[1]) throw new Error(`No card named ${name}.`);
  return match[1];
}

/** A script of the project's (scripts/<name>.ts) run in the copy, as `npm run` runs it: its output. */
function inCopy(name: string, args: string[]): string {
  return execFileSync(process.execPath, [TSX_CLI, `scripts/${name}.ts`, ...args], {
    cwd: setup.site.root,
    encoding: "utf8",
  });
}

/** A translator's work on an exported XLIFF file: each unit's target, from its id and English. */
function withTargets(xml: string, target: (id: string, source: string) => string): string {
  return xml.replace(
    /(<trans-unit id="([^"]*)"[^>]*>\s*<source>([\s\S]*?)<\/source>)(\s*<target>[\s\S]*?<\/target>)?/g,
    (_unit, opening: string, id: string, source: string) =>
      `${opening}<target>${target(id, source)}</target>`,
  );
}

const withTarget = (xml: string, unitId: string, text: string) =>
  withTargets(xml, (id, source) => (id === unitId ? text : source));

/** The legal page's body lines that are plain paragraphs: no Markdown syntax, nothing to escape. */
const plainParagraphs = (mdx: string) =>
  mdx
    .slice(mdx.indexOf("\n---\n") + 5)
    .split("\n")
    .filter((line) => line.length > 60 && /^[A-Z][^*_`[\]<>{}#|\\]+$/.test(line));

/** Prettier's `check` (its API, with the repository's configuration) on files of the copy. */
async function prettierCheck(files: string[]): Promise<Array<[string, boolean]>> {
  const results: Array<[string, boolean]> = [];
  for (const file of files) {
    const options = await prettier.resolveConfig(path.join(PROJECT_ROOT, file));
    results.push([file, await prettier.check(read(file), { ...options, filepath: file })]);
  }
  return results;
}

/** A new page of the editor on one entry, closing the previous one (unsaved changes and all). */
async function open(collection: string, slug: string): Promise<Page> {
  await page?.close({ runBeforeUnload: false });
  page = await openEditor(context, setup.server.origin, collection, slug);
  return page;
}

/** The persistEntry requests a page sends to decap-server from now on. */
function persistRequests(target: Page): string[] {
  const sent: string[] = [];
  target.on("request", (request) => {
    if (
      new URL(request.url()).pathname === "/api/v1" &&
      /"persistEntry"/.test(request.postData() ?? "")
    ) {
      sent.push(request.postData() ?? "");
    }
  });
  return sent;
}

/**
 * No policy violation in any frame of `target`, and exactly the console errors and uncaught
 * errors `expected` names, since the last check.
 */
async function expectClean(
  target: Page,
  expected: { consoleErrors?: RegExp[]; pageErrors?: string[] } = {},
) {
  for (const frame of target.frames()) expect(await watch.listening(frame)).toBe(true);
  const violations = await watch.violations(target);
  const { consoleErrors: errors, pageErrors } = watch.take();
  expect(violations).toEqual([]);
  expect(errors).toHaveLength(expected.consoleErrors?.length ?? 0);
  (expected.consoleErrors ?? []).forEach((pattern, index) =>
    expect(errors[index]).toMatch(pattern),
  );
  expect(pageErrors).toEqual(expected.pageErrors ?? []);
}

// Decap's persistEntry rejects a refused save's promise and nothing catches it: an uncaught
// `undefined` when a field is invalid, the failure action (an object) when the gate throws.
const INVALID_FIELD_REJECTION = "undefined";
const REFUSED_SAVE_REJECTION = "Object";
// Decap logs the gate's error with console.error before showing it.
const GATE_REFUSAL_LOGGED = /Nothing was saved\. Correct the field, then save again\./;

// One copy, one decap-server and one browser for the file, its tests in order in one worker: the
// first group's tests go on from each other's edits, and the last of them builds them all. After a
// failure, Playwright goes on in a new worker with a new copy; the build says first if its edits
// are missing.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  setup = await startCmsSetup();
  // The translators' commands, run in the copy as a person runs them in the project.
  for (const file of [...I18N_SCRIPTS, ".prettierrc.json"]) {
    mkdirSync(path.dirname(path.join(setup.site.root, file)), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, file), path.join(setup.site.root, file));
  }
  context = await setup.browser.newContext({ viewport: { width: 1280, height: 800 } });
  watch = await watchContext(context);
  for (const file of Object.values(FILES)) original[file] = read(file);
  for (const locale of Object.keys(NEW_MODEL_TRANSLATIONS)) {
    const file = `content/${locale}/models.json`;
    originalTranslations[file] = read(file);
  }
  const response = await fetch(`${setup.server.origin}/admin/`);
  adminPolicy = response.headers.get("content-security-policy") ?? "";
});

test.afterAll(async () => {
  await setup?.close();
});

test.describe("the content editor with its local backend", () => {
  test("serves /admin/ with the editor's policy and logs in to the local backend", async () => {
    page = await context.newPage();
    const response = await page.goto(`${setup.server.origin}/admin/`);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/^default-src 'none'/);
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toBe(adminPolicy);

    await page.getByRole("button", { name: "Login" }).click();
    for (const collection of ["Site settings", "Use cases", "AI models", "Legal pages"]) {
      await page.getByRole("link", { name: collection, exact: true }).first().waitFor();
    }
    await expectClean(page);
  });

  test("saves a use case's new description, changing nothing else", async () => {
    test.setTimeout(90_000);
    const editor = await open("use-cases", "use-cases");
    const card = at(cards(original[FILES.useCases]), 1);
    const item = await listItem(editor, card.name);
    await expand(item);
    await setField(item.getByLabel("Description", { exact: true }), NEW_USE_CASE_TEXT);
    const frame = await previewFrame(editor);
    await previewCard(frame, card.name).getByText(NEW_USE_CASE_TEXT, { exact: true }).waitFor();
    await save(editor);

    expect(read(FILES.useCases)).toBe(
      replaceOnce(
        original[FILES.useCases],
        JSON.stringify(card.description),
        JSON.stringify(NEW_USE_CASE_TEXT),
      ),
    );
    expect(await watch.listening(frame)).toBe(true);
    await expectClean(editor);
  });

  // The models' edit in three tests of under 20 s, the editor's page going on from one to the next.
  let models:
    | { editor: Page; frame: Frame; before: Card[]; first: string; second: string; third: string }
    | undefined;
  const modelsEdit = () => handedOn(models, "The first models test opens them");

  test("swaps two models by their handles, and the preview follows", async () => {
    const editor = await open("models", "models");
    const before = cards(original[FILES.models]);
    const [first, second, third] = [at(before, 0).name, at(before, 1).name, at(before, 2).name];
    const frame = await previewFrame(editor);

    // Drag the second card's handle onto the third: dnd-kit moves it there, which swaps the two.
    await dragOnto(editor, await listItem(editor, second), await listItem(editor, third));
    const order = await eventually(
      () => listNames(editor),
      (names) => names[1] === third,
    );
    expect(order.slice(0, 3)).toEqual([first, third, second]);
    await frame.locator("article.card h3").nth(1).getByText(third, { exact: true }).waitFor();
    models = { editor, frame, before, first, second, third };
  });

  test("adds a model marked Coming soon, and the preview follows the switch and the order", async () => {
    const { editor, frame, before, first, second, third } = modelsEdit();
    await editor.getByRole("button", { name: "Add cards" }).click();
    await eventually(
      () => listItems(editor).count(),
      (count) => count === before.length + 1,
    );
    const added = listItems(editor).last();
    await setField(added.getByLabel(/^Id/), NEW_MODEL.id);
    await setField(added.getByLabel("Name", { exact: true }), NEW_MODEL.name);
    await setField(added.getByLabel("Description", { exact: true }), NEW_MODEL.description);

    const card = previewCard(frame, NEW_MODEL.name);
    await card.getByText(NEW_MODEL.description, { exact: true }).waitFor();
    const badge = card.getByText("Coming Soon", { exact: true });
    expect(await badge.count()).toBe(0);
    const comingSoon = added.getByRole("switch", { name: /Coming soon/ });
    await comingSoon.click();
    await badge.waitFor();
    expect(await comingSoon.getAttribute("aria-checked")).toBe("true");
    await comingSoon.click();
    await badge.waitFor({ state: "detached" });
    expect(await comingSoon.getAttribute("aria-checked")).toBe("false");
    expect(await card.getByText("Coming Soon").count()).toBe(0);
    await comingSoon.click();
    await badge.waitFor();
    expect(await badge.isVisible()).toBe(true);
    // The preview shows the cards in the editor's order.
    expect(await frame.locator("article.card h3").allTextContents()).toEqual([
      first,
      third,
      second,
      ...before.slice(3).map((model) => model.name),
      NEW_MODEL.name,
    ]);
  });

  test("translates the new model into each language and saves: each file gains it in English's order", async () => {
    const { editor, frame, second, third } = modelsEdit();
    models = undefined;
    // A new card is complete with its translations (the save is checked in every language): in
    // each, the new card is there, unnamed, to translate.
    const translations = Object.entries(NEW_MODEL_TRANSLATIONS);
    for (const [locale, translation] of translations) {
      await writeIn(editor, "left", locale);
      const untranslated = await listItem(column(editor, "left"), "No name");
      await expand(untranslated);
      await setField(untranslated.getByLabel("Name", { exact: true }), translation.name);
      await setField(
        untranslated.getByLabel("Description", { exact: true }),
        translation.description,
      );
      // A translation's card has its texts alone: Coming soon is English's.
      expect(await untranslated.getByRole("switch").count()).toBe(0);
    }
    await save(editor);
    // Each translation gains the new card, translated, and keeps its cards in English's order.
    const ids = cards(read(FILES.models)).map((card) => card.id);
    // Each records the English its new texts were translated from, among its cards' by id.
    for (const [locale, translation] of translations) {
      const file = `content/${locale}/models.json`;
      const before = JSON.parse(originalTranslations[file] ?? "") as {
        items: Card[];
        translatedFrom: { items: Record<string, object> };
      };
      const byId = new Map(before.items.map((card) => [card.id, card]));
      const items = ids.map((id) => byId.get(id) ?? { id, ...translation });
      const recorded = { ...before.translatedFrom.items, [NEW_MODEL.id]: NEW_MODEL_ENGLISH };
      const translatedFrom = {
        ...before.translatedFrom,
        items: Object.fromEntries(
          Object.keys(recorded)
            .sort()
            .map((id) => [id, recorded[id]]),
        ),
      };
      expect(read(file)).toBe(`${JSON.stringify({ ...before, items, translatedFrom }, null, 2)}\n`);
    }

    const text = original[FILES.models];
    const secondBlock = cardBlock(text, second);
    const thirdBlock = cardBlock(text, third);
    const swapped = replaceOnce(
      replaceOnce(replaceOnce(text, secondBlock, "\u0000"), thirdBlock, secondBlock),
      "\u0000",
      thirdBlock,
    );
    const newBlock = [
      "    {",
      `      "id": "${NEW_MODEL.id}",`,
      `      "name": "${NEW_MODEL.name}",`,
      `      "description": "${NEW_MODEL.description}",`,
      '      "comingSoon": true',
      "    }",
    ].join("\n");
    // Decap adds a new item at the end of the list.
    expect(read(FILES.models)).toBe(
      replaceOnce(swapped, "\n    }\n  ]\n}\n", `\n    },\n${newBlock}\n  ]\n}\n`),
    );
    expect(await watch.listening(frame)).toBe(true);
    await expectClean(editor);
  });

  // The legal page's edit in two tests: the edit and its preview, then the save.
  let legal:
    { editor: Page; frame: Frame; date: string; newDate: string; paragraph: string } | undefined;

  test("previews a legal page's new date and one new paragraph", async () => {
    const editor = await open("legal", "terms");
    const text = original[FILES.terms];
    const date = /^lastUpdated: (.+)$/m.exec(text)?.[1];
    const [paragraph, unchanged] = plainParagraphs(text);
    if (!date || !paragraph || !unchanged) throw new Error("terms.mdx has changed shape.");
    const newDate = date === "June 2031" ? "July 2031" : "June 2031";

    const lastUpdated = editor.getByLabel("Last updated", { exact: true });
    expect(
      await eventually(
        () => lastUpdated.inputValue(),
        (value) => value === date,
      ),
    ).toBe(date);
    await setField(lastUpdated, newDate);

    // The body is raw Markdown in a Slate editor: a triple click selects one paragraph's line.
    const body = editor.locator('[data-slate-editor="true"]');
    const line = body.getByText(paragraph, { exact: true });
    await line.scrollIntoViewIfNeeded();
    await line.click({ clickCount: 3 });
    await editor.waitForFunction(
      (selected) => window.getSelection()?.toString() === selected,
      paragraph,
    );
    await editor.keyboard.type(NEW_PARAGRAPH);
    await body.getByText(NEW_PARAGRAPH, { exact: true }).waitFor();

    const frame = await previewFrame(editor);
    const article = frame.locator("article.legal");
    await article.getByText(`Last updated: ${newDate}`).waitFor();
    await article.locator(".legal__body").getByText(NEW_PARAGRAPH, { exact: true }).waitFor();
    await article.locator(".legal__body").getByText(unchanged, { exact: true }).waitFor();
    expect(await article.getByText(paragraph, { exact: true }).count()).toBe(0);
    legal = { editor, frame, date, newDate, paragraph };
  });

  test("saves the legal page's date and paragraph, changing nothing else", async () => {
    const { editor, frame, date, newDate, paragraph } = handedOn(
      legal,
      "The test before edits the page",
    );
    legal = undefined;
    const text = original[FILES.terms];
    await save(editor);

    expect(read(FILES.terms)).toBe(
      replaceOnce(
        replaceOnce(text, `\nlastUpdated: ${date}\n`, `\nlastUpdated: ${newDate}\n`),
        `\n${paragraph}\n`,
        `\n${NEW_PARAGRAPH}\n`,
      ),
    );
    expect(await watch.listening(frame)).toBe(true);
    await expectClean(editor);
  });

  test("shows English and a translation side by side, and previews the left column's language", async () => {
    test.setTimeout(90_000);
    const editor = await open("models", "models");
    const english = cards(read(FILES.models));
    const german = cards(read("content/de/models.json"));
    const soon = english.find((card) => card.comingSoon);
    if (!soon) throw new Error("No model is coming soon.");

    // English on the left, German on the right, each card's texts beside each other.
    await showLanguages(editor);
    await column(editor, "left").getByText("Writing in EN", { exact: true }).waitFor();
    await column(editor, "right").getByText("Writing in DE", { exact: true }).waitFor();
    const sides = [
      [column(editor, "left"), at(english, 0)],
      [column(editor, "right"), at(german, 0)],
    ] as const;
    for (const [side, card] of sides) {
      const item = await listItem(side, card.name);
      await expand(item);
      expect(await item.getByLabel("Description", { exact: true }).inputValue()).toBe(
        card.description,
      );
    }
    // A translation has texts alone: no cards to add, no Coming soon.
    expect(await column(editor, "right").getByRole("button", { name: "Add cards" }).count()).toBe(
      0,
    );
    expect(await column(editor, "right").getByRole("switch").count()).toBe(0);

    await writeIn(editor, "left", "de");
    let frame = await previewFrame(editor);
    await previewCard(frame, at(german, 1).name).getByText(at(german, 1).description).waitFor();
    expect(await frame.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      "de",
      "ltr",
    ]);

    await writeIn(editor, "left", "ar");
    frame = await previewFrame(editor);
    const arabic = cards(read("content/ar/models.json"));
    const title = frame.getByRole("heading", { name: UI_STRINGS.ar.sectionTitles.models });
    await title.waitFor();
    expect(await frame.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      "ar",
      "rtl",
    ]);
    expect(await title.evaluate((heading) => getComputedStyle(heading).direction)).toBe("rtl");
    // The Arabic texts, and English's comingSoon with the label in Arabic.
    const arabicSoon = arabic.find((card) => card.id === soon.id);
    const badge = previewCard(frame, arabicSoon?.name ?? "").getByText(UI_STRINGS.ar.comingSoon);
    await badge.waitFor();
    await expectClean(editor);
  });

  // The English text changed above, beside each translation: a test per way a translator
  // answers it (some 7 s each), in one editor.
  const staleCard = () => at(cards(original[FILES.useCases]), 1);
  const staleHere = () =>
    staleContent(setup.site.root)
      .map(formatProblem)
      .filter((warning) => warning.includes(`card "${staleCard().id}"`));
  const translatedCard = (code: string) =>
    at(
      cards(read(`content/${code}/use-cases.json`)).filter(({ id }) => id === staleCard().id),
      0,
    );
  type Translated = {
    items: Card[];
    translatedFrom: { items: Record<string, Record<string, string>> };
  };
  let staleEditor: Page | undefined;
  const inStaleEditor = () => handedOn(staleEditor, "The German test opens the editor");

  test("shows beside the German of the English text changed above the English then and now, until confirmed still correct", async () => {
    const card = staleCard();
    // The check names the three translations, each with the English then and now.
    const thenAndNow = `  English then: ${JSON.stringify(card.description)}\n  English now:  ${JSON.stringify(NEW_USE_CASE_TEXT)}`;
    expect(
      staleHere().map((warning) => [warning.split(":")[0], warning.includes(thenAndNow)]),
    ).toEqual(TRANSLATIONS.map(({ code }) => [`content/${code}/use-cases.json`, true]));

    const editor = await open("use-cases", "use-cases");
    staleEditor = editor;
    await showLanguages(editor);
    const german = translatedCard("de");
    const right = column(editor, "right");
    const status = right.getByRole("status");
    await status
      .filter({ hasText: "1 text to check: the English changed since translated." })
      .waitFor();
    const item = await listItem(right, german.name);
    await expand(item);
    const note = item.getByRole("note", {
      name: "Description: the English changed since this was translated.",
    });
    await note.waitFor();
    expect(await note.locator("dd").allTextContents()).toEqual([
      card.description,
      NEW_USE_CASE_TEXT,
    ]);
    // Still correct: the notice goes, the text stays, and the save records the English of now.
    await note.getByRole("button", { name: "Still correct" }).click();
    await note.waitFor({ state: "detached" });
    await status
      .filter({ hasText: "Every text is translated from the English as it is now." })
      .waitFor();
    await save(editor);
    const saved = JSON.parse(read("content/de/use-cases.json")) as Translated;
    expect(saved.items.find(({ id }) => id === card.id)).toEqual(german);
    expect(saved.translatedFrom.items[card.id]?.description).toBe(NEW_USE_CASE_TEXT);
  });

  test("shows the changed English beside the Japanese until it is translated again in the editor, and the record follows the text", async () => {
    const editor = inStaleEditor();
    const card = staleCard();
    const japanese = translatedCard("ja");
    // (In the left column: Decap 3.6 throws "onLocaleChange is not a function" when the right
    // column's language is changed.)
    await writeIn(editor, "left", "ja");
    const item = await listItem(column(editor, "left"), japanese.name);
    await expand(item);
    await item.getByRole("note").waitFor();
    const newJapanese = "エディターで翻訳し直した説明文です。";
    await setField(item.getByLabel("Description", { exact: true }), newJapanese);
    await item.getByRole("note").waitFor({ state: "detached" });
    await save(editor);
    const ja = JSON.parse(read("content/ja/use-cases.json")) as Translated;
    expect(ja.items.find(({ id }) => id === card.id)?.description).toBe(newJapanese);
    expect(ja.translatedFrom.items[card.id]?.description).toBe(NEW_USE_CASE_TEXT);
  });

  test("takes the Arabic, translated again through a translator's file (export, translate, import), and then nothing is stale", async () => {
    const editor = inStaleEditor();
    const xml = inCopy("i18n-export", ["--locale", "ar", "--out", "ar.xlf"]);
    expect(xml).toMatch(/ar\.xlf: \d+ texts of Arabic/);
    const exported = readFileSync(path.join(setup.site.root, "ar.xlf"), "utf8");
    const arabic = "نص مترجم من جديد عبر ملف المترجم.";
    writeFileSync(
      path.join(setup.site.root, "ar.xlf"),
      withTarget(exported, `${staleCard().id}/description`, arabic),
    );
    expect(inCopy("i18n-import", ["ar.xlf"])).toMatch(
      /texts imported into content\/ar\/use-cases\.json/,
    );
    expect(staleHere()).toEqual([]);
    // The preview again, as the next tests expect (Decap remembers the choice).
    await previewFrame(editor);
    await expectClean(editor);
  });

  let frenchAdded = false;

  test("adds French in the copy with i18n:add, a draft, not on the site", async () => {
    expect(inCopy("i18n-add", ["fr"])).toMatch(/French \(fr, "Français", ltr\) added as a draft/);
    expect(inCopy("i18n-status", [])).toMatch(/French \(fr\): draft, not on the site/);
    frenchAdded = true;
  });

  test("French exported, translated and imported is complete, and a language of every suite", async () => {
    if (!frenchAdded) throw new Error("The test before adds French: it failed or did not run.");
    inCopy("i18n-export", ["--locale", "fr", "--all", "--out", "fr.xlf"]);
    const file = path.join(setup.site.root, "fr.xlf");
    // A translator's work: every text, the tagline in French to find it by.
    writeFileSync(
      file,
      withTargets(readFileSync(file, "utf8"), (id, source) =>
        id === "tagline" ? FRENCH_TAGLINE : source,
      ),
    );
    expect(inCopy("i18n-import", ["fr.xlf"])).toMatch(
      /French is complete: it is a language of the site now/,
    );
    expect(inCopy("i18n-status", [])).toMatch(/French \(fr\): complete/);
    // Every suite takes its languages from the list, which has French now.
    writeFileSync(
      path.join(setup.site.root, "scripts/print-locales.ts"),
      'import { LOCALE_CODES } from "../src/i18n/locales";\nconsole.log(LOCALE_CODES.join(" "));\n',
    );
    expect(inCopy("print-locales", []).trim()).toBe([...LOCALE_CODES, "fr"].join(" "));
  });

  test("writes files that Prettier leaves alone and the content checks accept", async () => {
    const files = [FILES.site, FILES.useCases, FILES.models];
    expect(await prettierCheck(files)).toEqual(files.map((file) => [file, true]));
    // The edits above did change these files.
    expect(read(FILES.models)).not.toBe(original[FILES.models]);
    // The copy's own content checks, whose list of languages has French now (added above).
    expect(inCopy("check-content", [])).toMatch(/^Content OK/m);
  });
});

/**
 * The copy built from the edits above: a build is the tests' setting, not a test, so it is made
 * in the group's `beforeAll` with a build's time (some 50 s here), and each test reads it.
 */
test.describe("the edited copy, built", () => {
  const built = (file: string) => readFileSync(path.join(setup.site.root, "public", file), "utf8");

  test.beforeAll(async () => {
    test.setTimeout(SETUP_LIMIT_MS);
    // What this build shows is the edits above. After a failure above, Playwright goes on in a
    // new worker, whose copy has none of them: this says so now, not after the build.
    expect({
      newModel: read(FILES.models).includes(`"id": "${NEW_MODEL.id}"`),
      useCase: read(FILES.useCases).includes(NEW_USE_CASE_TEXT),
      french: existsSync(path.join(setup.site.root, "content/fr")),
    }).toEqual({ newModel: true, useCase: true, french: true });
    // The pages alone, unminified (buildSiteCopy says why).
    await buildSiteCopy(setup.site.root);
  });

  test("has no editor in its pages", () => {
    expect(existsSync(path.join(setup.site.root, "public/admin"))).toBe(false);
  });

  test("shows the new card with its label, and the use case's new text", () => {
    const html = built("index.html");
    const articles = html.match(/<article\b[^>]*>[\s\S]*?<\/article>/g) ?? [];
    const newCard = articles.filter((article) =>
      article.includes(`<h3 class="card__title">${NEW_MODEL.name}</h3>`),
    );
    expect(newCard).toHaveLength(1);
    expect(newCard[0]).toMatch(/^<article class="card card--soon">/);
    expect(newCard[0]).toContain('<p class="card__badge">Coming Soon</p>');
    // The post-build writes an apostrophe as it is, where React wrote &#x27;.
    expect(newCard[0]).toContain(NEW_MODEL.description);
    expect(html).toContain(NEW_USE_CASE_TEXT);
  });

  test("has French, added and translated above, as a language: its pages, named by the others as their alternate, and in the sitemap", () => {
    const html = built("index.html");
    const french = built("fr/index.html");
    expect(french).toMatch(/^<!DOCTYPE html><html[^>]* lang="fr"/);
    expect(french).toContain(FRENCH_TAGLINE);
    expect(built("fr/terms/index.html")).toMatch(/<html[^>]* lang="fr"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]*\/fr\/"/);
    expect(french).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/"/);
    expect(built("sitemap-0.xml")).toMatch(/<loc>[^<]*\/fr\/<\/loc>/);
  });

  test("shows the cards in the new order", () => {
    const html = built("index.html");
    // A title's text without its markup: "GPT-4o" is in a span that keeps it whole (WholeNames).
    const titles = [...html.matchAll(/<h3 class="card__title">([\s\S]*?)<\/h3>/g)].map((match) =>
      match[1]?.replace(/<[^>]*>/g, ""),
    );
    expect(titles).toEqual([
      ...cards(read(FILES.useCases)).map((card) => card.name),
      ...cards(read(FILES.models)).map((card) => card.name),
    ]);
    const models = cards(original[FILES.models]).map((card) => card.name);
    expect(titles.slice(-models.length - 1, -models.length + 2)).toEqual([
      models[0],
      models[2],
      models[1],
    ]);
  });
});

test.describe("the editor's screens, checked by axe (WCAG 2.2 AA and best practices)", () => {
  test("the login page: 0 violations, one main landmark and a level-one heading", async () => {
    // A context of its own: the others are logged in.
    const fresh = await setup.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const target = await fresh.newPage();
    await target.goto(`${setup.server.origin}/admin/`);
    await target.getByRole("button", { name: "Login" }).waitFor();
    await target
      .getByRole("main")
      .getByRole("heading", { level: 1, name: "Octopus content editor" })
      .waitFor();
    expect(summary(await analyse(target))).toEqual([]);
    await fresh.close();
  });

  test("a collection's list: 0 violations, its view buttons named", async () => {
    const target = await context.newPage();
    await target.goto(`${setup.server.origin}/admin/#/collections/legal`);
    const login = target.getByRole("button", { name: "Login" });
    const list = target.getByRole("button", { name: "Show as a list" });
    await login.or(list).first().waitFor();
    if (await login.isVisible()) await login.click();
    await target
      .getByRole("link", { name: /Terms of Use/ })
      .first()
      .waitFor();
    await list.waitFor();
    // Decap's loading bar is gone: the list is complete.
    await target.waitForFunction(() =>
      Array.from(document.querySelectorAll("body > canvas")).every(
        (bar) => getComputedStyle(bar).display === "none",
      ),
    );
    expect(summary(await analyse(target))).toEqual([]);
    await target.close();
  });

  test("an entry's edit screen with a card open: 0 violations, every control named", async () => {
    const editor = await open("models", "models");
    const first = at(
      await eventually(
        () => listNames(editor),
        (names) => names.length > 0,
      ),
      0,
    );
    await expand(await listItem(editor, first));
    await editor.getByRole("button", { name: `Remove ${first}` }).waitFor();
    await editor.getByTitle("Preview: the entry as the site shows it").waitFor();
    expect(summary(await analyse(editor))).toEqual([]);
    await expectClean(editor);
  });
});

test.describe("saves the editor refuses, leaving the file as it was", () => {
  test("an empty required field: the field says it is required", async () => {
    test.setTimeout(90_000);
    const editor = await open("use-cases", "use-cases");
    const before = readBytes(FILES.useCases);
    const sent = persistRequests(editor);
    const item = await listItem(editor, at(cards(before.toString()), 0).name);
    await expand(item);
    await setField(item.getByLabel("Name", { exact: true }), "");
    await publish(editor);

    expect(await refusal(editor)).toBe(
      "Oops, you've missed a required field. Please complete before saving.",
    );
    await item.getByText("Name is required.", { exact: true }).waitFor();
    expect(sent).toEqual([]);
    expect(readBytes(FILES.useCases).equals(before)).toBe(true);
    await expectClean(editor, { pageErrors: [INVALID_FIELD_REJECTION] });
  });

  test('a duplicate model name: the content checks\' message, name "…" is used twice', async () => {
    test.setTimeout(90_000);
    const editor = await open("models", "models");
    const before = readBytes(FILES.models);
    const sent = persistRequests(editor);
    const names = cards(before.toString()).map((card) => card.name);
    const [first, second] = [at(names, 0), at(names, 1)];
    const item = await listItem(editor, first);
    await expand(item);
    await setField(item.getByLabel("Name", { exact: true }), second);
    await publish(editor);

    const message = await refusal(editor);
    expect(message).toMatch(/^Failed to persist entry: Error: The content has 1 problem/);
    expect(message).toMatch(/content\/en\/models\.json: line \d+: items\[1\] \(/);
    expect(message).toContain(`name "${second}" is used twice, by items[0] and items[1]`);
    expect(message).toContain("Nothing was saved.");
    expect(sent).toEqual([]);
    expect(readBytes(FILES.models).equals(before)).toBe(true);
    await expectClean(editor, {
      consoleErrors: [GATE_REFUSAL_LOGGED],
      pageErrors: [REFUSED_SAVE_REJECTION],
    });
  });

  test("malformed chat URLs: the pattern's message, then the content checks' for an invalid URI", async () => {
    test.setTimeout(90_000);
    const editor = await open("site", "site");
    const before = readBytes(FILES.site);
    const sent = persistRequests(editor);
    // The English column's: in a new worker (after a failure above), Decap opens the entry with
    // German beside it, which shows the same field again.
    const chatUrl = column(editor, "left").getByLabel("Chat URL (Login to Chat)", { exact: true });
    const saved = (JSON.parse(before.toString()) as { chatUrl: string }).chatUrl;
    expect(
      await eventually(
        () => chatUrl.inputValue(),
        (value) => value === saved,
      ),
    ).toBe(saved);

    await setField(chatUrl, "htps://chat.octopusai.app");
    await publish(editor);
    const patternMessage = `Chat URL (Login to Chat) didn't match the pattern: ${commonSchema.definitions.httpsUrl.patternErrorMessage}.`;
    await editor.getByText(patternMessage, { exact: true }).waitFor();
    expect(sent).toEqual([]);
    expect(readBytes(FILES.site).equals(before)).toBe(true);

    // Starts with https://, so the field's pattern lets it through; it is not a URI.
    await setField(chatUrl, "https://chat octopus");
    await editor.getByText(patternMessage, { exact: true }).waitFor({ state: "detached" });
    await publish(editor);
    const message = await refusal(editor);
    expect(message).toMatch(/^Failed to persist entry: Error: The content has 1 problem/);
    expect(message).toMatch(
      /content\/en\/site\.json: line \d+: chatUrl "https:\/\/chat octopus" is not a valid web address\./,
    );
    expect(message).toContain("Nothing was saved.");
    expect(sent).toEqual([]);
    expect(readBytes(FILES.site).equals(before)).toBe(true);
    await expectClean(editor, {
      consoleErrors: [GATE_REFUSAL_LOGGED],
      pageErrors: [INVALID_FIELD_REJECTION, REFUSED_SAVE_REJECTION],
    });
  });
});

test.describe("/admin/ without the local backend", () => {
  let server: StaticServer;

  test.beforeAll(async () => {
    server = await startStaticServer({ withHeadersFile: true });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test("on localhost: says the editor is not set up here, and how to start it", async () => {
    const plain = await setup.browser.newContext();
    const plainWatch = await watchContext(plain);
    const target = await plain.newPage();
    await target.goto(`${server.origin}/admin/`);
    const main = target.getByRole("main");
    await main.getByRole("heading", { name: "The content editor is not set up here" }).waitFor();
    expect(await main.textContent()).toContain("npm run cms");
    expect(await target.getByRole("button", { name: "Login" }).count()).toBe(0);
    expect(summary(await analyse(target))).toEqual([]);

    expect(await plainWatch.violations(target)).toEqual([]);
    const { consoleErrors, pageErrors } = plainWatch.take();
    expect(pageErrors).toEqual([]);
    // The editor asks /api/v1 whether decap-server is there: here it is not.
    expect(consoleErrors).toEqual([
      `Failed to load resource: the server responded with a status of 404 (Not Found) @ ${server.origin}/api/v1`,
    ]);
    await plain.close();
  });

  test(`under another host name (${OTHER_HOST}): the production message, naming GATSBY_CMS_BACKEND`, async () => {
    const plain = await setup.browser.newContext();
    const plainWatch = await watchContext(plain);
    const target = await plain.newPage();
    const asked: string[] = [];
    target.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const origin = `http://${OTHER_HOST}:${new URL(server.origin).port}`;
    await target.goto(`${origin}/admin/`);
    const main = target.getByRole("main");
    await main.getByRole("heading", { name: "The content editor is not set up here" }).waitFor();
    expect(await main.textContent()).toContain("GATSBY_CMS_BACKEND");
    expect(await main.textContent()).not.toContain("npm run cms");
    // How a draft will be seen on the real site: deploy previews, and a pull request until then.
    await main.getByRole("heading", { name: "Seeing a draft on the real site" }).waitFor();
    expect(await main.textContent()).toMatch(/View preview.*deploy preview/s);
    expect(summary(await analyse(target))).toEqual([]);
    // Away from localhost the editor does not look for a local backend.
    expect(asked).not.toContain("/api/v1");

    expect(await plainWatch.violations(target)).toEqual([]);
    const { consoleErrors, pageErrors } = plainWatch.take();
    expect(pageErrors).toEqual([]);
    // Chromium ignores Cross-Origin-Opener-Policy on plain http:// away from localhost, and says
    // so; production serves https.
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toMatch(/^The Cross-Origin-Opener-Policy header has been ignored/);
    await plain.close();
  });
});
