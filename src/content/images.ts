import fs from "fs";

import { IMAGE_MESSAGES } from "./imageMessages";

/** The first bytes of each image format sharp can turn into the site's responsive images. */
const SIGNATURES: Array<{ format: string; matches: (head: Buffer) => boolean }> = [
  {
    format: "PNG",
    matches: (head) => head.subarray(0, 8).equals(Buffer.from("\x89PNG\r\n\x1a\n", "latin1")),
  },
  { format: "JPEG", matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  {
    format: "WebP",
    matches: (head) =>
      head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  },
  { format: "AVIF", matches: (head) => /^ftypavi[fs]$/.test(head.toString("latin1", 4, 12)) },
];

/** Why the file cannot be the site's image, or undefined if it can. */
export function imageProblem(absolutePath: string): string | undefined {
  let head: Buffer;
  try {
    const handle = fs.openSync(absolutePath, "r");
    head = Buffer.alloc(16);
    fs.readSync(handle, head, 0, head.length, 0);
    fs.closeSync(handle);
  } catch {
    return IMAGE_MESSAGES.missing;
  }
  if (!SIGNATURES.some(({ matches }) => matches(head))) {
    return IMAGE_MESSAGES.notAnImage;
  }
  return undefined;
}
