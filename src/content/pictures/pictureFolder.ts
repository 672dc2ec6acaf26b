import fs from "fs";
import path from "path";

import { PICTURE_MESSAGES } from "./pictureMessages";
import { readPictureFile } from "./pictureFile";
import type { Problem } from "../checkContent";
import { PICTURES_FOLDER } from "./pictures";

/** The files of content/images/, by path from it, in name order. */
function pictureNames(rootDir: string): string[] {
  const dir = path.join(rootDir, PICTURES_FOLDER);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

/** Does any of these content texts name the picture content/images/<name>? */
const isNamed = (name: string, texts: string[]) => {
  const named = JSON.stringify(`images/${name}`);
  return texts.some((text) => text.includes(named));
};

/**
 * Every file of content/images/ that pictures.ts refuses and no field names (a named one is
 * reported with its field): a file committed past the editor (a text file named .png, an SVG, a
 * bomb) is an error of `npm run check:content` and the build, as it would be an upload's.
 */
export function pictureFolderProblems(rootDir: string, files: Record<string, string>): Problem[] {
  const texts = Object.values(files);
  return pictureNames(rootDir).flatMap((name) => {
    if (isNamed(name, texts)) return [];
    const facts = readPictureFile(path.join(rootDir, PICTURES_FOLDER, name));
    return typeof facts === "string" ? [{ file: `${PICTURES_FOLDER}${name}`, message: facts }] : [];
  });
}

/**
 * The pictures in content/images/ that no content file names: left behind when a field got a new
 * picture. `npm run check:content` lists them; they stop nothing (the build sources only what a
 * field names), and the editor's Media page deletes them (src/cms/server/gate/pictureGate.ts).
 */
export function unusedPictures(rootDir: string, files: Record<string, string>): Problem[] {
  const texts = Object.values(files);
  return pictureNames(rootDir)
    .filter((name) => !isNamed(name, texts))
    .map((name) => ({ file: `${PICTURES_FOLDER}${name}`, message: PICTURE_MESSAGES.unused }));
}
