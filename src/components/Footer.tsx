import useSiteSettings from "../hooks/useSiteSettings";
import { LEGAL_LINKS } from "./legalLinks";
import OctopusLogo from "./OctopusLogo";
import ServerHtml from "./ServerHtml";
import SiteLink from "./SiteLink";
import { SECTION_LINKS } from "./sectionLinks";

type Column = { heading: string; links: ReadonlyArray<{ label: string; to: string }> };

/**
 * Three columns on every page: the product's sections, the legal pages and the app stores. Plain
 * links only, so a page the server rendered does not hydrate it (ServerHtml).
 */
export default function Footer() {
  const { productName, tagline, appStoreUrl, googlePlayUrl, copyright } = useSiteSettings();

  const columns: Column[] = [
    { heading: productName, links: SECTION_LINKS },
    { heading: "Legal", links: LEGAL_LINKS },
    {
      heading: "Download",
      links: [
        { label: "App Store", to: appStoreUrl },
        { label: "Google Play", to: googlePlayUrl },
      ],
    },
  ];

  return (
    <footer className="site-footer">
      <ServerHtml as="div" className="container">
        <div className="site-footer__top">
          <p className="site-footer__brand">
            <OctopusLogo size={28} />
            <span>
              <strong>{productName}</strong> · {tagline}
            </span>
          </p>
          <nav className="site-footer__columns" aria-label="Footer">
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
        <p className="site-footer__copyright">{copyright}</p>
      </ServerHtml>
    </footer>
  );
}
