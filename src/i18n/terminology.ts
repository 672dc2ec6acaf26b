import type { LocaleCode } from "./locales";

/**
 * Each language's agreed terms: forms a native reviewer struck out, with the one to use instead.
 * The content checks apply them to every translated text (content/<locale>/), and unit tests to
 * the site's own words (strings.ts) and the design's (design/texts.ts), so a term chosen once is
 * the term everywhere: in the cards, the alt texts, the screenshot and the social card.
 */
type Rule = { avoid: RegExp; use: string; why: string };

export const TERMINOLOGY: Partial<Record<LocaleCode, Rule[]>> = {
  ja: [
    {
      avoid: /Web検索/,
      use: "ウェブ検索",
      why: "one term for web search everywhere, as the app's own screen says",
    },
    {
      avoid: /Octopus:/,
      use: "Octopus：",
      why: "a full-width colon after the product's name, as in the page's heading",
    },
  ],
  ar: [
    {
      avoid: /حلّال/,
      use: "حل مسائل",
      why: 'without its shadda "حلال" reads as "halal"',
    },
    {
      avoid: /اليوم \d/,
      use: "اليوم الأول، اليوم الثاني…",
      why: "days are counted in words",
    },
    {
      avoid: /نماذج (المنتجات|أولية)/,
      use: "التصاميم التجريبية",
      why: 'on this site "نماذج" means AI models; a product mock-up is a design',
    },
  ],
};

/** What in `text` goes against the locale's terms, one message per rule broken. */
export function terminologyProblems(locale: LocaleCode, text: string): string[] {
  return (TERMINOLOGY[locale] ?? [])
    .filter(({ avoid }) => avoid.test(text))
    .map(({ avoid, use, why }) => {
      const found = avoid.exec(text)?.[0] ?? "";
      return `"${found}": write ${use} (${why}).`;
    });
}
