import { imageSize } from "image-size";

import { PICTURE_MESSAGES } from "./pictureMessages";
import type { PictureSlot } from "../schemaRules";

/**
 * The rules every picture of the site meets, wherever it comes from: a file in content/images/ (the
 * build and `npm run check:content`), an upload in the editor, before its save
 * (src/cms/contentGate.ts), and the same upload again at the local backend
 * (src/cms/server/gate/requestGate.ts), which the editor's own check cannot stand in for. The type
 * and size are read from the file's first bytes by image-size, never from its name, and without
 * decoding a pixel: a small file that claims 30,000 × 30,000 pixels (a decompression bomb) is
 * refused before anything would unpack it.
 */

/** The formats sharp turns into the site's responsive AVIF and WebP. */
const FORMATS = { png: "PNG", jpg: "JPEG", webp: "WebP", avif: "AVIF" } as const;

export type PictureFormat = (typeof FORMATS)[keyof typeof FORMATS];

export const PICTURE_LIMITS = {
  /** A screenshot at 2× is well under 1 MB, a phone's photo 2–6 MB. */
  maxBytes: 8 * 1024 * 1024,
  /** 40 million pixels: a 7,000 × 5,700 photo; decoding one takes about 160 MB of memory. */
  maxPixels: 40_000_000,
};

/** What the file's first bytes say it is. */
export type PictureFacts = {
  format: PictureFormat;
  width: number;
  height: number;
  bytes: number;
};

export type { PictureSlot };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Why a file of this many bytes cannot be a picture (over the limit), or undefined. */
export const sizeProblem = (byteLength: number): string | undefined =>
  byteLength > PICTURE_LIMITS.maxBytes
    ? PICTURE_MESSAGES.tooLarge(megabytes(byteLength), megabytes(PICTURE_LIMITS.maxBytes))
    : undefined;

/**
 * Is this an SVG, with or without a size of its own? Markup whose first element, after an XML
 * prolog, comments or a doctype, is <svg>. image-size knows an SVG only by its width and height.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i.test(start);
}

/**
 * Does this content (a JSON file's text, or an entry's data as JSON) name the picture at `file`
 * ("content/images/x.png")? A field names a picture by its whole value, "images/x.png", quotes
 * and all: a caption that mentions the name, or "images/x.png.webp", does not name it.
 */
export const namesPicture = (json: string, file: string): boolean =>
  json.includes(JSON.stringify(file.replace(/^\/?content\//, "")));

/** The picture's facts, or why the file cannot be one of the site's pictures. */
export function readPicture(bytes: Uint8Array): PictureFacts | string {
  const tooLarge = sizeProblem(bytes.length);
  if (tooLarge) return tooLarge;
  if (looksLikeSvg(bytes)) return PICTURE_MESSAGES.svg;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return PICTURE_MESSAGES.notAnImage;
  }
  if (size.type === "svg") return PICTURE_MESSAGES.svg;
  const format = FORMATS[size.type as keyof typeof FORMATS];
  const { width, height } = size;
  if (!format || !width || !height) return PICTURE_MESSAGES.notAnImage;
  if (width * height > PICTURE_LIMITS.maxPixels) {
    return PICTURE_MESSAGES.tooManyPixels(width, height, PICTURE_LIMITS.maxPixels / 1_000_000);
  }
  return { format, width, height, bytes: bytes.length };
}

/** Why a picture with these facts cannot be shown in this slot, or undefined if it can. */
export function slotProblem(facts: PictureFacts, slot: PictureSlot = {}): string | undefined {
  if (slot.minWidth !== undefined && facts.width < slot.minWidth) {
    return PICTURE_MESSAGES.tooNarrow(facts.width, slot.minWidth);
  }
  return undefined;
}

/** Why these bytes cannot be the picture of this slot, or undefined if they can. */
export function pictureProblem(bytes: Uint8Array, slot?: PictureSlot): string | undefined {
  const facts = readPicture(bytes);
  return typeof facts === "string" ? facts : slotProblem(facts, slot);
}

/** The folder of the site's pictures, from the site's root, and the name a field gives them by. */
export const PICTURES_FOLDER = "content/images/";
export const PICTURES_PUBLIC = "images/";

/** Is this path (from the site's root) a file of the pictures' folder, with no way out of it? */
export const isPictureFile = (file: string): boolean =>
  file.startsWith(PICTURES_FOLDER) &&
  file
    .slice(PICTURES_FOLDER.length)
    .split("/")
    .every((part) => part !== "" && part !== "." && part !== "..") &&
  !file.includes("\\") &&
  !file.includes("\0");

/**
 * Why the picture an `imageFile` field names ("images/app-screenshot.png", from the content
 * folder) cannot be shown in its slot, or undefined if it can. `lookUp` gives a file's facts (or
 * its problem) by its path from the content folder, and undefined when there is no such file.
 */
export function namedPictureProblem(
  relativePath: string,
  slot: PictureSlot,
  lookUp: (fromContent: string) => PictureFacts | string | undefined,
): string | undefined {
  const inside = new URL(relativePath, "file:///content/").pathname;
  // Gatsby finds only the files it sources, and it sources the content folder.
  if (!inside.startsWith("/content/")) return PICTURE_MESSAGES.outside;
  const facts = lookUp(decodeURIComponent(inside.slice("/content/".length)));
  if (facts === undefined) return PICTURE_MESSAGES.missing;
  return typeof facts === "string" ? facts : slotProblem(facts, slot);
}
