/** @jest-environment node */
import { GUIDE, GUIDE_DE_TEXT, GUIDE_TEXT, edited, pageMessages } from "../../test/blockPages";
import { pageLocales } from "./pages";
import { slugFrom, slugProblem, takenSlugs } from "./pageSlugs";

/** The English page of the fixture with one change. */
const guide = (from: string | RegExp, to: string) =>
  pageMessages({ [GUIDE]: edited(GUIDE_TEXT, from, to) });

describe("a page made from blocks (content/en/pages/<slug>.json)", () => {
  it("passes, with its translation, as the site's other content does", () => {
    expect(pageMessages()).toEqual([]);
  });

  it("names the block, the item and the field of a FAQ question with an empty answer", () => {
    expect(guide('"answer": "Yes, **automatically**."', '"answer": ""')).toEqual([
      'content/en/pages/guide.json: line 32: blocks[2] (faq "billing"): questions[1] (id "renewal"): answer is empty: write some text.',
    ]);
  });

  it("refuses a FAQ question with no answer", () => {
    expect(guide(',\n          "answer": "Yes, **automatically**."', "")).toEqual([
      'content/en/pages/guide.json: line 29: blocks[2] (faq "billing"): questions[1] (id "renewal"): answer is missing. Required: id, question, answer.',
    ]);
  });

  it("names the block types when a type is unknown", () => {
    expect(guide('"type": "faq"', '"type": "faqs"')).toEqual([
      'content/en/pages/guide.json: line 20: blocks[2]: unknown block type "faqs". Types: hero, text, cards, faq, cta, image, useCases, models.',
    ]);
  });

  it("says so when a block has no type", () => {
    expect(guide('"type": "faq",\n      ', "")).toEqual([
      'content/en/pages/guide.json: line 19: blocks[2] (id "billing"): type is missing. Types: hero, text, cards, faq, cta, image, useCases, models.',
    ]);
  });

  it("wants an id on every block, for its translations to pair with", () => {
    expect(guide('"id": "basics",\n      ', "")).toEqual([
      "content/en/pages/guide.json: line 14: blocks[1] (text): id is missing. Required: type, id, body.",
    ]);
  });

  it("refuses two blocks with one id, naming both", () => {
    expect(guide('"id": "steps"', '"id": "billing"')).toEqual([
      'content/en/pages/guide.json: line 38: blocks[3] (cards "billing"): id "billing" is used twice, by blocks[2] and blocks[3]. Each id must be unique within the file.',
    ]);
  });

  it("refuses two items with one id in a block", () => {
    expect(guide('"id": "renewal"', '"id": "refunds"')).toEqual([
      'content/en/pages/guide.json: line 30: blocks[2] (faq "billing"): questions[1] (id "refunds"): id "refunds" is used twice, by questions[0] and questions[1]. Each id must be unique within the list.',
    ]);
  });

  it("refuses a page with no blocks", () => {
    const empty = `{\n  "title": "Empty",\n  "description": "Nothing yet.",\n  "blocks": []\n}\n`;
    expect(pageMessages({ [GUIDE]: empty, "content/de/pages/guide.json": undefined })).toEqual([
      "content/en/pages/guide.json: line 4: blocks is empty: add at least one.",
    ]);
  });

  it("holds a text to its schema's maximum", () => {
    expect(guide('"title": "Billing"', `"title": "${"Billing ".repeat(8).trim()}"`)).toEqual([
      'content/en/pages/guide.json: line 22: blocks[2] (faq "billing"): title is too long: 63 characters, at most 60. Shorten it.',
    ]);
  });

  it("refuses raw HTML in Markdown, on the line of the field and of the text", () => {
    expect(guide("Read the [Terms of Use](/terms) first.", "Read the <b>Terms</b> first.")).toEqual(
      [
        'content/en/pages/guide.json: line 17: blocks[1] (text "basics"): body (line 3 of the text) has HTML ("<b>"), which a text may not hold. Write it in Markdown: **strong**, *emphasis*, [a link](/terms).',
      ],
    );
  });

  it("refuses a javascript: link", () => {
    expect(guide('"Only where the law says so."', '"[Ask us](javascript:alert(1))."')).toEqual([
      'content/en/pages/guide.json: line 27: blocks[2] (faq "billing"): questions[0] (id "refunds"): answer has a link to "javascript:alert(1)": the site allows no "javascript:" links. Link to a page of the site ("/terms") or to an address starting with https://.',
    ]);
  });

  it("names a misspelt field and the allowed values of an action", () => {
    expect(guide('"title": "Billing"', '"titel": "Billing"')).toEqual([
      'content/en/pages/guide.json: line 19: blocks[2] (faq "billing"): title is missing. Required: type, id, title, questions.',
      'content/en/pages/guide.json: line 22: blocks[2] (faq "billing"): unknown field "titel" (did you mean "title"?). Allowed: type, id, title, questions.',
    ]);
    expect(guide('"action": "chat"', '"action": "login"')).toEqual([
      'content/en/pages/guide.json: line 12: blocks[0] (hero "intro"): action "login" is not allowed. Allowed: "chat", "stores", "none".',
    ]);
  });

  it("checks its links like the rest of the content", () => {
    expect(guide("(/terms) first", "(/term) first")).toEqual([
      'content/en/pages/guide.json: line 17: blocks[1] (text "basics"): body (line 3 of the text) links to "/term", a page this site does not build. Pages: /, /404, /faq, /guide, /privacy, /terms',
    ]);
  });
});

describe("a page's slug, its file's name", () => {
  const page = `{\n  "title": "A page",\n  "description": "About it.",\n  "blocks": [{ "type": "models", "id": "models" }]\n}\n`;
  const withSlug = (slug: string, codePages?: string[]) =>
    pageMessages({ [`content/en/pages/${slug}.json`]: page }, codePages);

  it.each([
    [
      "index",
      'content/en/pages/index.json: slug "index" (the file\'s name) would make this page the home page (/), which is not made from blocks. Rename the file to what the page is about, e.g. content/en/pages/about.json.',
    ],
    [
      "",
      'content/en/pages/.json: slug "" (the file\'s name) would make this page the home page (/), which is not made from blocks. Rename the file to what the page is about, e.g. content/en/pages/about.json.',
    ],
    [
      "terms",
      'content/en/pages/terms.json: slug "terms" (the file\'s name) is taken: /terms/ is the legal text content/legal/terms.mdx. Rename the file to a slug of its own, e.g. content/en/pages/terms-page.json.',
    ],
    [
      "privacy",
      'content/en/pages/privacy.json: slug "privacy" (the file\'s name) is taken: /privacy/ is the legal text content/legal/privacy.mdx. Rename the file to a slug of its own, e.g. content/en/pages/privacy-page.json.',
    ],
    [
      "404",
      'content/en/pages/404.json: slug "404" (the file\'s name) is taken: /404/ is the page for addresses the site does not have (src/pages/404.tsx). Rename the file to a slug of its own, e.g. content/en/pages/404-page.json.',
    ],
    [
      "admin",
      'content/en/pages/admin.json: slug "admin" (the file\'s name) is taken: /admin/ is the content editor. Rename the file to a slug of its own, e.g. content/en/pages/admin-page.json.',
    ],
    [
      "de",
      'content/en/pages/de.json: slug "de" (the file\'s name) is taken: /de/ is the German (de) home page, under which every page in German is. Rename the file to a slug of its own, e.g. content/en/pages/de-page.json.',
    ],
    [
      "en",
      "content/en/pages/en.json: slug \"en\" (the file's name) is taken: /en/ is kept for English (en), the site's default language, whose pages have no prefix. Rename the file to a slug of its own, e.g. content/en/pages/en-page.json.",
    ],
    [
      "cdn-cgi",
      "content/en/pages/cdn-cgi.json: slug \"cdn-cgi\" (the file's name) is taken: /cdn-cgi/ is where Cloudflare, one of the site's hosts, answers for itself. Rename the file to a slug of its own, e.g. content/en/pages/cdn-cgi-page.json.",
    ],
    [
      "dev-404-page",
      'content/en/pages/dev-404-page.json: slug "dev-404-page" (the file\'s name) is taken: /dev-404-page/ is the page `gatsby develop` shows for an address the site does not have. Rename the file to a slug of its own, e.g. content/en/pages/dev-404-page-page.json.',
    ],
    [
      "Pricing_Plans",
      'content/en/pages/Pricing_Plans.json: slug "Pricing_Plans" (the file\'s name) is not an address: use lowercase letters, digits and single hyphens between them. Rename the file to content/en/pages/pricing-plans.json.',
    ],
    [
      "new--page",
      'content/en/pages/new--page.json: slug "new--page" (the file\'s name) is not an address: use lowercase letters, digits and single hyphens between them. Rename the file to content/en/pages/new-page.json.',
    ],
  ])("refuses %j", (slug, message) => {
    expect(withSlug(slug)).toEqual([message]);
  });

  it("refuses the address of another page", () => {
    expect(withSlug("download", ["/", "/404", "/download"])).toEqual([
      "content/en/pages/download.json: slug \"download\" (the file's name) is taken: /download/ is a page of the site's code, in src/pages/. Rename the file to a slug of its own, e.g. content/en/pages/download-page.json.",
    ]);
  });

  it("refuses the address a legal text has taken", () => {
    const legal =
      "---\ntitle: Guide\nslug: /guide\nlastUpdated: May 2025\ndescription: Guide.\n---\n\nText.\n";
    expect(pageMessages({ "content/legal/guide.mdx": legal })).toEqual([
      'content/en/pages/guide.json: slug "guide" (the file\'s name) is taken: /guide/ is the legal text content/legal/guide.mdx. Rename the file to a slug of its own, e.g. content/en/pages/guide-page.json.',
    ]);
  });

  it("is not another page made from blocks, when the editor makes a new page", () => {
    const snapshot = { files: { [GUIDE]: GUIDE_TEXT }, codePages: ["/"], staticFiles: [] };
    expect(slugProblem("guide", takenSlugs(snapshot, { pages: true }))).toBe(
      'slug "guide" (the file\'s name) is taken: /guide/ is the page made from blocks content/en/pages/guide.json. Rename the file to a slug of its own, e.g. content/en/pages/guide-page.json.',
    );
    expect(slugProblem("guide", takenSlugs(snapshot))).toBeUndefined();
  });

  it("is made from a title by the editor", () => {
    expect(["Pricing & Plans", "Über uns", "  FAQ 2025 "].map(slugFrom)).toEqual([
      "pricing-plans",
      "uber-uns",
      "faq-2025",
    ]);
  });
});

describe("pageLocales", () => {
  const english = JSON.parse(GUIDE_TEXT) as unknown;
  const german = JSON.parse(GUIDE_DE_TEXT) as unknown;

  it("is English alone without a translation", () => {
    expect(pageLocales(english, {})).toEqual(["en"]);
  });

  it("has a language once its translation gives every text", () => {
    expect(pageLocales(english, { de: german, ja: { title: "はじめに" } })).toEqual(["en", "de"]);
  });
});
