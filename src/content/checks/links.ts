import { LEGAL_LINKS } from "../../components/legalLinks";
import { UI_STRINGS } from "../../i18n/strings";
import { DEFAULT_LOCALE, isLocaleCode } from "../../i18n/locales";
import type { LocaleCode } from "../../i18n/locales";
import { LEGAL_DIR, legalTranslationFolder } from "../layout";
import { linkProblem } from "../links";
import type { LinkTarget } from "../links";
import type { ContentSnapshot, Link, Problem } from "./types";

/** Every link of the content against the pages the site will have and the files of static/. */
export function checkLinks(
  snapshot: ContentSnapshot,
  links: Link[],
  target: LinkTarget,
): Problem[] {
  return links.flatMap(({ file, line, url, image, locale, where = "" }) => {
    // Files in static/ are published as they are, so a link to one is a link to a real file.
    const problem = image
      ? imageLinkProblem(snapshot, url)
      : isStaticFile(snapshot, url)
        ? undefined
        : linkProblem(
            url,
            locale === null ? { ...target, locales: {} } : target,
            locale ?? fileLocale(file),
          );
    return problem ? [{ file, line, message: `${where}${problem}` }] : [];
  });
}

/**
 * The language a content file is in, by its folder: content/de/site.json and
 * content/legal/de/terms.mdx are German; a folder that is no language's reads as English.
 */
function fileLocale(file: string): LocaleCode {
  const folder = file.startsWith(LEGAL_DIR)
    ? legalTranslationFolder(file)
    : (file.split("/")[1] ?? null);
  return folder !== null && isLocaleCode(folder) ? folder : DEFAULT_LOCALE;
}

/** The footer links to the legal pages by their slugs: renaming or deleting one breaks it. */
export const checkFooterLinks = (target: LinkTarget): Problem[] =>
  LEGAL_LINKS.flatMap(({ name, to }) =>
    linkProblem(to, target)
      ? [
          {
            file: LEGAL_DIR,
            message: `no page has the slug "${to}", but the footer links to it as "${UI_STRINGS.en[name]}" on every page (src/components/legalLinks.ts). Give a legal page that slug, or ask a developer to change the footer.`,
          },
        ]
      : [],
  );

const isStaticFile = ({ staticFiles }: ContentSnapshot, url: string): boolean =>
  url.startsWith("/") && staticFiles.includes(url.split(/[?#]/)[0] ?? "");

/** Images in MDX are served as they are, from static/ (nothing in the legal texts uses one yet). */
function imageLinkProblem(snapshot: ContentSnapshot, url: string): string | undefined {
  if (/^https:\/\//.test(url)) return undefined;
  if (isStaticFile(snapshot, url)) return undefined;
  return `shows the image ${JSON.stringify(url)}, which is not a file in static/. Put the image in static/ and write its path from there, e.g. "/legal/diagram.png".`;
}
