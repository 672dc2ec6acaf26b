import type { Page } from "playwright-core";

/** A colour as red, green and blue from 0 to 255 and an alpha from 0 to 1. */
export type Rgba = [number, number, number, number];

export const WHITE: Rgba = [255, 255, 255, 1];

/**
 * Turns computed CSS colours into numbers, whatever syntax the browser serialises them in (rgb(),
 * color(srgb …), oklch() from color-mix() …): the page's own canvas paints each one and is read
 * back, so the browser does the conversion.
 */
export function toRgba(page: Page, colours: string[]): Promise<Rgba[]> {
  return page.evaluate((list) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas");
    return list.map((colour): [number, number, number, number] => {
      if (!CSS.supports("color", colour)) throw new Error(`Not a CSS colour: "${colour}"`);
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      // A transparent pixel's colour channels are lost in premultiplication: keep them at 0.
      return a === 0 ? [0, 0, 0, 0] : [r, g, b, a / 255];
    });
  }, colours);
}

/** `top` painted over an opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

/** Layers painted one over the other, the bottom one first, over an opaque base. */
export function flatten(layers: Rgba[], base: Rgba): Rgba {
  return layers.reduce((below, layer) => over(layer, below), base);
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: readonly number[]): number {
  const channel = (value = 0) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function show([r, g, b, a = 1]: readonly number[]): string {
  const rgb = [r, g, b].map((c = 0) => Math.round(c)).join(", ");
  return a === 1 ? `rgb(${rgb})` : `rgba(${rgb}, ${Number(a.toFixed(2))})`;
}

/** Converts many computed colours at once (one trip to the page), for looking up one by one. */
export async function palette(page: Page, colours: string[]): Promise<(colour: string) => Rgba> {
  const unique = [...new Set(colours)];
  const converted = await toRgba(page, unique);
  const table = new Map(unique.map((colour, index) => [colour, converted[index]]));
  return (colour) => {
    const rgba = table.get(colour);
    if (!rgba) throw new Error(`Colour not converted: ${colour}`);
    return rgba;
  };
}
