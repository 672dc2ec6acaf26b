import { entryUploads } from "./entryPictures";

/** Decap's Immutable values, as far as entryUploads reads them. */
const map = (values: Record<string, unknown>) => ({
  get: (key: string) => values[key],
  toJSON: () => values,
});

describe("the uploads the editor checks with a save", () => {
  it("are the entry's new files that it names, in any language; a replaced or refused one is not", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const blob = { arrayBuffer: async () => bytes.buffer };
    const files = ["content/images/used.png", "content/images/de.png", "content/images/old.png"];
    const entry = map({
      data: { blocks: [{ image: "images/used.png" }] },
      i18n: { de: { data: { screenshot: "images/de.png" } } },
      mediaFiles: {
        toArray: () => [
          ...files.map((path) => map({ path, draft: true, file: blob })),
          map({ path: "content/images/published.png", draft: false, file: blob }),
        ],
      },
    });
    expect(Object.keys(await entryUploads(entry))).toEqual(["images/used.png", "images/de.png"]);
  });
});
