import fs from "fs";
import path from "path";

import type { ContentSnapshot } from "../content/checkContent";
import { readPictureFile } from "../content/pictures/pictureFile";
import type { PictureFacts } from "../content/pictures/pictures";
import { readSnapshot } from "../content/validateContent";

/**
 * What the editor at /admin/ needs to run the content checks in the browser before a save, read
 * when the editor is built: the content files, the pages and static files links may lead to, and
 * which files in content/ are images the site can use (checking one needs the file's bytes).
 */
export type CmsBuildFacts = {
  snapshot: ContentSnapshot;
  /** Every file under content/images/ (subfolders too), by path from content/: its facts, or why it cannot be the site's picture (src/content/pictures/pictures.ts). */
  images: Record<string, PictureFacts | string>;
};

export function cmsBuildFacts(rootDir: string): CmsBuildFacts {
  const contentDir = path.join(rootDir, "content");
  const imagesDir = path.join(contentDir, "images");
  const images = fs.existsSync(imagesDir)
    ? fs
        .readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
        .filter((name) => fs.statSync(path.join(imagesDir, name)).isFile())
        .map((name) => [
          `images/${name.split(path.sep).join("/")}`,
          readPictureFile(path.join(imagesDir, name)) ?? "",
        ])
    : [];
  return { snapshot: readSnapshot(rootDir), images: Object.fromEntries(images) };
}
