/** @jest-environment node */
import path from "path";

import { cmsBuildFacts } from "../build/cmsBuildFacts";
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
      `content/en/models.json: line 10: items[1] ("${first?.name}"): name "${first?.name}" is used twice, by items[0] and items[1]. Each name must be unique within the file.`,
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

  it("checks against the files it is given, e.g. as decap-server reads them now", async () => {
    const gate = createGate(facts);
    const { "content/legal/privacy.mdx": _removed, ...files } = facts.snapshot.files;
    gate.reload(files);
    const problems = await gate.check("legal", "content/legal/terms.mdx", page("/terms", "Terms"));
    expect(problems.map(({ message }) => message)).toContainEqual(
      expect.stringMatching(/^no page has the slug "\/privacy", but the footer links to it/),
    );
  });
});
