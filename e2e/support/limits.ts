import { readFileSync } from "fs";
import path from "path";
import type { Page } from "@playwright/test";

import { fill } from "../../src/i18n/fill";
import type { LocaleCode } from "../../src/i18n/locales";
import { UI_STRINGS } from "../../src/i18n/strings";
import { SCHEMA_DOCUMENTS } from "../../src/content/schemaDocuments";
import { atLength } from "../../src/content/specimen";
import { expect } from "./test";

export { atLength };

/**
 * A locale's home page with every text the schemas limit at its limit: what an editor may write
 * and the build accepts, so what the layout must hold. The product's name is 12 characters (it is
 * English's in every locale), the tagline 60, and every card's name and description as long as
 * the schemas allow. The texts are the locale's own words, repeated to the length (a Japanese
 * text stays unspaced, a German one keeps its compounds), and put into the built page, whose
 * markup is the build's: what a build with these texts would lay out.
 */

type Card = { name: string; description: string };
type LocaleContent = { tagline: string; cards: Card[] };

const CONTENT_DIR = path.resolve(__dirname, "../../content");

const read = (locale: LocaleCode, file: string) =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, locale, file), "utf8")) as {
    tagline?: string;
    items?: Card[];
  };

function contentOf(locale: LocaleCode): LocaleContent {
  const cards = ["use-cases.json", "models.json"].flatMap((file) => read(locale, file).items ?? []);
  return { tagline: read(locale, "site.json").tagline ?? "", cards };
}

type LengthRule = { maxLength?: number };
const props = (schema: unknown) =>
  (
    schema as {
      properties: Record<
        string,
        LengthRule & { items?: { properties: Record<string, LengthRule> } }
      >;
    }
  ).properties;
// The schemas as the site reads them: a list's card written out where its `$ref` was.
const siteSchema = SCHEMA_DOCUMENTS["site.schema.json"];
const cardSchemas = ["use-cases", "models"].map((name) => SCHEMA_DOCUMENTS[`${name}.schema.json`]);
const cardLimit = (field: keyof Card) =>
  Math.min(
    ...cardSchemas.map(
      (schema) => props(schema).items?.items?.properties[field]?.maxLength ?? Infinity,
    ),
  );

/** The schemas' limits, read from content/schemas/ so a changed limit is tested as it changes. */
export const LIMITS = {
  productName: props(siteSchema).productName?.maxLength ?? 0,
  tagline: props(siteSchema).tagline?.maxLength ?? 0,
  cardName: cardLimit("name"),
  cardDescription: cardLimit("description"),
};

const longest = (texts: string[]) =>
  texts.reduce((best, text) => (text.length > best.length ? text : best), "");

export type LimitTexts = {
  productName: string;
  heading: string;
  tagline: string;
  cardName: string;
  cardDescription: string;
};

/** The texts at their limits in a locale, from its own longest texts of each kind. */
export function textsAtLimits(locale: LocaleCode): LimitTexts {
  const { tagline, cards } = contentOf(locale);
  // A product name at its limit, in words of a product name's length.
  const productName = atLength("Octopus Chat", LIMITS.productName);
  const longTagline = atLength(tagline, LIMITS.tagline);
  return {
    productName,
    tagline: longTagline,
    heading: fill(UI_STRINGS[locale].productTitle, { product: productName, tagline: longTagline }),
    cardName: atLength(longest(cards.map(({ name }) => name)), LIMITS.cardName),
    cardDescription: atLength(
      longest(cards.map(({ description }) => description)),
      LIMITS.cardDescription,
    ),
  };
}

/** Puts the texts into the open page where the build puts those fields, and waits for layout. */
export async function fillToLimits(page: Page, texts: LimitTexts): Promise<void> {
  const filled = await page.evaluate((t) => {
    const set = (selector: string, text: string) => {
      const found = [...document.querySelectorAll(selector)];
      for (const element of found) element.textContent = text;
      return found.length;
    };
    const footerBrand = document.querySelector(".site-footer__brand > span");
    if (footerBrand) {
      footerBrand.textContent = "";
      const strong = document.createElement("strong");
      strong.textContent = t.productName;
      footerBrand.append(strong, ` · ${t.tagline}`);
    }
    return {
      brand: set(".brand__name", t.productName),
      heading: set("#hero-title", t.heading),
      names: set(".card__title", t.cardName),
      descriptions: set(".card__text", t.cardDescription),
      footer: footerBrand ? 1 : 0,
    };
  }, texts);
  // Every place the page has these fields was found, so the texts cannot silently miss the page.
  expect(filled.brand).toBe(1);
  expect(filled.heading).toBe(1);
  expect(filled.footer).toBe(1);
  expect(filled.names).toBeGreaterThan(4);
  expect(filled.descriptions).toBe(filled.names);
}
