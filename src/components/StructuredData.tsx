import type { SiteSettings } from "../i18n/LocaleContext";
import type { LocaleCode } from "../i18n/locales";

type Props = {
  settings: SiteSettings;
  locale: LocaleCode;
  /** The product's name and tagline as the page's heading writes them (strings.productTitle). */
  title: string;
};

/**
 * schema.org JSON-LD for the home page: the organisation, the website and the app with its
 * stores. Prices are not published, so there are no offers.
 */
export default function StructuredData({ settings: site, locale, title }: Props) {
  const organizationId = `${site.siteUrl}/#organization`;
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: site.productName,
        url: `${site.siteUrl}/`,
        logo: `${site.siteUrl}/icon.svg`,
      },
      {
        "@type": "WebSite",
        "@id": `${site.siteUrl}/#website`,
        name: site.productName,
        url: `${site.siteUrl}/`,
        description: site.description,
        inLanguage: locale,
        publisher: { "@id": organizationId },
      },
      {
        "@type": "MobileApplication",
        "@id": `${site.siteUrl}/#app`,
        name: site.productName,
        alternateName: title,
        description: site.heroDescription,
        applicationCategory: "ProductivityApplication",
        operatingSystem: "iOS, Android",
        installUrl: [site.appStoreUrl, site.googlePlayUrl],
        sameAs: [site.appStoreUrl, site.googlePlayUrl],
        url: `${site.siteUrl}/`,
        publisher: { "@id": organizationId },
      },
    ],
  };
  // "<" is escaped so no text in the content can close the script element early.
  const json = JSON.stringify(graph).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
