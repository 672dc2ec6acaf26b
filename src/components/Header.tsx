import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

import useDismiss from "../hooks/useDismiss";
import useHydrated from "../hooks/useHydrated";
import { fill, useSiteSettings, useStrings } from "../i18n/LocaleContext";
import LanguageList from "./LanguageList";
import LanguageMenu from "./LanguageMenu";
import OctopusLogo from "./OctopusLogo";
import SiteLink from "./SiteLink";
import { sectionLinks } from "./sectionLinks";

const MENU_ID = "site-menu";

/** Whether this browser has the popover API: the menu then works before any script runs. */
function hasPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

/**
 * The top bar of every page. Below the mobile breakpoint the section links and the language
 * switch fold into a menu behind a button (CSS decides what is folded); on wide screens the
 * languages are a compact disclosure in the bar (LanguageMenu).
 *
 * The menu is an HTML popover that the button opens by itself (`popovertarget`), so a tap works
 * the moment the page is painted, before React has hydrated anything; the browser closes it on
 * Escape or a tap outside and gives focus back. React adds what HTML cannot: closing when a link
 * is chosen, and an explicit aria-expanded, written only once it can be kept true (until then
 * the browser derives it from the popover). Browsers without popovers get the same menu from
 * React state alone. Without JavaScript a <noscript> style in gatsby-ssr.tsx shows the links.
 */
export default function Header() {
  const { productName, chatUrl } = useSiteSettings();
  const strings = useStrings();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // Popover browsers: follow the popover, which may already be open from a tap during loading.
  // beforetoggle comes at once with the new state (toggle a task later); flushSync writes
  // aria-expanded in the same moment the popover changes, not a scheduler task after it.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !hasPopover()) return undefined;
    setMenuOpen(list.matches(":popover-open"));
    const follow = (event: Event) => {
      const open =
        event instanceof ToggleEvent ? event.newState === "open" : list.matches(":popover-open");
      flushSync(() => setMenuOpen(open));
    };
    list.addEventListener("beforetoggle", follow);
    list.addEventListener("toggle", follow);
    return () => {
      list.removeEventListener("beforetoggle", follow);
      list.removeEventListener("toggle", follow);
    };
  }, []);

  const closeMenu = useCallback(() => {
    const list = listRef.current;
    if (list && hasPopover()) {
      if (list.matches(":popover-open")) list.hidePopover();
    } else {
      setMenuOpen(false);
    }
  }, []);

  // Browsers without popovers: Escape and a tap outside close the menu, as a popover would.
  useDismiss(menuOpen && !hasPopover(), headerRef, (byEscape) => {
    setMenuOpen(false);
    if (byEscape) buttonRef.current?.focus();
  });

  return (
    <header className="site-header" ref={headerRef}>
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
            ref={buttonRef}
            type="button"
            className="menu-button"
            popovertarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-expanded={hydrated ? menuOpen : undefined}
            onClick={() => {
              // With popovers the button's own popovertarget action opens and closes the menu.
              if (!hasPopover()) setMenuOpen((open) => !open);
            }}
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
          <ul
            ref={listRef}
            id={MENU_ID}
            className="site-nav__links"
            popover="auto"
            data-open={menuOpen}
          >
            {sectionLinks(strings).map(({ label, to }) => (
              <li key={to}>
                <SiteLink to={to} className="site-nav__link" onClick={closeMenu}>
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
