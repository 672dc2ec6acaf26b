import fs from "fs";
import path from "path";

import { footerPages, readBlockPages } from "../src/gatsby/blockPages";
import { SPECIMEN_CONTENT } from "../src/gatsby/specimens";
import { readJsonIfPresent } from "../src/content/jsonFile";
import { missingTexts } from "../src/content/pageTexts";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../src/i18n/locales";
import {
  BLOCK_PAGES,
  SITE_LOCALES,
  SPECIMEN_PAGE,
  VIEWPORTS,
  siteLocaleOf,
} from "../scripts/shared/sitePages";
import { faqPageData, shownQuestions } from "./support/faqData";
import { setupBrowserSuite } from "./support/harness";
import { readPdf, squash } from "./support/pdf";
import { expect, test } from "./support/test";

/**
 * Pages made from blocks (content/<locale>/pages/<slug>.json), as visitors get them. The FAQ
 * block's behaviour is proven on the specimen (sitePages.ts, SPECIMEN_PAGE: every block at its
 * limits, 30 questions) in every language: its questions opening with no script, its FAQPage data
 * matching what the page shows, every answer on paper. What is about each real page's own
 * content (its FAQPage data among it) is pages.test.ts's; here, for every language, the footer
 * lists exactly the pages an editor marked for it, and a page not (yet) translated leaves no
 * trace in a language. So an editor adding, renaming or removing a page changes what these
 * tests read, never whether they hold.
 */
const site = setupBrowserSuite();

type Shown = {
  blocks: Array<{ type: string; title?: string; questions?: Array<{ question: string }> }>;
};

/** The specimen's content in a language, as the build wrote it (src/gatsby/specimens.ts). */
const specimenOf = (code: string): Shown =>
  readJsonIfPresent(
    path.join(SPECIMEN_CONTENT, code, "pages", `${SPECIMEN_PAGE.slice(1)}.json`),
  ) as Shown;

const questionsOf = (page: Shown) =>
  page.blocks.flatMap((block) => block.questions ?? []).map(({ question }) => question);

for (const locale of SITE_LOCALES) {
  const specimen = locale.localize(`${SPECIMEN_PAGE}/`);

  test(`${specimen} with JavaScript off: every answer of the FAQ block opens, and its FAQPage data is the page's`, async () => {
    const questions = questionsOf(specimenOf(locale.code));
    expect(questions.length).toBeGreaterThan(0);
    const page = await site.open(specimen, {
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const items = page.locator("details.faq__item");
    await expect(items).toHaveCount(questions.length);
    for (const [index, question] of questions.entries()) {
      const item = items.nth(index);
      const answer = item.locator(".faq__answer");
      await expect(item.locator("summary")).toHaveText(question);
      await expect(answer).toBeHidden();
      await item.locator("summary").click();
      await expect(answer).toBeVisible();
      expect((await answer.boundingBox())?.height ?? 0).toBeGreaterThan(10);
    }
    const shown = await shownQuestions(page);
    expect(shown.questions).toEqual(questions);
    expect(await faqPageData(page)).toEqual({ shape: "", inLanguage: locale.code, ...shown });
    await page.close();
  });

  test(`${locale.home}: the footer lists exactly the pages marked for it in ${locale.englishName}, each by its title, and one opens`, async () => {
    const expected = footerPages(BLOCK_PAGES, locale.code).map(({ label, to }) => ({
      name: label,
      href: locale.localize(`${to}/`),
    }));
    const page = await site.open(locale.home, { viewport: VIEWPORTS.desktop });
    const footer = page.getByRole("contentinfo");
    // Of the footer's links, those to a page made from blocks in this language, marked or not.
    const blockPages = new Set(
      BLOCK_PAGES.filter(({ locales }) => locales.includes(locale.code)).map(({ slug }) =>
        locale.localize(`/${slug}/`),
      ),
    );
    const links = await footer.getByRole("link").evaluateAll((list) =>
      list.map((link) => ({
        name: link.textContent?.trim() ?? "",
        href: link.getAttribute("href") ?? "",
      })),
    );
    expect(links.filter(({ href }) => blockPages.has(href))).toEqual(expected);
    const first = expected[0];
    if (first) {
      await footer.locator(`a[href="${first.href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${first.href}$`));
      await expect(page.locator("h1")).toBeVisible();
    }
    await page.close();
  });
}

test("a page not yet translated into a language has no page, footer link, alternate or sitemap entry there", () => {
  // A page in every language but one text of its German: the build's rule (readBlockPages), on
  // the specimen's content written as an editor's page.
  const root = test.info().outputPath("content");
  const file = (code: string) => path.join(root, code, "pages", "halfway.json");
  for (const { code } of SITE_LOCALES) {
    fs.mkdirSync(path.dirname(file(code)), { recursive: true });
    fs.writeFileSync(file(code), JSON.stringify(specimenOf(code)));
  }
  const german = readJsonIfPresent(file("de")) as { title?: string };
  delete german.title;
  fs.writeFileSync(file("de"), JSON.stringify(german));
  expect(missingTexts(readJsonIfPresent(file(DEFAULT_LOCALE)), german)).toHaveLength(1);
  expect(readBlockPages(root).map(({ slug, locales }) => ({ slug, locales }))).toEqual([
    { slug: "halfway", locales: LOCALE_CODES.filter((code) => code !== "de") },
  ]);
  // The built site agrees with the rule for every page and language.
  const sitemap = fs.readFileSync(path.join("public", "sitemap-0.xml"), "utf8");
  for (const { slug, locales } of BLOCK_PAGES) {
    for (const code of LOCALE_CODES) {
      const built = fs.existsSync(
        path.join("public", siteLocaleOf(code).localize(`/${slug}/`), "index.html"),
      );
      expect(`${code}: ${built}`).toBe(`${code}: ${locales.includes(code)}`);
      expect(sitemap.includes(`${siteLocaleOf(code).localize(`/${slug}/`)}</loc>`)).toBe(
        locales.includes(code),
      );
    }
  }
});

for (const locale of SITE_LOCALES) {
  test(`${locale.localize(`${SPECIMEN_PAGE}/`)} on paper: every question of the FAQ block with its answer, without the site's navigation or the store badges`, async () => {
    const page = await site.open(locale.localize(`${SPECIMEN_PAGE}/`), {
      viewport: VIEWPORTS.desktop,
    });
    // The answers as the screen has them, each question closed.
    const answers = await page
      .locator(".faq__answer")
      .evaluateAll((list) => list.map((answer) => answer.textContent ?? ""));
    expect(answers.length).toBeGreaterThan(0);
    await expect(page.locator("details[open]")).toHaveCount(0);
    const pdf = await readPdf(await page.pdf({ format: "A4" }));
    const printed = squash(pdf.lines.map((line) => line.text).join(" "));
    // In a Latin script the questions, and the answers' opening words, are in the PDF's text as
    // shown. Japanese and Arabic come out of the PDF with other code points (‧ for ・, ⻑ for 長)
    // and in visual order, which puts a line's Latin words (GPT-4o) elsewhere, and Arabic's marks
    // (the shadda of حلّ) beside another letter: a question of several lines is then found word
    // by word, its letters without their marks.
    const otherScripts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}]/u;
    for (const question of questionsOf(specimenOf(locale.code))) {
      if (!otherScripts.test(question)) expect(printed).toContain(squash(question));
      else {
        const letters = (text: string) => squash(text).normalize("NFKC").replace(/\p{M}/gu, "");
        const printedLetters = letters(printed);
        const words = question.split(/\s+/).map(letters).filter(Boolean);
        expect(words.filter((word) => !printedLetters.includes(word))).toEqual([]);
      }
    }
    if (!answers.some((answer) => otherScripts.test(answer))) {
      for (const answer of answers) {
        expect(printed).toContain(squash(answer).slice(0, 24));
      }
    }
    // In every script: in print, every answer is laid out under its question, each question closed.
    await page.emulateMedia({ media: "print" });
    const heights = await page
      .locator(".faq__answer")
      .evaluateAll((list) => list.map((answer) => answer.getBoundingClientRect().height));
    expect(heights.filter((height) => height < 16)).toEqual([]);
    // And no navigation, footer or store badge takes paper.
    for (const selector of [".site-header", ".site-footer", ".block__action"]) {
      await expect(page.locator(selector).first()).toBeHidden();
    }
    await page.close();
  });
}
