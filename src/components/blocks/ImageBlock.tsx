import ResponsiveImage from "../ResponsiveImage";
import { atMostHalfItsPixels } from "./halfSize";
import type { BlockOf } from "./types";

/**
 * A picture from content/images/, sized by the build and shown at most half as wide as its pixels
 * (halfSize.ts), with its description (none for a decorative one) and caption.
 */
export default function ImageBlock({ id, image, alt, decorative, caption }: BlockOf<"ImageBlock">) {
  const data = image.childImageSharp?.gatsbyImageData;
  if (!data) throw new Error(`The image block "${id}" names a file that is not a picture.`);
  return (
    <section id={id} className="block">
      <div className="container">
        <div className="block__narrow">
          <figure className="block-image">
            <ResponsiveImage
              image={atMostHalfItsPixels(data)}
              // A decorative picture is skipped by screen readers: an empty description.
              alt={decorative ? "" : (alt ?? "")}
              className="block-image__picture"
            />
            {caption && <figcaption className="block-image__caption">{caption}</figcaption>}
          </figure>
        </div>
      </div>
    </section>
  );
}
