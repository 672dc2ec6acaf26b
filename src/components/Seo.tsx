import { withPrefix } from "gatsby";
import type { ReactNode } from "react";

import { DARK_THEME_COLOR } from "../constants";
import { fill } from "../i18n/fill";
import { DEFAULT_LOCALE, alternateLocales, localeByCode, localizePath } from "../i18n/locales";
import { ogLocale } from "../i18n/ogLocale";
import type { LocalePageContext, SiteSettings } from "../i18n/LocaleContext";

type Props = {
  /** The page's own title; the home page passes none and gets the product's full name. */
  title?: string;
  description?: string;
  /**
   * The page's context (src/gatsby/pages.ts): its locale, its path in English, and whether its
   * text is English's (a legal text not yet translated): its canonical address is then the English
   * page, and it is no alternate of its own. A legal text translated into some locales lists them
   * (textLocales): those pages name each other as alternates, and only those.
   */
  page: Pick<LocalePageContext, "locale" | "strings" | "pagePath" | "englishOnly" | "textLocales">;
  /** The site settings in the page's locale (the page query's `settings`). */
  settings: SiteSettings | null | undefined;
  children?: ReactNode;
};

/**
 * The <head> of every page, through Gatsby's Head API: the page's language and direction, title,
 * description, canonical URL and its other languages (hreflang), link previews (Open Graph,
 * Twitter) and icons, all from content/<locale>/site.json and the page's own data.
 */
export default function Seo({ title, description, page, settings, children }: Props) {
  if (!settings) throw new Error(`The page ${page.pagePath} was built without its site settings.`);
  const { locale, pagePath } = page;
  const fullTitle = title
    ? `${title} | ${settings.productName}`
    : fill(page.strings.productTitle, { product: settings.productName, tagline: settings.tagline });
  const summary = description ?? settings.description;
  const absolute = (to: string) => new URL(withPrefix(to), settings.siteUrl).href;
  const canonical = absolute(localizePath(page.englishOnly ? DEFAULT_LOCALE : locale, pagePath));
  // The build's 1200 × 630 JPEG of the language's social picture (the SiteSettings fragment):
  // the content checks make sure the picture is there, and the build-output suite that it is.
  const image = absolute(settings.socialImage?.childImageSharp?.resize?.src ?? "");
  // A page whose text is English's names only its English page: it is not a translation of it.
  // A translated legal text names the languages it is translated into (alternateLocales).
  const alternates = alternateLocales(page);

  return (
    <>
      <html lang={locale} dir={localeByCode(locale).dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={canonical} />
      {alternates.map(({ code }) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code}
          href={absolute(localizePath(code, pagePath))}
        />
      ))}
      {alternates.length > 0 && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absolute(localizePath(DEFAULT_LOCALE, pagePath))}
        />
      )}
      {/* The browser bar follows the colour scheme, as the page does (tokens.css). */}
      <meta
        name="theme-color"
        media="(prefers-color-scheme: light)"
        content={settings.themeColor}
      />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={DARK_THEME_COLOR} />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={settings.socialImageAlt} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {alternates
        .filter(({ code }) => code !== locale)
        .map(({ code }) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
        ))}

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={settings.socialImageAlt} />
      {children}
    </>
  );
}
