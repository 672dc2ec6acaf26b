import fs from "fs";
import path from "path";

import { readBlockPages } from "../src/gatsby/blockPages";
import { localizedPage } from "../src/content/englishFallback";
import { readJsonIfPresent } from "../src/content/jsonFile";
import { missingTexts } from "../src/content/pageTexts";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../src/i18n/locales";
import { BLOCK_PAGES, SITE_LOCALES, VIEWPORTS, siteLocaleOf } from "../scripts/shared/sitePages";
import { setupBrowserSuite } from "./support/harness";
import { readPdf, squash } from "./support/pdf";
import { expect, test } from "./support/test";

/**
 * Pages made from blocks (content/<locale>/pages/<slug>.json), as visitors get them: the FAQ in
 * every language, its questions opening with no script, its FAQPage data matching what the page
 * shows, the footer listing it, and a page not (yet) translated leaving no trace in a language.
 */
const site = setupBrowserSuite();

type Faq = {
  title: string;
  blocks: Array<{ type: string; title?: string; questions?: Array<{ question: string }> }>;
};

test("the FAQ ships in every language of the site", () => {
  const faq = BLOCK_PAGES.find(({ slug }) => slug === "faq");
  expect(faq?.locales).toEqual(LOCALE_CODES);
  expect(faq?.footer).toBe(true);
});

for (const locale of SITE_LOCALES) {
  const file = (code: string) => path.join("content", code, "pages", "faq.json");
  const english = readJsonIfPresent(file(DEFAULT_LOCALE));
  const shown = localizedPage(
    english,
    locale.code === DEFAULT_LOCALE ? undefined : readJsonIfPresent(file(locale.code)),
  ) as Faq;
  const questions = shown.blocks.flatMap((block) => block.questions ?? []);
  // The page's first hero is its heading; a page without one has its title as the heading.
  const heading = shown.blocks.find((block) => block.type === "hero")?.title ?? shown.title;

  test(`${locale.localize("/faq/")} with JavaScript off: every answer opens, and its FAQPage data is the page's`, async () => {
    const page = await site.open(locale.localize("/faq/"), {
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    await expect(page.locator("h1")).toHaveText(heading);
    const items = page.locator("details.faq__item");
    await expect(items).toHaveCount(questions.length);
    for (const [index, { question }] of questions.entries()) {
      const item = items.nth(index);
      const answer = item.locator(".faq__answer");
      await expect(item.locator("summary")).toHaveText(question);
      await expect(answer).toBeHidden();
      await item.locator("summary").click();
      await expect(answer).toBeVisible();
      expect((await answer.boundingBox())?.height ?? 0).toBeGreaterThan(10);
    }

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const faqPage = data.find((entry: { "@type"?: string }) => entry["@type"] === "FAQPage");
    expect(faqPage?.["@context"]).toBe("https://schema.org");
    expect(faqPage?.inLanguage).toBe(locale.code);
    const entities = faqPage?.mainEntity as Array<Record<string, unknown>>;
    expect(entities.map((entity) => entity.name)).toEqual(questions.map((q) => q.question));
    for (const entity of entities) {
      expect(entity["@type"]).toBe("Question");
      const answer = entity.acceptedAnswer as { "@type": string; text: string };
      expect(answer["@type"]).toBe("Answer");
      expect(answer.text.length).toBeGreaterThan(20);
    }
    const shownAnswers = await items
      .locator(".faq__answer")
      .evaluateAll((answers) => answers.map((answer) => answer.innerHTML.trim()));
    expect(entities.map((entity) => (entity.acceptedAnswer as { text: string }).text)).toEqual(
      shownAnswers,
    );
    await page.close();
  });

  test(`${locale.home}: the footer lists the FAQ by its title in ${locale.englishName}, and the FAQ's head names all four languages`, async () => {
    const page = await site.open(locale.home, { viewport: VIEWPORTS.desktop });
    const footer = page.getByRole("contentinfo");
    // Found by its address, then named: another page may share the FAQ's title.
    const link = footer.locator(`a[href="${locale.localize("/faq/")}"]`);
    await expect(link).toHaveAccessibleName(shown.title);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${locale.localize("/faq/")}$`));
    // Gatsby writes the new page's head once it has rendered it, and may take it out and put it
    // back once more as it does (a busy CI read none between a count of five and their names):
    // polled until the head holds them, read in one go.
    await expect
      .poll(() =>
        page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")).sort()),
      )
      .toEqual([...LOCALE_CODES, "x-default"].sort());
    await page.close();
  });
}

test("a page not yet translated into a language has no page, footer link, alternate or sitemap entry there", () => {
  const testInfo = test.info();
  // A copy of the content with a page whose German translation lacks one text: the build's rule.
  const root = testInfo.outputPath("content");
  fs.cpSync("content", root, { recursive: true });
  const german = readJsonIfPresent(path.join(root, "de", "pages", "faq.json")) as {
    title?: string;
  };
  delete german.title;
  fs.writeFileSync(path.join(root, "de", "pages", "faq.json"), JSON.stringify(german));
  const faq = readBlockPages(root).find(({ slug }) => slug === "faq");
  expect(faq?.locales).toEqual(LOCALE_CODES.filter((code) => code !== "de"));
  expect(
    missingTexts(readJsonIfPresent(path.join(root, "en", "pages", "faq.json")), german),
  ).toHaveLength(1);
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
  test(`${locale.localize("/faq/")} on paper: every question with its answer, without the site's navigation or the store badges`, async () => {
    const english = readJsonIfPresent(path.join("content", DEFAULT_LOCALE, "pages", "faq.json"));
    const translation =
      locale.code === DEFAULT_LOCALE
        ? undefined
        : readJsonIfPresent(path.join("content", locale.code, "pages", "faq.json"));
    const page = await site.open(locale.localize("/faq/"), { viewport: VIEWPORTS.desktop });
    // The answers as the screen has them, each question closed.
    const answers = await page
      .locator(".faq__answer")
      .evaluateAll((list) => list.map((answer) => answer.textContent ?? ""));
    expect(answers.length).toBeGreaterThan(0);
    await expect(page.locator("details[open]")).toHaveCount(0);
    const pdf = await readPdf(await page.pdf({ format: "A4" }));
    const printed = squash(pdf.lines.map((line) => line.text).join(" "));
    const shown = localizedPage(english, translation) as Faq;
    for (const { question } of shown.blocks.flatMap((block) => block.questions ?? [])) {
      expect(printed).toContain(squash(question));
    }
    // In a Latin script the answers' opening words are in the PDF's text as shown; Japanese and
    // Arabic come out of the PDF with other code points (‧ for ・, ⻑ for 長) and in visual order.
    const otherScripts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}]/u;
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
