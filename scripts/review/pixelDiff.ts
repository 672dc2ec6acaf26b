import { diff } from "@blazediff/core";
import { PNG } from "pngjs";

/**
 * Two screenshots compared pixel by pixel with @blazediff/core (pixelmatch's measure, in YIQ
 * colour, anti-aliased edges not counted), and the picture of their difference: the page faint
 * in grey, each changed pixel red.
 */
export type PixelDiff = {
  width: number;
  height: number;
  changedPixels: number;
  /** changedPixels over the pixels compared, 0 to 1. */
  changedShare: number;
  /** The difference as a PNG. */
  png: Buffer;
};

/** How far two colours may differ before a pixel counts as changed (pixelmatch's 0.1). */
const THRESHOLD = 0.1;

/**
 * A decoded image grown to `height` rows: a page that got taller or shorter has rows the other
 * lacks, and they are filled with a colour no page has (fully transparent), so they count.
 */
function grownTo(image: PNG, height: number): Uint8Array {
  if (image.height === height) return image.data;
  const data = new Uint8Array(image.width * height * 4);
  data.set(image.data);
  return data;
}

export function diffScreenshots(before: Buffer, after: Buffer): PixelDiff {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width) {
    throw new Error(`Screenshots of different widths: ${a.width} and ${b.width} px`);
  }
  const { width } = a;
  const height = Math.max(a.height, b.height);
  const output = new PNG({ width, height });
  const changedPixels = diff(grownTo(a, height), grownTo(b, height), output.data, width, height, {
    threshold: THRESHOLD,
    includeAA: false,
    alpha: 0.15,
  });
  return {
    width,
    height,
    changedPixels,
    changedShare: changedPixels / (width * height),
    // Fast to write: the picture is looked at once, and its size matters less than the time.
    png: PNG.sync.write(output, { deflateLevel: 1, filterType: 0 }),
  };
}
