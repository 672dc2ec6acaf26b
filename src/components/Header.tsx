import { useCallback, useEffect, useRef, useState } from "react";

import useSiteSettings from "../hooks/useSiteSettings";
import OctopusLogo from "./OctopusLogo";
import SiteLink from "./SiteLink";
import { SECTION_LINKS } from "./sectionLinks";

const MENU_ID = "site-menu";

/**
 * The top bar of every page. Below the mobile breakpoint the section links fold into a menu
 * behind a button (CSS decides what is folded; without JavaScript a <noscript> style in
 * gatsby-ssr.tsx shows the links instead of a button that could not work).
 */
export default function Header() {
  const { productName, chatUrl } = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container site-header__bar">
        <SiteLink to="/" className="brand" aria-label={`${productName} home`}>
          <OctopusLogo size={32} className="brand__logo" />
          <span className="brand__name">{productName}</span>
        </SiteLink>

        <nav className="site-nav" aria-label="Main">
          <button
            ref={buttonRef}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              className="menu-button__icon"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
            <span className="visually-hidden">Menu</span>
          </button>
          <ul id={MENU_ID} className="site-nav__links" data-open={menuOpen}>
            {SECTION_LINKS.map(({ label, to }) => (
              <li key={to}>
                <SiteLink to={to} className="site-nav__link" onClick={closeMenu}>
                  {label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* On the narrowest screens only "Login" shows (header.css); the name stays whole. */}
        <SiteLink to={chatUrl} className="button button--primary site-header__cta">
          <span>
            Login<span className="site-header__cta-more"> to Chat</span>
          </span>
        </SiteLink>
      </div>
    </header>
  );
}
