import type { IGatsbyImageData } from "gatsby-plugin-image";

import { renderInLocale } from "../../test/locale";
import ImageBlock from "./ImageBlock";

/** A 780 × 1688 screenshot as the build gives it: files 720 and 780 px wide. */
const SCREENSHOT: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 1558,
  images: {
    fallback: {
      src: "/static/a/720.png",
      srcSet: "/static/a/720.png 720w,\n/static/a/780.png 780w",
      sizes: "(min-width: 760px) 720px, calc(100vw - 40px)",
    },
    sources: [],
  },
};

const block = (fields: { alt?: string | null; decorative?: boolean }) =>
  renderInLocale(
    <ImageBlock
      __typename="ImageBlock"
      id="shot"
      image={{ childImageSharp: { gatsbyImageData: SCREENSHOT } }}
      caption={null}
      alt={fields.alt ?? null}
      decorative={fields.decorative ?? false}
    />,
  ).container.querySelector("img");

describe("ImageBlock", () => {
  it("describes the picture, drawn at half its 780 pixels", () => {
    const img = block({ alt: "The app's chat." });
    expect(img?.getAttribute("alt")).toBe("The app's chat.");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["390", "844"]);
  });

  it("gives a decorative picture an empty description, so screen readers skip it", () => {
    expect(block({ alt: "Unused words.", decorative: true })?.getAttribute("alt")).toBe("");
    expect(block({ decorative: true })?.getAttribute("alt")).toBe("");
  });
});
