import type { IGatsbyImageData } from "gatsby-plugin-image";

/** The text column a block's picture sits in, and the page's side margins below it. */
const COLUMN = 720;
const MARGINS = 40;

/** The widths of a srcset's candidates ("/a.png 720w, /b.png 780w" → [720, 780]). */
const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? "")
    .split(",")
    .map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1] ?? 0))
    .filter((width) => width > 0);

/**
 * A block's picture drawn at most half as wide as it has pixels, and at most the column's width: so
 * it is always sharp on a screen of twice the density, and a phone's screenshot (780 px) shows at
 * a phone's size (390 px), not stretched across the column. The build makes files up to twice the
 * column (gatsbyImageData's `width: 720` at 1× and 2×), so the largest file says how many pixels
 * the picture has, up to 1,440. Its width, height and `sizes` change; its files do not.
 */
export function atMostHalfItsPixels(image: IGatsbyImageData): IGatsbyImageData {
  const largest = Math.max(0, ...widthsOf(image.images.fallback?.srcSet));
  const width = Math.min(image.width, COLUMN, Math.floor(largest / 2) || image.width);
  if (width === image.width) return image;
  const height = Math.round((image.height * width) / image.width);
  const sizes = `(min-width: ${width + MARGINS}px) ${width}px, calc(100vw - ${MARGINS}px)`;
  const { fallback, sources = [] } = image.images;
  return {
    ...image,
    width,
    height,
    images: {
      ...(fallback ? { fallback: { ...fallback, sizes } } : {}),
      sources: sources.map((source) => ({ ...source, sizes })),
    },
  };
}
