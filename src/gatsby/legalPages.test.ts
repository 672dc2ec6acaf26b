import { legalPages } from "./legalPages";
import type { LegalNode } from "./legalPages";

const node = (locale: string, slug: string): LegalNode => ({
  id: `${locale}${slug}`,
  locale,
  slug,
  contentFilePath: `/site/content/legal/${locale === "en" ? "" : `${locale}/`}${slug.slice(1)}.mdx`,
});

const summary = (nodes: LegalNode[]) =>
  legalPages(nodes).map(({ path, node: shown, englishOnly, textLocales }) => [
    path,
    shown.id,
    englishOnly,
    textLocales.join(" "),
  ]);

describe("the legal pages", () => {
  it("show the English text in every locale until one is translated", () => {
    expect(summary([node("en", "/terms")])).toEqual([
      ["/terms", "en/terms", false, "en"],
      ["/de/terms", "en/terms", true, "en"],
      ["/ja/terms", "en/terms", true, "en"],
      ["/ar/terms", "en/terms", true, "en"],
    ]);
  });

  it("show a locale's translation on its page, and name the languages the text is in", () => {
    const nodes = [node("en", "/terms"), node("ar", "/terms"), node("de", "/terms")];
    expect(summary(nodes)).toEqual([
      ["/terms", "en/terms", false, "en de ar"],
      ["/de/terms", "de/terms", false, "en de ar"],
      ["/ja/terms", "en/terms", true, "en de ar"],
      ["/ar/terms", "ar/terms", false, "en de ar"],
    ]);
  });

  it("pair a translation with its English text by slug, not by file name", () => {
    const german = {
      ...node("de", "/privacy"),
      contentFilePath: "/site/content/legal/de/datenschutz.mdx",
    };
    const pages = legalPages([node("en", "/terms"), node("en", "/privacy"), german]);
    expect(pages.filter(({ node: shown }) => shown === german).map(({ path }) => path)).toEqual([
      "/de/privacy",
    ]);
  });

  it("give an untranslated text its title and description in the page's language", () => {
    const heads = [
      node("en", "/terms"),
      { ...node("de", "/terms"), headOnly: true },
      node("ja", "/terms"),
    ];
    const pages = legalPages(heads);
    expect(pages.map(({ path, node: shown, head }) => [path, shown.id, head.id])).toEqual([
      ["/terms", "en/terms", "en/terms"],
      ["/de/terms", "en/terms", "de/terms"],
      ["/ja/terms", "ja/terms", "ja/terms"],
      ["/ar/terms", "en/terms", "en/terms"],
    ]);
    // The German page still shows the English text: it is no alternate of the others.
    expect(
      summary(heads).map(([path, , englishOnly, locales]) => [path, englishOnly, locales]),
    ).toEqual([
      ["/terms", false, "en ja"],
      ["/de/terms", true, "en ja"],
      ["/ja/terms", false, "en ja"],
      ["/ar/terms", true, "en ja"],
    ]);
  });
});
