import fs from "fs";
import os from "os";
import path from "path";

import { footerPages, readBlockPages } from "./blockPages";

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => fs.rmSync(made, { recursive: true, force: true })));

/** A content folder with one page, its German translation complete and its Japanese one not. */
function contentWith(footer: boolean): string {
  const root = folder("block-pages-");
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(value));
  };
  write("en/pages/news.json", {
    title: "News",
    description: "What is new.",
    footer,
    blocks: [
      { type: "text", id: "body", body: "Hello." },
      { type: "models", id: "models" },
    ],
  });
  write("de/pages/news.json", {
    title: "Neues",
    description: "Was neu ist.",
    blocks: [{ id: "body", body: "Hallo." }],
  });
  write("ja/pages/news.json", {
    title: "ニュース",
    blocks: [{ id: "body", body: "こんにちは。" }],
  });
  return root;
}

describe("readBlockPages", () => {
  it("makes a page in English and in each language whose translation gives every text", () => {
    const [page] = readBlockPages(contentWith(true));
    expect(page).toEqual({
      slug: "news",
      locales: ["en", "de"],
      titles: { en: "News", de: "Neues" },
      footer: true,
      types: ["text", "models"],
    });
  });

  it("lists a footer page in the footer of the languages it exists in, by its title there", () => {
    const pages = readBlockPages(contentWith(true));
    expect(footerPages(pages, "de")).toEqual([{ label: "Neues", to: "/news" }]);
    expect(footerPages(pages, "ja")).toEqual([]);
    expect(footerPages(readBlockPages(contentWith(false)), "en")).toEqual([]);
  });

  it("finds no page where content/en/pages/ does not exist", () => {
    expect(readBlockPages(folder("no-pages-"))).toEqual([]);
  });
});
