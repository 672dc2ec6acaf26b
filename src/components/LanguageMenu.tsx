import { useLocale } from "../i18n/LocaleContext";
import { localeByCode } from "../i18n/locales";
import LanguageList from "./LanguageList";

/**
 * The header's language switch on wide screens, where the section links sit in the bar and there
 * is no menu: a compact disclosure showing the current language, which opens the list of the
 * others. A <details>, so it opens in every browser, also without JavaScript; the page script
 * closes it on Escape and a tap elsewhere, as the menu closes (src/browser/enhanceHeader.ts). (Below the menu
 * breakpoint CSS hides it, and the menu lists the languages instead: Header.tsx.)
 */
export default function LanguageMenu() {
  const { locale, strings } = useLocale();
  return (
    <details className="language-menu">
      <summary className="language-menu__button">
        <svg
          className="language-menu__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="visually-hidden">{strings.language}: </span>
        <span className="language-menu__name">{localeByCode(locale).name}</span>
      </summary>
      <LanguageList
        className="language-menu__list"
        linkClassName="language-menu__link"
        label={strings.language}
      />
    </details>
  );
}
