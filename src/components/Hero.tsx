import type { ReactNode } from "react";

import { fill, useStrings } from "../i18n/LocaleContext";
import StoreBadge from "./StoreBadge";
import WholeNames from "./WholeNames";

type Props = {
  productName: string;
  tagline: string;
  heroDescription: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  /** The app screenshot: the site's responsive image, or the editor preview's plain one. */
  screenshot: ReactNode;
};

/**
 * The first screen: what Octopus is, where to get it, and what it looks like.
 */
export default function Hero({
  productName,
  tagline,
  heroDescription,
  appStoreUrl,
  googlePlayUrl,
  screenshot,
}: Props) {
  const strings = useStrings();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <h1 id="hero-title" className="hero__title">
            {fill(strings.productTitle, { product: productName, tagline })}
          </h1>
          <p className="hero__lead">
            <WholeNames text={heroDescription} />
          </p>
          <div className="hero__badges">
            <StoreBadge store="apple" href={appStoreUrl} />
            <StoreBadge store="google" href={googlePlayUrl} />
          </div>
        </div>
        <div className="hero__media">{screenshot}</div>
      </div>
    </section>
  );
}
