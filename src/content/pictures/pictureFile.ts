import fs from "fs";

import { readPicture, sizeProblem } from "./pictures";
import type { PictureFacts } from "./pictures";

/**
 * A picture file on the disk, read as pictures.ts reads an upload: its facts, or why it cannot be
 * the site's picture (undefined: there is no such file). A file over the byte limit is refused
 * from its size, without reading it.
 */
export function readPictureFile(absolutePath: string): PictureFacts | string | undefined {
  let size: number;
  try {
    const stat = fs.statSync(absolutePath);
    if (!stat.isFile()) return undefined;
    size = stat.size;
  } catch {
    return undefined;
  }
  const tooLarge = sizeProblem(size);
  if (tooLarge) return tooLarge;
  return readPicture(fs.readFileSync(absolutePath));
}
