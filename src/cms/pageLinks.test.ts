/** @jest-environment node */
import { deleteRefusal, leadsTo, linksToPage } from "./pageLinks";

/**
 * Delete page is refused while another page, a translation or a legal text links to it, and the
 * message names the page that links, its file and line.
 */

const page = (title: string, answer: string) =>
  `${JSON.stringify(
    {
      $schema: "../../schemas/page.schema.json",
      title,
      blocks: [
        { type: "faq", id: "q", title: "Q", questions: [{ id: "a", question: "?", answer }] },
      ],
    },
    null,
    2,
  )}\n`;

const files = {
  "content/en/pages/faq.json": page("FAQ", "See [pricing](/pricing)."),
  "content/de/pages/faq.json": page("Häufige Fragen", "Siehe [Preise](/de/pricing/#pro)."),
  "content/en/pages/pricing.json": page("Pricing", "Back to [the FAQ](/faq)."),
  "content/en/pages/about.json": page(
    "About",
    "Not [this one](/pricing-old) or [that](https://x.test/pricing).",
  ),
  "content/legal/terms.mdx":
    '---\ntitle: Terms of Use\nslug: /terms\n---\n\nPrices are on <a href="/pricing">a page</a>.\n',
  "content/en/site.json":
    '{ "siteUrl": "https://www.octopusai.app", "tagline": "[no](/pricing)" }\n',
};

describe("the links to a page", () => {
  it("lead to it in any language, with or without a slash, an anchor or a query", () => {
    for (const url of [
      "/pricing",
      "/pricing/",
      "/de/pricing",
      "/ja/pricing/#pro",
      "/pricing?x=1",
    ]) {
      expect([url, leadsTo(url, "pricing")]).toEqual([url, true]);
    }
    for (const url of [
      "/pricing-old",
      "pricing",
      "//pricing",
      "https://x.test/pricing",
      "/fr/pricing",
      "/",
    ]) {
      expect([url, leadsTo(url, "pricing")]).toEqual([url, false]);
    }
  });

  it("lead to it written with the site's address too", () => {
    const site = "https://www.octopusai.app";
    for (const url of [
      "https://www.octopusai.app/pricing/",
      "https://www.octopusai.app/pricing",
      "https://WWW.octopusai.app/de/pricing#pro",
      "http://www.octopusai.app/pricing?x=1",
    ]) {
      expect([url, leadsTo(url, "pricing", site)]).toEqual([url, true]);
      expect([url, leadsTo(url, "pricing")]).toEqual([url, false]);
    }
    for (const url of [
      "https://www.octopusai.app",
      "https://www.octopusai.app/pricing-old",
      "https://www.octopusai.app.x.test/pricing",
      "https://octopusai.app.evil/pricing",
      "mailto:pricing@octopusai.app",
    ]) {
      expect([url, leadsTo(url, "pricing", site)]).toEqual([url, false]);
    }
  });

  it("are found written with the site's address, as a link or between angle brackets", () => {
    const linking = {
      "content/en/site.json": files["content/en/site.json"],
      "content/en/pages/pricing.json": page(
        "Pricing",
        "See [the FAQ](https://www.octopusai.app/faq/).",
      ),
      "content/en/pages/help.json": page("Help", "Questions: <https://www.octopusai.app/faq>"),
    };
    expect(linksToPage(linking, "faq")).toEqual([
      {
        file: "content/en/pages/pricing.json",
        title: "Pricing",
        url: "https://www.octopusai.app/faq/",
        line: 13,
      },
      {
        file: "content/en/pages/help.json",
        title: "Help",
        url: "https://www.octopusai.app/faq",
        line: 13,
      },
    ]);
  });

  it("are found in every page and translation and in the legal texts, the page's own files aside", () => {
    expect(linksToPage(files, "pricing")).toEqual([
      { file: "content/en/pages/faq.json", title: "FAQ", url: "/pricing", line: 13 },
      {
        file: "content/de/pages/faq.json",
        title: "Häufige Fragen",
        url: "/de/pricing/#pro",
        line: 13,
      },
      { file: "content/legal/terms.mdx", title: "Terms of Use", url: "/pricing", line: 6 },
    ]);
    expect(linksToPage(files, "faq")).toEqual([
      { file: "content/en/pages/pricing.json", title: "Pricing", url: "/faq", line: 13 },
    ]);
  });
});

describe("deleting a page", () => {
  it("is refused while a page links to it, naming that page, its file and line", () => {
    expect(deleteRefusal(files, "faq")).toBe(
      'The page /faq/ cannot be deleted: the page "Pricing" (content/en/pages/pricing.json, line 13: /faq) links to it. Remove the link first, then delete the page. Nothing was deleted.',
    );
    expect(deleteRefusal(files, "pricing")).toBe(
      'The page /pricing/ cannot be deleted: these link to it: the page "FAQ" (content/en/pages/faq.json, line 13: /pricing); the page "Häufige Fragen" (content/de/pages/faq.json, line 13: /de/pricing/#pro); the legal text "Terms of Use" (content/legal/terms.mdx, line 6: /pricing). Remove the links first, then delete the page. Nothing was deleted.',
    );
  });

  it("is allowed when nothing links to it", () => {
    expect(deleteRefusal(files, "about")).toBeUndefined();
  });
});
