/** @jest-environment node */
import type { CreateResolversArgs } from "gatsby";

import { createResolvers } from "./resolvers";

type Resolve = (source: object, args: unknown, context: unknown, info: unknown) => unknown;
type Resolvers = Record<string, Record<string, { resolve: Resolve }>>;

/** The resolvers createResolvers gives Gatsby. */
function resolvers(): Resolvers {
  let given: Resolvers = {};
  const args = {
    createResolvers: (value: Resolvers) => {
      given = value;
    },
  } as unknown as CreateResolversArgs;
  void createResolvers?.(args, {} as never, () => undefined);
  return given;
}

const english = {
  fields: { locale: "en", slug: "faq" },
  title: "FAQ",
  description: "Answers.",
  blocks: [
    { type: "hero", id: "intro", title: "Questions", text: "Short.", action: "chat" },
    {
      type: "faq",
      id: "pro",
      title: "PRO",
      questions: [{ id: "billing", question: "How?", answer: "See [the terms](/terms)." }],
    },
  ],
};

const german = {
  fields: { locale: "de", slug: "faq" },
  title: "Fragen",
  blocks: [
    { id: "pro", questions: [{ id: "billing", answer: "Siehe [die Bedingungen](/terms)." }] },
  ],
};

const context = {
  nodeModel: {
    findOne: async ({ type, query }: { type: string; query: { filter: object } }) =>
      type === "PageJson" &&
      JSON.stringify(query.filter) === JSON.stringify({ locale: { eq: "en" }, slug: { eq: "faq" } })
        ? english
        : null,
  },
};

const info = (fieldName: string) => ({
  fieldName,
  originalResolver: (source: Record<string, unknown>) => source[fieldName],
});

describe("a page's resolvers", () => {
  const { PageJson, FaqQuestion, Card } = resolvers();
  const field = (source: object, name: string) =>
    PageJson?.[name]?.resolve(source, {}, context, info(name));

  it("give a translation English's page with its texts put in", async () => {
    expect(await field(german, "title")).toBe("Fragen");
    expect(await field(german, "description")).toBe("Answers.");
    const blocks = (await field(german, "blocks")) as Array<Record<string, unknown>>;
    expect(blocks.map(({ type, id }) => [type, id])).toEqual([
      ["hero", "intro"],
      ["faq", "pro"],
    ]);
    expect(blocks[0]).toMatchObject({ title: "Questions", action: "chat" });
  });

  it("write a Markdown answer as HTML in the page's language", async () => {
    for (const [page, html] of [
      [english, '<p>See <a href="/terms/">the terms</a>.</p>'],
      [german, '<p>Siehe <a href="/de/terms/">die Bedingungen</a>.</p>'],
    ] as const) {
      const blocks = (await field(page, "blocks")) as Array<{ questions?: object[] }>;
      const question = blocks[1]?.questions?.[0] ?? {};
      expect(FaqQuestion?.answerHtml?.resolve(question, {}, context, info("answerHtml"))).toBe(
        html,
      );
    }
  });

  it("give a page without footer, and a card without comingSoon, false", async () => {
    expect(await field(english, "footer")).toBe(false);
    expect(await field(german, "footer")).toBe(false);
    expect(await field({ ...english, footer: true }, "footer")).toBe(true);
    const card = { id: "gpt-4o", name: "GPT-4o" };
    expect(await Card?.comingSoon?.resolve(card, {}, context, info("comingSoon"))).toBe(false);
  });

  it("name the missing English page of a translation", async () => {
    const orphan = { ...german, fields: { locale: "de", slug: "old" } };
    await expect(field(orphan, "title")).rejects.toThrow(
      "content/de/pages/old.json translates content/en/pages/old.json, which does not exist.",
    );
  });
});
