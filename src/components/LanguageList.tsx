import { useLocale } from "../i18n/LocaleContext";
import { LOCALES, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

type Props = {
  className?: string;
  linkClassName?: string;
  /** The list's name ("Language") where it is not inside a landmark so named. */
  label?: string;
};

/**
 * The same page in every language the site has, each named in itself ("Deutsch", "日本語"), with
 * its lang and hreflang. Plain links, so they work without JavaScript and load the page as a
 * search engine sees it; the current language is marked (aria-current), not hidden.
 */
export default function LanguageList({ className, linkClassName, label }: Props) {
  const { locale, pagePath, pageLocales } = useLocale();
  // A page not (yet) in a language leads to that language's home page.
  const pathIn = (code: LocaleCode) =>
    pageLocales && !pageLocales.includes(code) ? "/" : pagePath;
  return (
    <ul className={className} aria-label={label}>
      {LOCALES.map(({ code, name }) => (
        <li key={code}>
          <a
            className={linkClassName}
            href={localizePath(code, pathIn(code))}
            lang={code}
            hrefLang={code}
            aria-current={code === locale ? "page" : undefined}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
