import { useLocale, useSiteSettings, useStrings } from "../i18n/LocaleContext";
import LanguageLinks from "./LanguageLinks";
import { legalLinks } from "./legalLinks";
import OctopusLogo from "./OctopusLogo";
import SiteLink from "./SiteLink";
import { sectionLinks } from "./sectionLinks";

type Column = { heading: string; links: ReadonlyArray<{ label: string; to: string }> };

/**
 * Three columns on every page: the product's sections, the legal pages and the app stores. Plain
 * links only.
 */
export default function Footer() {
  const { productName, tagline, appStoreUrl, googlePlayUrl, copyright } = useSiteSettings();
  const { footerPages = [] } = useLocale();
  const strings = useStrings();

  const columns: Column[] = [
    { heading: productName, links: [...sectionLinks(strings), ...footerPages] },
    { heading: strings.footerLegal, links: legalLinks(strings) },
    {
      heading: strings.footerDownload,
      links: [
        { label: "App Store", to: appStoreUrl },
        { label: "Google Play", to: googlePlayUrl },
      ],
    },
  ];

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <p className="site-footer__brand">
            <OctopusLogo size={28} />
            <span>
              <strong>{productName}</strong> · {tagline}
            </span>
          </p>
          <nav className="site-footer__columns" aria-label={strings.footerNav}>
            {columns.map(({ heading, links }) => (
              <div key={heading} className="site-footer__column">
                <h2 className="site-footer__heading">{heading}</h2>
                <ul>
                  {links.map(({ label, to }) => (
                    <li key={label}>
                      <SiteLink to={to}>{label}</SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{copyright}</p>
          <LanguageLinks />
        </div>
      </div>
    </footer>
  );
}
