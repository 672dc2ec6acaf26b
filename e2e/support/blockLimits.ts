import path from "path";

import type { Browser, Page } from "@playwright/test";

import { startStaticServer } from "../../scripts/shared/staticServer";
import type { LocaleCode } from "../../src/i18n/locales";
import { localizedPage } from "../../src/content/englishFallback";
import { readJsonIfPresent } from "../../src/content/jsonFile";
import { maxLengthOf, pageTexts } from "../../src/content/pageTexts";
import type { Harness } from "./harness";
import { startScripts } from "./harness";
import { EDGE_WIDTHS, SWEEP_WIDTHS } from "./layout";
import { inMode, MODES, open, sweep } from "./layoutSuite";
import { atLength } from "./limits";
import { expect, test } from "./test";

/**
 * A built page made from blocks with every text at its schema's maximum, as an editor may write
 * it and the build accepts: the layout sweep of layout-limits.test.ts, for blocks. The texts are
 * the language's own words (the FAQ's, its longest of each kind), repeated to the length, and put
 * into the built page where the build puts each field: what a build with them would lay out.
 */

const CONTENT = path.resolve(__dirname, "../../content");
/** Each block field a page shows, by where the build draws it, with its schema's limit. */
const LIMITED = [
  { selector: ".block-page__title", field: "title", type: "page" },
  { selector: ".block-hero .hero__title", field: "title", type: "hero" },
  { selector: ".block-hero .hero__lead", field: "text", type: "hero" },
  { selector: ".block .prose p", field: "body", type: "text" },
  { selector: ".card-section__title", field: "title", type: "cards" },
  { selector: ".card-section__intro", field: "intro", type: "cards" },
  { selector: ".card__title", field: "title", type: "cards" },
  { selector: ".card__text", field: "text", type: "cards" },
  { selector: ".faq .block__title", field: "title", type: "faq" },
  { selector: ".faq__question", field: "question", type: "faq" },
  { selector: ".faq__answer", field: "answer", type: "faq" },
  { selector: ".cta .block__title", field: "title", type: "cta" },
  { selector: ".cta__text", field: "text", type: "cta" },
  { selector: ".block-image__caption", field: "caption", type: "image" },
] as const;

const limitOf = (type: string, field: string): number => {
  const limit = maxLengthOf(type, field);
  if (!limit) throw new Error(`No limit for ${type}.${field} in the schemas.`);
  return limit;
};

/** The language's own words: the longest text of the FAQ in that language. */
function wordsOf(locale: LocaleCode): string {
  const english = readJsonIfPresent(path.join(CONTENT, "en", "pages", "faq.json"));
  const translation = readJsonIfPresent(path.join(CONTENT, locale, "pages", "faq.json"));
  const texts = pageTexts(localizedPage(english, translation)).map(({ source }) =>
    source.replace(/[*[\]()#/]/g, ""),
  );
  return texts.reduce((best, text) => (text.length > best.length ? text : best), "");
}

/** Every limited text of the open page set to its maximum, each details opened; counts per field. */
export async function fillBlocksToLimits(page: Page, locale: LocaleCode) {
  const sample = wordsOf(locale);
  const fills = LIMITED.map(({ selector, field, type }) => ({
    selector,
    text: atLength(sample, limitOf(type, field)),
  }));
  const counts = await page.evaluate((all) => {
    // The questions open (not the header's language menu, a details element too).
    for (const details of document.querySelectorAll<HTMLDetailsElement>("details.faq__item")) {
      details.open = true;
    }
    return all.map(({ selector, text }) => {
      const found = [...document.querySelectorAll(selector)];
      for (const element of found) element.textContent = text;
      return found.length;
    });
  }, fills);
  return Object.fromEntries(LIMITED.map(({ selector }, index) => [selector, counts[index] ?? 0]));
}

/** A harness over a built copy of the site, served from its public/, in `browser`. */
export async function builtHarness(browser: Browser, root: string) {
  const server = await startStaticServer({ root: path.join(root, "public") });
  const contexts: Array<{ close: () => Promise<void> }> = [];
  const newPage: Harness["newPage"] = async (options = {}) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
  const harness: Harness = {
    origin: () => server.origin,
    newPage,
    open: async (pagePath, options = {}) => {
      const page = await newPage(options);
      await page.goto(server.origin + pagePath, { waitUntil: "load" });
      if (options.javaScriptEnabled !== false) await startScripts(page);
      return page;
    },
  };
  const close = async () => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
    await server.close();
  };
  return { harness, close };
}

const LIMIT_MODES = MODES.filter(({ name }) => name !== "dark" && name !== "forced colors");
const widthsIn = (mode: (typeof MODES)[number]) =>
  mode.name === "light" ? SWEEP_WIDTHS : EDGE_WIDTHS;

/**
 * The page at `pagePath` in the built copy with every text at its limit, swept as the home page
 * is at its limits: light at every width, 200 % text, text spacing and both at the edge widths.
 */
export async function expectBlocksHoldAtLimits(
  harness: Harness,
  pagePath: string,
  locale: LocaleCode,
): Promise<void> {
  const { page, loaded } = await open(harness, pagePath, async (filling) => {
    const counts = await fillBlocksToLimits(filling, locale);
    // Every kind of block is on the page, so no limit silently missed it.
    expect(
      Object.entries(counts).filter(
        ([selector, count]) => count === 0 && selector !== ".block-page__title",
      ),
    ).toEqual([]);
  });
  for (const mode of LIMIT_MODES) {
    await test.step(`${pagePath} in ${mode.name}`, () =>
      inMode(page, loaded, mode, async () => {
        expect
          .soft(await sweep(page, mode.rules, widthsIn(mode)), `${pagePath} in ${mode.name}`)
          .toEqual([]);
      }));
  }
}
