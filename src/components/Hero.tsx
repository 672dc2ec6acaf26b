import { GatsbyImage, getImage } from "gatsby-plugin-image";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import useSiteSettings from "../hooks/useSiteSettings";
import StoreBadge from "./StoreBadge";

type Props = { screenshot: IGatsbyImageData };

/** The first screen: what Octopus is, where to get it, and what it looks like. */
export default function Hero({ screenshot }: Props) {
  const { productName, tagline, heroDescription, appStoreUrl, googlePlayUrl, screenshotAlt } =
    useSiteSettings();
  const image = getImage(screenshot);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <h1 id="hero-title" className="hero__title">
            {`${productName}: ${tagline}`}
          </h1>
          <p className="hero__lead">{heroDescription}</p>
          <div className="hero__badges">
            <StoreBadge store="apple" href={appStoreUrl} />
            <StoreBadge store="google" href={googlePlayUrl} />
          </div>
        </div>
        <div className="hero__media">
          {image && (
            <GatsbyImage
              image={image}
              alt={screenshotAlt}
              loading="eager"
              className="hero__screenshot"
            />
          )}
        </div>
      </div>
    </section>
  );
}
