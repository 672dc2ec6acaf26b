import fs from "fs";
import path from "path";

import sharp from "sharp";

import { PHONE_MAKER, phonePhoto } from "../../src/test/phonePhoto";

/**
 * The picture an editor uploads in cms-workflow's steps: a phone's JPEG of the app, with the EXIF a
 * phone writes (its maker, and where it was taken), and what to look for in the built copy.
 */

export { PHONE_MAKER };

/** A new German screenshot, 780 × 1688 like the others, as a phone's JPEG with GPS in its EXIF. */
export function germanScreenshotWithGps(): Promise<Buffer> {
  const label = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="780" height="1688"><rect x="60" y="220" width="660" height="1200" rx="48" fill="#ffffff"/><text x="390" y="820" font-size="72" text-anchor="middle" font-family="sans-serif" fill="#5b21b6">Octopus 2027</text></svg>',
  );
  return phonePhoto(
    sharp({ create: { width: 780, height: 1688, channels: 3, background: "#0f766e" } }).composite([
      { input: label },
    ]),
  );
}

/** Every file under `dir`, by path from it. */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());

/**
 * The files of a build that carry the photo's metadata: its maker's name anywhere in their bytes,
 * or, for a picture, any EXIF, XMP or IPTC block at all. Returns how many pictures were read too.
 */
export async function filesWithMetadata(
  publicDir: string,
): Promise<{ carrying: string[]; pictures: number }> {
  const carrying: string[] = [];
  let pictures = 0;
  for (const name of filesUnder(publicDir)) {
    const bytes = fs.readFileSync(path.join(publicDir, name));
    if (bytes.includes(PHONE_MAKER)) carrying.push(name);
    if (!/\.(jpe?g|png|webp|avif)$/i.test(name)) continue;
    pictures += 1;
    const meta = await sharp(bytes).metadata();
    if (meta.exif || meta.xmp || meta.iptc) carrying.push(`${name} (metadata)`);
  }
  return { carrying, pictures };
}

/** The hero screenshot's <picture> of a built page: each source's type and its files' widths. */
export function heroPicture(html: string): { sources: Record<string, string[]>; alt: string } {
  const picture = /<picture class="hero__screenshot"[\s\S]*?<\/picture>/.exec(html)?.[0] ?? "";
  const sources: Record<string, string[]> = {};
  for (const [, type = "", srcSet = ""] of picture.matchAll(
    /<source type="([^"]+)" srcSet="([^"]+)"/gi,
  )) {
    sources[type] = srcSet.split(",").map((candidate) => candidate.trim());
  }
  const img = /<img [^>]*>/.exec(picture)?.[0] ?? "";
  sources.fallback = (/srcSet="([^"]+)"/i.exec(img)?.[1] ?? "").split(",").map((c) => c.trim());
  return { sources, alt: /alt="([^"]*)"/.exec(img)?.[1] ?? "" };
}
