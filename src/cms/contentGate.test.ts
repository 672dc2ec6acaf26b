/** @jest-environment node */
import path from "path";

import { cmsBuildFacts } from "./cmsBuildFacts";
import { formatProblem } from "../content/checkContent";
import { createGate } from "./contentGate";
import { formats } from "./formatsByCollection";

// MDX 2 is ESM-only, which Jest cannot load; the MDX checks themselves are tested through
// validateContent.test.ts and in the browser (e2e/cms.test.ts). Here every body compiles.
jest.mock("../content/mdxScanCore.mjs", () => ({
  scanMdxBody: async ({ file }: { file: string }) => ({
    file,
    error: null,
    components: [],
    links: [],
  }),
}));

const facts = cmsBuildFacts(path.resolve(__dirname, "../.."));
const models = formats.models?.fromFile(facts.snapshot.files["content/en/models.json"] ?? "") as {
  items: Array<{ name: string }>;
};
type Card = { id: string; name: string; description: string; comingSoon?: boolean };
type Cards = { $schema: string; items: Card[] };
const read = (locale: string) =>
  formats.models?.fromFile(facts.snapshot.files[`content/${locale}/models.json`] ?? "") as Cards;
const translations = () => ({ de: read("de"), ja: read("ja"), ar: read("ar") });
const page = (slug: string, title = "Cookie Policy") => ({
  title,
  slug,
  lastUpdated: "2025-04-01",
  description: "Which cookies the Octopus apps use, and why.",
  body: "\nThe apps use no cookies for advertising.\n",
});

describe("the save gate", () => {
  it("lets the content as it is be saved", async () => {
    const gate = createGate(facts);
    await expect(gate.check("models", "content/en/models.json", models)).resolves.toEqual([]);
  });

  it("refuses what the build would refuse, with the build's message", async () => {
    const gate = createGate(facts);
    const [first, second, ...rest] = models.items;
    const duplicate = { items: [first, { ...second, name: first?.name }, ...rest] };
    const problems = await gate.check("models", "content/en/models.json", duplicate);
    expect(problems.map(formatProblem)).toEqual([
      `content/en/models.json: line 12: items[1] ("${first?.name}"): name "${first?.name}" is used twice, by items[0] and items[1]. Each name must be unique within the file.`,
    ]);
  });

  it("checks every language of a JSON file: the translations as they are pass", async () => {
    const gate = createGate(facts);
    await expect(
      gate.check("models", "content/en/models.json", models, translations()),
    ).resolves.toEqual([]);
  });

  it("refuses a translation left incomplete, naming the language, file, card and field", async () => {
    const gate = createGate(facts);
    const german = read("de");
    const emptied = {
      ...german,
      items: german.items.map((card, index) => (index === 2 ? { ...card, description: "" } : card)),
    };
    const japanese = read("ja");
    const missing = { ...japanese, items: japanese.items.slice(1) };
    const problems = await gate.check("models", "content/en/models.json", models, {
      ...translations(),
      de: emptied,
      ja: missing,
    });
    const german2 = german.items[2] as Card;
    const japanese0 = japanese.items[0] as Card;
    expect(problems.map(({ file, line, message }) => [file, typeof line, message])).toEqual([
      [
        "content/de/models.json",
        "number",
        `German (de): items[2] (id "${german2.id}"): description is empty: write some text.`,
      ],
      [
        "content/ja/models.json",
        "number",
        `Japanese (ja): the card with id "${japanese0.id}" ("${models.items[0]?.name}") is missing: translate it from content/en/models.json.`,
      ],
    ]);
  });

  it("refuses an English card no translation has, and a translated card English lacks", async () => {
    const gate = createGate(facts);
    const added = {
      ...models,
      items: [
        ...models.items,
        { id: "llama-3", name: "Llama 3", description: "Meta's open model." },
      ],
    };
    const withoutArabic = await gate.check(
      "models",
      "content/en/models.json",
      added,
      translations(),
    );
    expect(withoutArabic.map(({ file, message }) => [file, message.split(":")[0]])).toEqual([
      ["content/de/models.json", "German (de)"],
      ["content/ja/models.json", "Japanese (ja)"],
      ["content/ar/models.json", "Arabic (ar)"],
    ]);
    expect(withoutArabic[2]?.message).toContain(
      'the card with id "llama-3" ("Llama 3") is missing',
    );

    const arabic = read("ar");
    const extra = {
      ...arabic,
      items: [
        ...arabic.items,
        { id: "llama-3", name: "Llama 3", description: "نموذج Meta المفتوح." },
      ],
    };
    const problems = await gate.check("models", "content/en/models.json", models, {
      ...translations(),
      ar: extra,
    });
    expect(problems.map(({ file, message }) => [file, message])).toEqual([
      [
        "content/ar/models.json",
        `Arabic (ar): items[${arabic.items.length}] (id "llama-3"): content/en/models.json has no card with this id. A translated card pairs with its English card by id: correct the id, or remove the card.`,
      ],
    ]);
  });

  it("refuses comingSoon in a translation: it comes from English alone", async () => {
    const gate = createGate(facts);
    const german = read("de");
    const drifted = {
      ...german,
      items: german.items.map((card, index) =>
        index === 0 ? { ...card, comingSoon: true } : card,
      ),
    };
    const problems = await gate.check("models", "content/en/models.json", models, {
      ...translations(),
      de: drifted,
    });
    expect(problems.map(({ file, message }) => [file, message])).toEqual([
      [
        "content/de/models.json",
        `German (de): items[0] (id ${JSON.stringify(german.items[0]?.id)}): comingSoon is not translated: it comes from the English card in content/en/models.json. Remove it here.`,
      ],
    ]);
  });

  it("checks a new legal page against every page, before it has a file", async () => {
    const gate = createGate(facts);
    await expect(gate.check("legal", undefined, page("/cookies"))).resolves.toEqual([]);
    const taken = await gate.check("legal", undefined, page("/privacy", "Privacy"));
    expect(taken.map(({ message }) => message)).toEqual([
      'slug "/privacy" is already used by content/legal/privacy.mdx. Every page needs its own slug.',
    ]);
  });

  it("remembers pages saved in this session, and a page saved twice is one page", async () => {
    const gate = createGate(facts);
    gate.saved("legal", undefined, page("/cookies"));
    const again = await gate.check("legal", undefined, page("/cookies", "Cookies again"));
    expect(again.map(({ message }) => message)).toEqual([
      expect.stringMatching(
        /^slug "\/cookies" is already used by content\/legal\/~new page 1\.mdx/,
      ),
    ]);
    // Opened again, the new page has its file: it replaces its stand-in.
    await expect(
      gate.check("legal", "content/legal/cookie-policy.mdx", page("/cookies")),
    ).resolves.toEqual([]);
  });

  it("checks a page made from blocks with its translations, each in its language's pages/", async () => {
    const gate = createGate(facts);
    const faq = (locale: string) =>
      formats.pages?.fromFile(facts.snapshot.files[`content/${locale}/pages/faq.json`] ?? "") as {
        blocks: Array<{ questions?: Array<{ answer: string }> }>;
      };
    const german = faq("de");
    const answer = german.blocks.find(({ questions }) => questions)?.questions?.[0];
    if (answer) answer.answer = "Mit <b>HTML</b>.";
    const problems = await gate.check("pages", "content/en/pages/faq.json", faq("en"), {
      de: german,
      ja: faq("ja"),
      ar: faq("ar"),
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/de\/pages\/faq\.json: line \d+: German \(de\): blocks\[\d+\] \(faq "[a-z-]+"\): questions\[0\] \(id "[a-z-]+"\): answer has HTML \("<b>"\)/,
      ),
    ]);
  });

  it("checks against the files it is given, e.g. as decap-server reads them now", async () => {
    const gate = createGate(facts);
    const { "content/legal/privacy.mdx": _removed, ...files } = facts.snapshot.files;
    gate.reload(files);
    const problems = await gate.check("legal", "content/legal/terms.mdx", page("/terms", "Terms"));
    expect(problems.map(({ message }) => message)).toContainEqual(
      expect.stringMatching(/^no page has the slug "\/privacy", but the footer links to it/),
    );
  });

  it("names a refused upload once: by the field that shows it, or alone when none does", async () => {
    const gate = createGate(facts);
    const site = formats.site?.fromFile(facts.snapshot.files["content/en/site.json"] ?? "") as {
      screenshot: string;
    };
    const bomb =
      "this picture is 30000 × 30000 pixels, more than the 40 million pixels a picture may have. Export it at a smaller size.";
    const named = { ...site, screenshot: "images/bomb.png" };
    const shown = await gate.check(
      "site",
      "content/en/site.json",
      named,
      {},
      {
        "images/bomb.png": bomb,
      },
    );
    expect(shown.filter(({ message }) => message.includes(bomb))).toHaveLength(1);
    const alone = await gate.check(
      "site",
      "content/en/site.json",
      site,
      {},
      {
        "images/bomb.png": bomb,
      },
    );
    expect(alone.map(formatProblem)).toEqual([`content/images/bomb.png: ${bomb}`]);
  });
});
