import { fill, useSiteSettings, useStrings } from "../i18n/LocaleContext";
import LanguageList from "./LanguageList";
import LanguageMenu from "./LanguageMenu";
import OctopusLogo from "./OctopusLogo";
import SiteLink from "./SiteLink";
import { sectionLinks } from "./sectionLinks";

const MENU_ID = "site-menu";

/**
 * The top bar of every page. Below the mobile breakpoint the section links and the language
 * switch fold into a menu behind a button (CSS decides what is folded); on wide screens the
 * languages are a compact disclosure in the bar (LanguageMenu).
 *
 * The menu is an HTML popover that the button opens by itself (`popovertarget`), so a tap works
 * the moment the page is painted; the browser closes it on Escape or a tap outside and gives focus
 * back. The page script adds what HTML cannot (src/browser/enhanceHeader.ts): closing when a link
 * is chosen, an explicit aria-expanded (until then the browser derives it from the popover), and
 * the same menu for browsers without popovers. Without JavaScript a <noscript> style in
 * gatsby-ssr.tsx shows the links.
 */
export default function Header() {
  const { productName, chatUrl } = useSiteSettings();
  const strings = useStrings();

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLink
          to="/"
          className="brand"
          aria-label={fill(strings.homeLabel, { product: productName })}
        >
          <OctopusLogo size={32} className="brand__logo" />
          <span className="brand__name">{productName}</span>
        </SiteLink>

        <nav className="site-nav" aria-label={strings.mainNav}>
          <button
            type="button"
            className="menu-button"
            popovertarget={MENU_ID}
            aria-controls={MENU_ID}
          >
            {/* Both icons are drawn; CSS shows the one that matches the menu (header.css). */}
            <svg
              className="menu-button__icon"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
            >
              <path className="menu-button__open" d="M4 7h16M4 12h16M4 17h16" />
              <path className="menu-button__close" d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="visually-hidden">{strings.menu}</span>
          </button>
          <ul id={MENU_ID} className="site-nav__links" popover="auto">
            {sectionLinks(strings).map(({ label, to }) => (
              <li key={to}>
                <SiteLink to={to} className="site-nav__link">
                  {label}
                </SiteLink>
              </li>
            ))}
            {/* The same page in the other languages: in the menu, below the menu breakpoint. */}
            <li className="site-nav__languages">
              <LanguageList
                className="site-nav__language-list"
                linkClassName="site-nav__language"
                label={strings.language}
              />
            </li>
          </ul>
        </nav>

        {/* On wide screens, where there is no menu, a compact switch in the bar instead. */}
        <LanguageMenu />

        {/* On the narrowest screens only "Login" shows (header-fit.css); the name stays whole. */}
        <SiteLink to={chatUrl} className="button button--primary site-header__cta">
          <span>
            {strings.login}
            <span className="site-header__cta-more">{strings.loginMore}</span>
          </span>
        </SiteLink>
      </div>
    </header>
  );
}
