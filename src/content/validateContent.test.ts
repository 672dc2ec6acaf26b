/** @jest-environment node */
import fs from "fs";
import path from "path";

import { copySite } from "../test/siteCopy";
import type { SiteCopy } from "../test/siteCopy";
import { formatProblem, formatProblems, readSnapshot, validateContent } from "./validateContent";

/** Each test takes the real content, breaks it one way and reads the messages. */
let site: SiteCopy;
beforeEach(() => {
  site = copySite({ copy: ["content", "src/pages", "static"] });
});
afterEach(() => site.remove());

const messages = () => validateContent(site.root).map(formatProblem);

/** Replaces the one occurrence of `from` (in a file of the copy) with `to`. */
const replace = (file: string, from: string | RegExp, to: string) =>
  site.edit(file, (text) => text.replace(from, to));

const MODELS = "content/en/models.json";
const USE_CASES = "content/en/use-cases.json";
const SITE = "content/en/site.json";
const TERMS = "content/legal/terms.mdx";
const PRIVACY = "content/legal/privacy.mdx";

describe("the real content", () => {
  it("passes every check", () => {
    expect(validateContent(path.resolve(__dirname, "../.."))).toEqual([]);
  });
});

describe("cards (content/en/use-cases.json, content/en/models.json)", () => {
  it("requires a name", () => {
    replace(MODELS, '"name": "Qwen",\n      ', "");
    expect(messages()).toEqual([
      'content/en/models.json: line 22: items[3] (id "qwen"): name is missing. Required: id, name, description.',
    ]);
  });

  it("requires a description", () => {
    replace(USE_CASES, /,\n\s*"description": "Draft[^"]*"/, "");
    expect(messages()).toEqual([
      'content/en/use-cases.json: line 10: items[1] ("Writing Coach"): description is missing. Required: id, name, description.',
    ]);
  });

  it("rejects an empty description", () => {
    replace(USE_CASES, /"description": "Draft[^"]*"/, '"description": ""');
    expect(messages()).toEqual([
      'content/en/use-cases.json: line 14: items[1] ("Writing Coach"): description is empty: write some text.',
    ]);
  });

  it("rejects spaces around a name", () => {
    replace(MODELS, '"name": "Claude"', '"name": "Claude "');
    expect(messages()).toEqual([
      'content/en/models.json: line 19: items[2] ("Claude "): name "Claude " is not allowed. Remove the spaces or line breaks at the start or end.',
    ]);
  });

  it("wants comingSoon to be true or false", () => {
    replace(MODELS, '"comingSoon": true', '"comingSoon": "yes"');
    expect(messages()).toEqual([
      'content/en/models.json: line 45: items[6] ("DALL·E 3"): comingSoon must be a boolean (true or false, without quotes), got "yes"',
    ]);
  });

  it("rejects unknown fields, so a typo is not silently ignored", () => {
    replace(MODELS, '"comingSoon": true', '"commingSoon": true');
    expect(messages()).toEqual([
      'content/en/models.json: line 45: items[6] ("DALL·E 3"): unknown field "commingSoon" (did you mean "comingSoon"?). Allowed: id, icon, name, description, comingSoon.',
    ]);
  });

  it("wants names unique within a file", () => {
    replace(MODELS, '"name": "Qwen"', '"name": "Claude"');
    expect(messages()).toEqual([
      'content/en/models.json: line 25: items[3] ("Claude"): name "Claude" is used twice, by items[2] and items[3]. Each name must be unique within the file.',
    ]);
  });

  it("requires an id, so that a translation can pair with the card", () => {
    replace(MODELS, '"id": "qwen",\n      ', "");
    expect(messages()).toEqual([
      'content/en/models.json: line 22: items[3] ("Qwen"): id is missing. Required: id, name, description.',
    ]);
  });

  it("wants an id of lowercase letters, digits and hyphens", () => {
    replace(USE_CASES, '"id": "math-solver"', '"id": "Math Solver"');
    expect(messages()).toEqual([
      'content/en/use-cases.json: line 17: items[2] ("Math Solver"): id "Math Solver" is not allowed. Use lowercase letters, digits and single hyphens between them, e.g. "web-search".',
    ]);
  });

  it("wants ids unique within a file, even under different names", () => {
    replace(MODELS, '"id": "qwen"', '"id": "claude"');
    expect(messages()).toEqual([
      'content/en/models.json: line 23: items[3] ("Qwen"): id "claude" is used twice, by items[2] and items[3]. Each id must be unique within the file.',
    ]);
  });

  it("wants at least one card", () => {
    site.edit(USE_CASES, (text) => JSON.stringify({ ...JSON.parse(text), items: [] }));
    expect(messages()).toEqual([
      "content/en/use-cases.json: line 1: items is empty: add at least one.",
    ]);
  });

  it("limits a card's text to what fits on a card", () => {
    replace(
      MODELS,
      /"description": "OpenAI's fast[^"]*"/,
      `"description": "${"Long. ".repeat(40).trim()}"`,
    );
    expect(messages()).toEqual([
      'content/en/models.json: line 8: items[0] ("GPT-4o"): description is too long: 239 characters, at most 220. Shorten it.',
    ]);
  });

  it("wants text in quotes", () => {
    replace(MODELS, '"name": "Grok"', '"name": 42');
    expect(messages()).toEqual([
      'content/en/models.json: line 31: items[4] (id "grok"): name must be text in double quotes ("…"), got 42',
    ]);
  });
});

describe("malformed JSON", () => {
  it("points at a trailing comma", () => {
    replace(MODELS, /}\n {2}]/, "},\n  ]");
    expect(messages()).toEqual([
      'content/en/models.json: line 53, column 6: invalid JSON: a comma before "]": remove the comma after the last item.',
    ]);
  });

  it("points at a missing comma", () => {
    replace(MODELS, '"name": "Grok",', '"name": "Grok"');
    expect(messages()).toEqual([
      'content/en/models.json: line 31, column 21: invalid JSON: expected "," or "}" after the value of "name": is a comma missing?',
    ]);
  });

  it("points at a missing quote", () => {
    replace(SITE, '"Octopus © 2025"', '"Octopus © 2025');
    expect(messages()).toEqual([
      'content/en/site.json: line 13, column 16: invalid JSON: a text value is not closed: add the missing closing quote (").',
    ]);
  });

  it("says that a value is not quoted", () => {
    replace(MODELS, '"comingSoon": true', '"comingSoon": yes');
    expect(messages()).toEqual([
      'content/en/models.json: line 45, column 21: invalid JSON: "yes" is not a value: put text in double quotes, and write true, false or a number without quotes.',
    ]);
  });
});

describe("site settings (content/en/site.json)", () => {
  it("wants https addresses", () => {
    replace(SITE, '"https://chat.', '"http://chat.');
    expect(messages()).toEqual([
      'content/en/site.json: line 10: chatUrl "http://chat.octopusai.app/login" is not allowed. Use a full address starting with https://, e.g. "https://www.octopusai.app".',
    ]);
  });

  it("wants a valid address", () => {
    replace(SITE, '"https://play.google.com', '"https://play google.com');
    expect(messages()).toEqual([
      'content/en/site.json: line 12: googlePlayUrl "https://play google.com/store/apps/details?id=app.octopu…" is not a valid web address.',
    ]);
  });

  it("requires every setting", () => {
    replace(SITE, /\n {2}"tagline": [^\n]*/, "");
    expect(messages()).toEqual([
      "content/en/site.json: line 1: tagline is missing. Required: productName, tagline, heroDescription, useCasesIntro, modelsIntro, description, siteUrl, chatUrl, appStoreUrl, googlePlayUrl, copyright, screenshot, screenshotAlt, themeColor, socialImage, socialImageAlt.",
    ]);
  });

  it("checks a link to a page of the site itself", () => {
    replace(SITE, '"https://chat.octopusai.app/login"', '"https://www.octopusai.app/refunds"');
    expect(messages()).toEqual([
      'content/en/site.json: line 10: links to "https://www.octopusai.app/refunds", a page this site does not build. Pages: /, /404, /faq, /privacy, /terms',
    ]);
  });
});

describe("the screenshot", () => {
  it("must exist", () => {
    replace(SITE, "images/app-screenshot.png", "images/app.png");
    expect(messages()).toEqual([
      'content/en/site.json: line 14: screenshot "images/app.png": there is no such file in the content folder. Check the name, or add the image to content/images/.',
    ]);
  });

  it("must be an image", () => {
    fs.writeFileSync(path.join(site.root, "content/images/app-screenshot.png"), "not a picture");
    expect(messages()).toEqual([
      'content/en/site.json: line 14: screenshot "images/app-screenshot.png": this file is not a PNG, JPEG, WebP or AVIF image, whatever its name says. Export the picture in one of these formats (an iPhone\'s HEIC photo as JPEG).',
    ]);
  });

  it("must be inside the content folder", () => {
    replace(SITE, "images/app-screenshot.png", "../design/app-screenshot.png");
    expect(messages()).toEqual([
      'content/en/site.json: line 14: screenshot "../design/app-screenshot.png": the image must be inside the content folder.',
    ]);
  });

  it("must be a format the site can resize", () => {
    replace(SITE, "images/app-screenshot.png", "images/app-screenshot.gif");
    expect(messages()).toContain(
      'content/en/site.json: line 14: screenshot "images/app-screenshot.gif" is not allowed. Name a .png, .jpg, .webp or .avif file from the content folder, e.g. "images/app-screenshot.png".',
    );
  });
});

describe("content files", () => {
  it("must all be there", () => {
    fs.rmSync(path.join(site.root, MODELS));
    expect(messages()).toEqual([
      "content/en/models.json: the file is missing. The site needs it to build.",
    ]);
  });
});

describe("translations (content/de/, content/ja/, content/ar/)", () => {
  const DE_MODELS = "content/de/models.json";
  const DE_SITE = "content/de/site.json";
  const JA_USE_CASES = "content/ja/use-cases.json";
  const AR_MODELS = "content/ar/models.json";
  const cards = (file: string) =>
    (JSON.parse(fs.readFileSync(path.join(site.root, file), "utf8")) as { items: object[] }).items;
  const writeCards = (file: string, items: object[]) =>
    site.edit(file, (text) =>
      JSON.stringify({ ...(JSON.parse(text) as object), items }, null, 2).concat("\n"),
    );

  it("hold each language to its agreed terms (src/i18n/terminology.ts)", () => {
    replace(JA_USE_CASES, '"name": "ウェブ検索"', '"name": "Web検索"');
    replace(AR_MODELS, "من التصاميم التجريبية للمنتجات", "من نماذج المنتجات الأولية");
    expect(messages()).toEqual([
      'content/ja/use-cases.json: line 6: Japanese (ja): items[0] ("Web検索"): name: "Web検索": write ウェブ検索 (one term for web search everywhere, as the app\'s own screen says).',
      'content/ar/models.json: line 42: Arabic (ar): items[7] ("Stable Diffusion XL"): description: "نماذج المنتجات": write التصاميم التجريبية (on this site "نماذج" means AI models; a product mock-up is a design).',
    ]);
  });

  it("name a card missing from a translation by locale, file and id", () => {
    writeCards(
      DE_MODELS,
      cards(DE_MODELS).filter((card) => (card as { id: string }).id !== "grok"),
    );
    expect(messages()).toEqual([
      'content/de/models.json: line 3: German (de): the card with id "grok" ("Grok") is missing: translate it from content/en/models.json.',
    ]);
  });

  it("refuse a card that English does not have", () => {
    replace(DE_MODELS, '"id": "qwen"', '"id": "qwen-2"');
    expect(messages()).toEqual([
      'content/de/models.json: line 20: German (de): items[3] (id "qwen-2"): content/en/models.json has no card with this id. A translated card pairs with its English card by id: correct the id, or remove the card.',
      'content/de/models.json: line 3: German (de): the card with id "qwen" ("Qwen") is missing: translate it from content/en/models.json.',
    ]);
  });

  it("name a missing text by card id and field", () => {
    replace(JA_USE_CASES, /,\n\s*"description": "[^"]*"/, "");
    expect(messages()).toEqual([
      'content/ja/use-cases.json: line 4: Japanese (ja): items[0] (id "web-search"): description is missing: translate it from content/en/use-cases.json.',
    ]);
  });

  it("refuse an empty text, with English's rule and wording", () => {
    replace(AR_MODELS, /("id": "claude",\n\s*"name": "[^"]*",\n\s*"description": )"[^"]*"/, '$1""');
    expect(messages()).toEqual([
      'content/ar/models.json: line 17: Arabic (ar): items[2] (id "claude"): description is empty: write some text.',
    ]);
  });

  it("hold a translated text to English's length limit", () => {
    replace(DE_SITE, /"tagline": "[^"]*"/, `"tagline": "${"Lang ".repeat(13)}KI"`);
    expect(messages()).toEqual([
      "content/de/site.json: line 3: German (de): tagline is too long: 67 characters, at most 60. Shorten it.",
    ]);
  });

  it("refuse what comes from English, so it cannot drift", () => {
    replace(DE_MODELS, '"id": "qwen",', '"id": "qwen",\n      "comingSoon": true,');
    replace(DE_SITE, '"tagline"', '"chatUrl": "https://chat.example.com/",\n  "tagline"');
    expect(messages()).toEqual([
      "content/de/site.json: line 3: German (de): chatUrl is not translated: it comes from content/en/site.json. Remove it from this file.",
      'content/de/models.json: line 21: German (de): items[3] (id "qwen"): comingSoon is not translated: it comes from the English card in content/en/models.json. Remove it here.',
    ]);
  });

  it("want every translated setting", () => {
    replace(DE_SITE, /\n\s*"tagline": "[^"]*",/, "");
    expect(messages()).toEqual([
      "content/de/site.json: line 1: German (de): tagline is missing: translate it from content/en/site.json.",
    ]);
  });

  it("pair cards by id, whatever their order", () => {
    writeCards(DE_MODELS, cards(DE_MODELS).reverse());
    expect(messages()).toEqual([]);
  });

  it("check a card translated twice by its first translation, as the pages show it", () => {
    const claude = cards(DE_MODELS).find((card) => (card as { id: string }).id === "claude");
    writeCards(DE_MODELS, [...cards(DE_MODELS), { ...claude, description: "" }]);
    // The second is refused as a second; its empty text is not checked as if it were shown.
    expect(messages()).toEqual([
      'content/de/models.json: line 45: German (de): items[8] (id "claude"): items[2] already translates this card. Remove one.',
    ]);
  });

  it("must all be there", () => {
    fs.rmSync(path.join(site.root, "content/ja/site.json"));
    expect(messages()).toEqual([
      "content/ja/site.json: the file is missing. The site needs it to build.",
    ]);
  });

  it("wait for English to be sound, instead of repeating its mistake", () => {
    replace(MODELS, '"id": "qwen"', '"id": "Qwen"');
    expect(messages()).toEqual([
      'content/en/models.json: line 23: items[3] ("Qwen"): id "Qwen" is not allowed. Use lowercase letters, digits and single hyphens between them, e.g. "web-search".',
    ]);
  });
});

describe("legal pages (content/legal/*.mdx)", () => {
  it("need front matter", () => {
    replace(TERMS, /^---\n[\s\S]*?\n---\n/, "");
    expect(messages()).toEqual([
      "content/legal/terms.mdx: line 1: the front matter is missing. Start the file with a block like this:\n---\ntitle: Terms of Use\nslug: /terms\nlastUpdated: April 2025\ndescription: One sentence for search engines.\n---",
    ]);
  });

  it("need a title", () => {
    replace(TERMS, "title: Terms of Use\n", "");
    expect(messages()).toEqual([
      "content/legal/terms.mdx: line 1: title is missing. Required: title, slug, lastUpdated, description.",
    ]);
  });

  it("need a lastUpdated that is not empty", () => {
    replace(TERMS, "lastUpdated: April 2025", 'lastUpdated: ""');
    expect(messages()).toEqual([
      "content/legal/terms.mdx: line 4: lastUpdated is empty: write some text.",
    ]);
  });

  it("reject unknown front matter", () => {
    replace(TERMS, "title: Terms of Use", "titel: Terms of Use");
    expect(messages()).toEqual([
      "content/legal/terms.mdx: line 1: title is missing. Required: title, slug, lastUpdated, description.",
      'content/legal/terms.mdx: line 2: unknown field "titel" (did you mean "title"?). Allowed: title, slug, lastUpdated, description.',
    ]);
  });

  it("need a slug that is an address", () => {
    replace(TERMS, "slug: /terms", "slug: Terms of Use");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 3: slug "Terms of Use" is not allowed. Start with / and use lowercase letters, digits and single hyphens, e.g. "/terms".',
    ]);
  });

  it("need slugs of their own", () => {
    replace(TERMS, "slug: /terms", "slug: /privacy");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 3: slug "/privacy" is already used by content/legal/privacy.mdx. Every page needs its own slug.',
    ]);
  });

  it("cannot take the home page's address", () => {
    replace(TERMS, "slug: /terms", "slug: /404");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 3: slug "/404" is already used by a page in src/pages/. Every page needs its own slug.',
    ]);
  });

  it("keeps /admin for the content editor", () => {
    replace(TERMS, "slug: /terms", "slug: /admin");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 3: slug "/admin" is already used by the content editor (/admin/). Every page needs its own slug.',
    ]);
  });

  it("must keep the slugs the footer links to", () => {
    // The FAQ links to /privacy too, in every language: pages have tests of their own.
    for (const code of ["en", "de", "ja", "ar"]) {
      fs.rmSync(path.join(site.root, "content", code, "pages"), { recursive: true, force: true });
    }
    replace(PRIVACY, "slug: /privacy", "slug: /privacy-policy");
    // Its translations (of the title alone) still name the old slug: each is named, to move too.
    const orphan = (code: string, language: string) =>
      `content/legal/${code}/privacy.mdx: line 3: ${language} (${code}): slug "/privacy" has no English original. A translation takes the slug of the English text it translates (one of "/privacy-policy", "/terms"), and the English text comes first.`;
    expect(messages()).toEqual([
      orphan("ar", "Arabic"),
      orphan("de", "German"),
      orphan("ja", "Japanese"),
      'content/legal/terms.mdx: line 12: links to "/privacy", a page this site does not build. Pages: /, /404, /privacy-policy, /terms',
      'content/legal/terms.mdx: line 28: links to "/privacy", a page this site does not build. Pages: /, /404, /privacy-policy, /terms',
      'content/legal/terms.mdx: line 124: links to "/privacy", a page this site does not build. Pages: /, /404, /privacy-policy, /terms',
      'content/legal/: no page has the slug "/privacy", but the footer links to it as "Privacy Policy" on every page (src/components/legalLinks.ts). Give a legal page that slug, or ask a developer to change the footer.',
    ]);
  });

  it("need front matter in YAML", () => {
    replace(PRIVACY, "title: Privacy Policy", "title: Privacy: Policy");
    expect(messages()).toEqual([
      'content/legal/privacy.mdx: line 2: the front matter is not valid YAML (incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line). Write each line as "name: value", and put a value that contains a colon in quotes.',
    ]);
  });
});

describe("translated legal pages (content/legal/<locale>/*.mdx)", () => {
  /** A translation written into the copy: the English terms' front matter with `front` changed. */
  const translate = (file: string, front: (text: string) => string, body = "Übersetzung.\n") => {
    const english = fs.readFileSync(path.join(site.root, TERMS), "utf8");
    const head = /^---\n[\s\S]*?\n---\n/.exec(english)?.[0] ?? "";
    fs.mkdirSync(path.dirname(path.join(site.root, file)), { recursive: true });
    fs.writeFileSync(path.join(site.root, file), `${front(head)}\n${body}`);
  };
  const GERMAN = "content/legal/de/terms.mdx";

  it("pass with the slug of their English text", () => {
    translate(GERMAN, (head) => head.replace("title: Terms of Use", "title: Nutzungsbedingungen"));
    expect(messages()).toEqual([]);
  });

  it("have the same front matter rules, the message naming the locale and file", () => {
    translate(GERMAN, (head) => head.replace("lastUpdated: April 2025", 'lastUpdated: ""'));
    expect(messages()).toEqual([
      "content/legal/de/terms.mdx: line 4: German (de): lastUpdated is empty: write some text.",
    ]);
  });

  it("may translate the title and description alone, with no text yet and no date", () => {
    const titleAlone = (head: string) =>
      head
        .replace("title: Terms of Use", "title: Nutzungsbedingungen")
        .replace(/^lastUpdated:.*\n/m, "");
    translate(GERMAN, titleAlone, "");
    expect(messages()).toEqual([]);
    // The page shows the English text and its date: a date here would never show.
    translate(
      GERMAN,
      (head) => head.replace("title: Terms of Use", "title: Nutzungsbedingungen"),
      "",
    );
    expect(messages()).toEqual([
      "content/legal/de/terms.mdx: line 4: German (de): lastUpdated: this file translates the title and description alone (it has no text yet), so its page shows the English text with the English date. Remove lastUpdated, or add the translated text below the front matter.",
    ]);
  });

  it("need front matter", () => {
    translate("content/legal/ja/privacy.mdx", () => "");
    expect(messages()).toEqual([
      "content/legal/ja/privacy.mdx: line 1: Japanese (ja): the front matter is missing. Start the file with a block like this:\n---\ntitle: Terms of Use\nslug: /terms\nlastUpdated: April 2025\ndescription: One sentence for search engines.\n---",
    ]);
  });

  it("need an English original of their slug", () => {
    translate("content/legal/ar/cookies.mdx", (head) =>
      head.replace("slug: /terms", "slug: /cookies"),
    );
    expect(messages()).toEqual([
      'content/legal/ar/cookies.mdx: line 3: Arabic (ar): slug "/cookies" has no English original. A translation takes the slug of the English text it translates (one of "/privacy", "/terms"), and the English text comes first.',
    ]);
  });

  it("translate each text once per locale", () => {
    translate(GERMAN, (head) => head);
    translate("content/legal/de/terms-copy.mdx", (head) => head);
    expect(messages()).toEqual([
      'content/legal/de/terms.mdx: line 3: German (de): slug "/terms" is already translated by content/legal/de/terms-copy.mdx. Keep one file per text.',
    ]);
  });

  it("live in a folder named after a locale of the site", () => {
    translate("content/legal/fr/terms.mdx", (head) => head);
    translate("content/legal/en/terms.mdx", (head) => head);
    expect(messages()).toEqual([
      'content/legal/en/terms.mdx: "en" is not a language of the site: a translation of a legal text goes in content/legal/<locale>/, with <locale> one of de, ja, ar. English texts are the files in content/legal/ itself.',
      'content/legal/fr/terms.mdx: "fr" is not a language of the site: a translation of a legal text goes in content/legal/<locale>/, with <locale> one of de, ja, ar.',
    ]);
  });

  it("are checked as MDX, with their links", () => {
    translate(
      GERMAN,
      (head) => head,
      "Siehe [Datenschutz](/datenschutz).\n\n<Hinweis>x</Hinweis>\n",
    );
    expect(messages()).toEqual([
      "content/legal/de/terms.mdx: line 10: <Hinweis> is not a component this site provides to MDX (provided: none). Use Markdown, or ask a developer to add the component.",
      'content/legal/de/terms.mdx: line 8: links to "/datenschutz", a page this site does not build. Pages: /, /404, /faq, /privacy, /terms',
    ]);
  });
});

describe("MDX", () => {
  const hint =
    "In MDX, < and { start code: close every tag (<div>…</div>), or write \\< and \\{ to show the characters.";

  it("names the line of an unclosed tag", () => {
    replace(TERMS, "## 5. AI output", "<div>\n\n## 5. AI output");
    expect(messages()).toEqual([
      `content/legal/terms.mdx: line 32, column 1: invalid MDX: Expected a closing tag for \`<div>\`. ${hint}`,
    ]);
  });

  it("names the line of a broken expression", () => {
    replace(TERMS, "## 5. AI output", "Costs {1 +} dollars.\n\n## 5. AI output");
    expect(messages()).toEqual([
      `content/legal/terms.mdx: line 32, column 11: invalid MDX: Could not parse expression with acorn: Unexpected token. ${hint}`,
    ]);
  });

  it("names an unknown component and its line", () => {
    replace(TERMS, "## 5. AI output", "<Callout>Careful</Callout>\n\n## 5. AI output");
    expect(messages()).toEqual([
      "content/legal/terms.mdx: line 32: <Callout> is not a component this site provides to MDX (provided: none). Use Markdown, or ask a developer to add the component.",
    ]);
  });
});

describe("links", () => {
  const link = (to: string) =>
    replace(TERMS, "[Privacy Policy](/privacy). If", `[this](${to}). If`);

  it("fails on a page the site does not build", () => {
    link("/refunds");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 12: links to "/refunds", a page this site does not build. Pages: /, /404, /faq, /privacy, /terms',
    ]);
  });

  it("fails on a page of a reference-style link or an <a>", () => {
    replace(
      TERMS,
      "## 5. AI output",
      '<a href="/help">Help</a> and [FAQ][faq].\n\n[faq]: /faqs\n\n## 5.',
    );
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 32: links to "/help", a page this site does not build. Pages: /, /404, /faq, /privacy, /terms',
      'content/legal/terms.mdx: line 34: links to "/faqs", a page this site does not build. Pages: /, /404, /faq, /privacy, /terms',
    ]);
  });

  it("fails on a link that is neither a path nor an address", () => {
    link("www.example.com");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 12: links to "www.example.com": start a link to a page of this site with / (e.g. "/privacy") and a link to another site with https://.',
    ]);
  });

  it("fails on a section the home page does not have", () => {
    link("/#pricing");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 12: links to "/#pricing", but the home page has no section "#pricing". Sections: #where-octopus-can-help, #ai-models',
    ]);
  });

  it.each([
    "/",
    "/privacy/",
    "/#ai-models",
    "https://www.octopusai.app/terms",
    "https://example.com/refunds",
    "mailto:privacy@octopusai.app",
  ])("accepts %s", (to) => {
    link(to);
    expect(messages()).toEqual([]);
  });

  it("fails on an image that is not there", () => {
    replace(TERMS, "## 5. AI output", "![Diagram](/diagram.png)\n\n## 5. AI output");
    expect(messages()).toEqual([
      'content/legal/terms.mdx: line 32: shows the image "/diagram.png", which is not a file in static/. Put the image in static/ and write its path from there, e.g. "/legal/diagram.png".',
    ]);
  });
});

describe("pages made from blocks (content/<locale>/pages/*.json)", () => {
  const FAQ = "content/en/pages/faq.json";

  it("are read from the disk, English's and each translation, and nothing below pages/", () => {
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(site.root, file)), { recursive: true });
      fs.writeFileSync(path.join(site.root, file), "{");
    };
    write("content/en/pages/old/faq.json");
    write("content/fr/pages/faq.json");
    write("content/en/pages/faq.md");
    const files = Object.keys(readSnapshot(site.root).files).filter((file) =>
      file.includes("/pages/"),
    );
    expect(files).toEqual(
      expect.arrayContaining(
        ["en", "de", "ja", "ar"].map((code) => `content/${code}/pages/faq.json`),
      ),
    );
    expect(files.filter((file) => /\/old\/|\/fr\/|\.md$/.test(file))).toEqual([]);
  });

  it("stop the build with the message the editor shows", () => {
    replace(FAQ, '"type": "cta"', '"type": "ctas"');
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/en\/pages\/faq\.json: line \d+: blocks\[\d+\]: unknown block type "ctas"\. Types: hero, text, cards, faq, cta, image, useCases, models\.$/,
      ),
    ]);
  });
});

describe("formatProblems", () => {
  it("lists every problem under one heading", () => {
    expect(
      formatProblems([
        { file: "content/en/models.json", line: 3, message: "one" },
        { file: "content/en/site.json", message: "two" },
      ]),
    ).toBe(
      "The content has 2 problems (docs/editing.md explains the rules):\n\ncontent/en/models.json: line 3: one\ncontent/en/site.json: two",
    );
  });
});
