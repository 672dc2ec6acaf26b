import fs from "fs";
import path from "path";

import { localizedPage } from "../content/englishFallback";
import { readJsonIfPresent } from "../content/jsonFile";
import { pageLocales } from "../content/pageTexts";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/**
 * The pages made from blocks (content/en/pages/<slug>.json) and the languages each exists in: a
 * translation makes its language's page once it gives every text (pageTexts.ts). Read from the
 * files, the same rule as the content checks, so the pages the build makes, the footer's links
 * and the checks' idea of which pages exist agree.
 */
export type BlockPageFacts = {
  slug: string;
  /** The languages the page exists in, English first. */
  locales: LocaleCode[];
  /** Its title in each of those languages. */
  titles: Partial<Record<LocaleCode, string>>;
  /** Listed in the footer, in each of its languages. */
  footer: boolean;
  /** The block types it has: "faq", "useCases"… */
  types: string[];
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** Every English page under contentDir/en/pages/, in slug order. */
export function readBlockPages(contentDir = path.resolve("content")): BlockPageFacts[] {
  const dir = path.join(contentDir, DEFAULT_LOCALE, "pages");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const slug = name.slice(0, -".json".length);
      const english = readJsonIfPresent(path.join(dir, name));
      const translations = LOCALES.filter(({ code }) => code !== DEFAULT_LOCALE).map(
        ({ code }) => ({
          locale: code,
          translation: readJsonIfPresent(path.join(contentDir, code, "pages", name)),
        }),
      );
      const locales = [DEFAULT_LOCALE, ...pageLocales(english, translations)];
      const titles = Object.fromEntries(
        locales.map((locale) => {
          const translation = translations.find((t) => t.locale === locale)?.translation;
          const page = asRecord(localizedPage(english, translation));
          return [locale, String(page.title ?? slug)];
        }),
      );
      const blocks = asRecord(english).blocks;
      const types = Array.isArray(blocks)
        ? blocks.map((block) => String(asRecord(block).type))
        : [];
      return { slug, locales, titles, footer: asRecord(english).footer === true, types };
    });
}

/** The footer's links to pages made from blocks, in one language: those that exist in it. */
export const footerPages = (pages: BlockPageFacts[], locale: LocaleCode) =>
  pages.flatMap(({ slug, locales, titles, footer }) =>
    footer && locales.includes(locale) ? [{ label: titles[locale] ?? slug, to: `/${slug}` }] : [],
  );
