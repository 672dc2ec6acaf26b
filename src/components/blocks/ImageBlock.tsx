import NotHydrated from "../NotHydrated";
import ResponsiveImage from "../ResponsiveImage";
import type { BlockOf } from "./types";

/** A picture from content/images/, sized by the build, with its description and caption. */
export default function ImageBlock({ id, image, alt, caption }: BlockOf<"ImageBlock">) {
  const data = image.childImageSharp?.gatsbyImageData;
  if (!data) throw new Error(`The image block "${id}" names a file that is not a picture.`);
  return (
    <section id={id} className="block">
      <NotHydrated as="div" className="container">
        <div className="block__narrow">
          <figure className="block-image">
            <ResponsiveImage image={data} alt={alt} className="block-image__picture" />
            {caption && <figcaption className="block-image__caption">{caption}</figcaption>}
          </figure>
        </div>
      </NotHydrated>
    </section>
  );
}
