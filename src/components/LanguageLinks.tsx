import { useLocale } from "../i18n/LocaleContext";
import { LOCALES, localizePath } from "../i18n/locales";

/**
 * The same page in every language the site has, each named in itself ("Deutsch", "日本語"). Plain
 * links, so they work without JavaScript and load the page as a search engine sees it; the
 * current language is marked, not hidden.
 */
export default function LanguageLinks() {
  const { locale, strings, pagePath } = useLocale();
  return (
    <nav className="language-links" aria-label={strings.language}>
      <ul>
        {LOCALES.map(({ code, name }) => (
          <li key={code}>
            <a
              href={localizePath(code, pagePath)}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? "page" : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
