import { PNG } from "pngjs";

import type { ReviewJson } from "../../scripts/review/reviewReport";

/** Each page of a review once, with the widths it is shown at. */
export function widthsByPage(json: ReviewJson): Map<string, number[]> {
  const pages = new Map<string, number[]>();
  for (const { path: page, width } of json.pages)
    pages.set(page, [...(pages.get(page) ?? []), width]);
  return pages;
}

/** The pixels a diff marks as changed (pure red), in a box of the page. */
export function redIn(
  png: Buffer,
  box: { x: number; y: number; width: number; height: number },
): number {
  const image = PNG.sync.read(png);
  let red = 0;
  for (let y = Math.floor(box.y); y < Math.min(image.height, box.y + box.height); y += 1) {
    for (let x = Math.floor(box.x); x < Math.min(image.width, box.x + box.width); x += 1) {
      const at = (y * image.width + x) * 4;
      if (image.data[at] === 255 && image.data[at + 1] === 0 && image.data[at + 2] === 0) red += 1;
    }
  }
  return red;
}
