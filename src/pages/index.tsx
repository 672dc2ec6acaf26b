import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";

import CardSection from "../components/CardSection";
import Hero from "../components/Hero";
import { homeCardSection } from "../components/homeCardSection";
import Layout from "../components/Layout";
import ResponsiveImage from "../components/ResponsiveImage";
import Seo from "../components/Seo";
import StructuredData from "../components/StructuredData";
import { SECTION_IDS } from "../constants";
import { fill, useSiteSettings, useStrings } from "../i18n/LocaleContext";
import type { LocalePageContext } from "../i18n/LocaleContext";

type Props = PageProps<Queries.HomePageQuery, LocalePageContext>;

/** The home page, in every locale (src/gatsby/pages.ts makes /de/, /ja/ and /ar/ from it). */
export default function HomePage({ data }: Props) {
  const settings = useSiteSettings();
  const strings = useStrings();
  const screenshot = data.settings?.screenshot.childImageSharp?.gatsbyImageData;
  if (!screenshot) throw new Error("The screenshot named in content/en/site.json is not an image.");
  const sections = [
    {
      id: SECTION_IDS.useCases,
      ...homeCardSection("useCases", strings, settings, data.useCases?.items ?? []),
    },
    {
      id: SECTION_IDS.models,
      ...homeCardSection("models", strings, settings, data.models?.items ?? []),
    },
  ];

  return (
    <Layout>
      <Hero
        {...settings}
        screenshot={
          <ResponsiveImage
            image={screenshot}
            alt={settings.screenshotAlt}
            className="hero__screenshot"
            priority
          />
        }
      />
      {sections.map((section) => (
        <CardSection key={section.id} {...section} />
      ))}
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, LocalePageContext> = ({ data, pageContext }) => {
  // The screenshot is the largest paint of the first screen: fetch its best format first, at high
  // priority, instead of after the scripts the parser meets before it.
  const preferred = data.settings?.screenshot.childImageSharp?.gatsbyImageData.images.sources?.[0];
  return (
    <Seo page={pageContext} settings={data.settings}>
      {data.settings && (
        <StructuredData
          settings={data.settings}
          locale={pageContext.locale}
          title={fill(pageContext.strings.productTitle, {
            product: data.settings.productName,
            tagline: data.settings.tagline,
          })}
        />
      )}
      {preferred && (
        <link
          rel="preload"
          as="image"
          type={preferred.type}
          imageSrcSet={preferred.srcSet}
          imageSizes={preferred.sizes}
          fetchPriority="high"
        />
      )}
    </Seo>
  );
};

export const query = graphql`
  query HomePage($locale: String!) {
    settings: siteJson(locale: { eq: $locale }) {
      ...SiteSettings
      screenshot {
        childImageSharp {
          # Drawn 284 px wide inside its frame (.hero__screenshot), narrower on a 320 px phone:
          # 300 and 600 px wide files cover both at 1× and 2×.
          gatsbyImageData(
            layout: CONSTRAINED
            width: 300
            outputPixelDensities: [1, 2]
            sizes: "(min-width: 340px) 284px, calc(100vw - 56px)"
          )
        }
      }
    }
    useCases: useCasesJson(locale: { eq: $locale }) {
      items {
        ...CardContent
      }
    }
    models: modelsJson(locale: { eq: $locale }) {
      items {
        ...CardContent
      }
    }
  }
`;
