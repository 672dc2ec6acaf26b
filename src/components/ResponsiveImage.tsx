import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * React 18 does not know the camel-cased `fetchPriority` prop (it warns, and writes it as is); the
 * HTML attribute is `fetchpriority`, which React passes through like any lowercase attribute.
 */
const fetchPriority = (value: "high" | "auto") => ({ fetchpriority: value }) as object;

type Props = {
  /** The image as gatsby-plugin-image describes it: its formats, sizes and dimensions. */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The first screen's largest paint: fetched first and at once. Anything else: lazily. */
  priority?: boolean;
};

/**
 * gatsby-plugin-image's data drawn as a plain <picture>: every format and width it made, with the
 * image's dimensions as attributes, so the browser reserves its box before a byte arrives (CLS 0)
 * and paints it as it arrives. GatsbyImage would add a gate: an <img> kept transparent, by a
 * style attribute, until a script sees it loaded, and a <noscript> copy for visitors without
 * script. This markup has nothing to wait for and needs no style attribute, so the site's
 * Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export default function ResponsiveImage({ image, alt, className, priority = false }: Props) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        {...fetchPriority(priority ? "high" : "auto")}
      />
    </picture>
  );
}
