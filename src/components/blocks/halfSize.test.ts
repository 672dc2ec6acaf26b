import type { IGatsbyImageData } from "gatsby-plugin-image";

import { atMostHalfItsPixels } from "./halfSize";

/** gatsbyImageData for a picture of `pixels` width, queried at 720 px and 1× and 2× (BlockPage.tsx). */
const picture = (pixels: number, aspect = 2): IGatsbyImageData => {
  const widths = [Math.min(720, pixels), Math.min(1440, pixels)].filter(
    (width, index, all) => all.indexOf(width) === index,
  );
  const srcSet = widths.map((width) => `/static/x/${width}.png ${width}w`).join(",\n");
  const sizes = "(min-width: 760px) 720px, calc(100vw - 40px)";
  return {
    layout: "constrained",
    width: widths[0] ?? 0,
    height: Math.round((widths[0] ?? 0) * aspect),
    images: {
      fallback: { src: "/static/x/a.png", srcSet, sizes },
      sources: [{ type: "image/avif", srcSet: srcSet.replace(/png/g, "avif"), sizes }],
    },
  };
};

describe("atMostHalfItsPixels", () => {
  it("shows a phone's 780 px screenshot 390 px wide, its height in proportion, and says so in sizes", () => {
    const shown = atMostHalfItsPixels(picture(780));
    expect([shown.width, shown.height]).toEqual([390, 780]);
    const sizes = "(min-width: 430px) 390px, calc(100vw - 40px)";
    expect(shown.images.fallback?.sizes).toBe(sizes);
    expect(shown.images.sources?.map((source) => source.sizes)).toEqual([sizes]);
    expect(shown.images.fallback?.srcSet).toBe(picture(780).images.fallback?.srcSet);
  });

  it("keeps a picture of 1,440 px or more at the column's 720", () => {
    expect(atMostHalfItsPixels(picture(1440)).width).toBe(720);
    expect(atMostHalfItsPixels(picture(4000))).toEqual(picture(4000));
  });

  it("never widens a picture", () => {
    const small = picture(640);
    expect(atMostHalfItsPixels(small).width).toBe(320);
  });
});
