/** @jest-environment node */
import fs from "fs";
import path from "path";

import { createSchemas } from "./schemaRules";

const schemaDir = path.join(__dirname, "../../content/schemas");
// Every schema of the folder: the named ones refer to common's definitions and the blocks'.
const documents = Object.fromEntries(
  fs
    .readdirSync(schemaDir)
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => [
      file,
      JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as object,
    ]),
);
const read = (name: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../content", name), "utf8"));

describe("createSchemas", () => {
  const imageProblem = jest.fn((relativePath: string) =>
    relativePath === "images/missing.png" ? "there is no such file." : undefined,
  );
  const schemas = createSchemas(documents, { imageProblem });

  it("passes the real content", () => {
    expect(schemas.site(read("en/site.json"))).toEqual([]);
    expect(schemas.models(read("en/models.json"))).toEqual([]);
    expect(schemas["use-cases"](read("en/use-cases.json"))).toEqual([]);
  });

  it("names the first two items that share a name", () => {
    const items = ["A", "B", "A", "B", "A"].map((name, index) => ({
      id: `card-${index}`,
      name,
      description: "Text.",
    }));
    expect(schemas.models({ items })).toEqual([
      {
        pointer: "/items/2/name",
        message:
          'name "A" is used twice, by items[0] and items[2]. Each name must be unique within the file.',
      },
    ]);
  });

  it("names the first two items that share an id, whatever their names", () => {
    const items = ["a", "b", "a"].map((id, index) => ({
      id,
      name: `Card ${index}`,
      description: "Text.",
    }));
    expect(schemas.models({ items })).toEqual([
      {
        pointer: "/items/2/id",
        message:
          'id "a" is used twice, by items[0] and items[2]. Each id must be unique within the file.',
      },
    ]);
  });

  it("leaves names that are missing or not text to the rules that say so", () => {
    const items = [
      { id: "one", description: "One." },
      { id: "two", description: "Two." },
    ];
    expect(schemas.models({ items }).map(({ message }) => message)).toEqual([
      "name is missing. Required: id, name, description.",
      "name is missing. Required: id, name, description.",
    ]);
  });

  it("wants a picture block's description unless the picture is decorative", () => {
    const page = read("en/pages/faq.json");
    const picture = { type: "image", id: "shot", image: "images/app-screenshot.png" };
    const blocks = page.blocks as object[];
    expect(schemas.page({ ...page, blocks: [...blocks, picture] })).toEqual([
      {
        pointer: `/blocks/${blocks.length}/alt`,
        message:
          "alt is missing: describe what the picture shows, for people who cannot see it, or turn on Decorative if it shows nothing a reader needs.",
      },
    ]);
    expect(
      schemas.page({ ...page, blocks: [...blocks, { ...picture, decorative: true }] }),
    ).toEqual([]);
    expect(
      schemas.page({ ...page, blocks: [...blocks, { ...picture, alt: "The app's chat." }] }),
    ).toEqual([]);
  });

  it("asks imageProblem about an imageFile field, with the path as written", () => {
    const site = { ...read("en/site.json"), screenshot: "images/missing.png" };
    expect(schemas.site(site)).toEqual([
      {
        pointer: "/screenshot",
        message: 'screenshot "images/missing.png": there is no such file.',
      },
    ]);
    expect(imageProblem).toHaveBeenCalledWith("images/missing.png", { minWidth: 600 });
  });

  it("says which schema is missing", () => {
    const { ["models.schema.json"]: _missing, ...rest } = documents;
    expect(() => createSchemas(rest, { imageProblem })).toThrow(
      "The schema content/schemas/models.schema.json is missing.",
    );
  });

  // The editor in the browser compiles the rules too. A file of this list may import another.
  const browserSafe = ["schemaRules.ts", "jsonLocation.ts", "schemaShapes.ts"];
  it.each(browserSafe)("keeps %s free of Node modules", (file) => {
    const source = fs.readFileSync(path.join(__dirname, file), "utf8");
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map(
      (match) => match[1] ?? "",
    );
    expect(
      imports.filter(
        (name) =>
          !/^(ajv|ajv-formats|ajv-keywords|jsonc-parser)\b/.test(name) &&
          !browserSafe.includes(`${name.replace(/^\.\//, "")}.ts`),
      ),
    ).toEqual([]);
  });
});
