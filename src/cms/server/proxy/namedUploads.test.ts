/** @jest-environment node */
import { withNamedUploads } from "./namedUploads";

/** A save of the German site entry with these uploads, naming `named` in its file. */
const save = (named: string, uploads: string[]) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [
      { path: "content/en/site.json", raw: '{ "screenshot": "images/app-screenshot.png" }' },
      { path: "content/de/site.json", raw: `{ "screenshot": "${named}" }` },
    ],
    assets: uploads.map((path) => ({ path, content: "AA==", encoding: "base64" })),
  },
});
const sent = (request: { params?: Record<string, unknown> }) =>
  (request.params?.assets as Array<{ path: string }>).map(({ path }) => path);

describe("the uploads a save sends to the local backend", () => {
  it("keep those its files name, in any language, and leave out the rest", () => {
    const request = save("images/new-de.jpg", [
      "content/images/notes.png",
      "content/images/new-de.jpg",
      "content/images/replaced.png",
    ]);
    expect(sent(withNamedUploads(request))).toEqual(["content/images/new-de.jpg"]);
  });

  it("count a picture named by a field's whole value only, not by a mention", () => {
    const request = save("images/a.png.webp", [
      "content/images/a.png",
      "content/images/a.png.webp",
    ]);
    const dataFiles = request.params.dataFiles;
    dataFiles[0] = {
      ...dataFiles[0],
      raw: '{ "caption": "Compare images/a.png with the old one." }',
    } as (typeof dataFiles)[0];
    expect(sent(withNamedUploads(request))).toEqual(["content/images/a.png.webp"]);
  });

  it("keep a file outside the pictures' folder, for the gate to refuse by name", () => {
    const request = save("images/new-de.jpg", ["gatsby-config.ts", "content/images/x.png"]);
    expect(sent(withNamedUploads(request))).toEqual(["gatsby-config.ts"]);
  });

  it("change nothing else: the same request when every upload is named, and other actions", () => {
    const request = save("images/new-de.jpg", ["content/images/new-de.jpg"]);
    expect(withNamedUploads(request)).toBe(request);
    const read = { action: "getMedia", params: { assets: ["content/images/x.png"] } };
    expect(withNamedUploads(read)).toBe(read);
  });
});
