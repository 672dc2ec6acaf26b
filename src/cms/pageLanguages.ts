import { describeIncomplete, incompleteTranslations } from "../content/incompletePages";
import type { IncompletePage } from "../content/incompletePages";
import { pageSlug } from "../content/layout";

/**
 * A save that takes a page made from blocks off the site in a language: its translation gave
 * every text, and now misses one (a text cleared in the translation, or a text added in English).
 * The page leaves /de/<slug>/ when the draft is published, silently but for this: the editor asks
 * before it saves (cms.tsx), naming the address, the language and each text missing.
 */

/** The translations of the page at `path` that are whole in `before` and miss a text in `after`. */
export function pagesLeaving(
  path: string | undefined,
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): IncompletePage[] {
  const slug = path === undefined ? null : pageSlug(path);
  if (slug === null) return [];
  const missingBefore = new Set(incompleteTranslations(slug, before).map(({ file }) => file));
  return incompleteTranslations(slug, after).filter(
    ({ file }) => file in before && !missingBefore.has(file),
  );
}

/** How the question before such a save begins. */
export const LEAVING_QUESTION = "Once published, this save takes the page off the site";

/** What the editor is asked before such a save. */
export function leavingQuestion(pages: IncompletePage[]): string {
  const lines = pages.map(describeIncomplete).join("\n\n");
  return `${LEAVING_QUESTION} in ${pages.map(({ locale }) => locale.englishName).join(" and ")}:\n\n${lines}\n\nSave anyway? Cancel to translate first.`;
}

/**
 * The answers given in this session: a translation confirmed to leave the site with these texts
 * missing is not asked about again at its draft's next save or its publish. Another text missing
 * asks again.
 */
export function askedOnce() {
  const confirmed = new Set<string>();
  const key = ({ file, missing }: IncompletePage) =>
    `${file} ${missing.map((text) => text.key).join(" ")}`;
  return {
    unasked: (pages: IncompletePage[]) => pages.filter((page) => !confirmed.has(key(page))),
    confirm: (pages: IncompletePage[]) => pages.forEach((page) => confirmed.add(key(page))),
  };
}

/** The refusal when the editor cancels: nothing was saved. */
export const LEAVING_CANCELLED =
  "Nothing was saved: translate the texts named, or save again and confirm that the page leaves that language.";
