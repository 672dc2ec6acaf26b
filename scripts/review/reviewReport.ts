import { writeFileSync } from "fs";
import path from "path";

import { localeByCode } from "../../src/i18n/locales";
import type { LocaleCode } from "../../src/i18n/locales";
import type { BuiltPage, PageChange } from "./changedPages";
import { wordChanges } from "./textChanges";
import type { TextChange } from "./textChanges";

/**
 * The review's report: `review.json` for machines (its shape is the issue's, #54) and
 * `index.html` for the reviewer. The page is plain HTML and CSS: no script, each picture with its
 * size and a text alternative, every Arabic page and text right to left.
 */

export type ShotPair = {
  path: string;
  locale: LocaleCode;
  change: PageChange["change"];
  width: number;
  changedPixels: number;
  changedShare: number;
  /** PNG paths relative to the report; null on the side the page is not on. */
  before: string | null;
  after: string | null;
  diff: string | null;
  /** Each picture's size, for the `<img>` (no layout shift while they load). */
  sizes: { before?: Size; after?: Size; diff?: Size };
};

export type Size = { width: number; height: number };

export type Review = {
  base: string;
  head: string;
  /** The refs as asked: "main", "cms/site/de/site". */
  baseRef: string;
  headRef: string;
  pages: ShotPair[];
  unchanged: string[];
  texts: TextChange[];
  /** The content checks' message when the draft fails them (then there are no pictures). */
  failure?: string;
};

/** review.json: what machines read of a review. */
export type ReviewJson = ReturnType<typeof reviewJson>;

export function reviewJson(review: Review) {
  return {
    base: review.base,
    head: review.head,
    pages: review.pages.map(
      ({ path: page, locale, width, changedPixels, changedShare, before, after, diff }) => ({
        path: page,
        locale,
        width,
        changedPixels,
        changedShare,
        before,
        after,
        diff,
      }),
    ),
    unchanged: review.unchanged,
    texts: review.texts.map(({ file, field, before, after }) => ({ file, field, before, after })),
    ...(review.failure ? { failure: review.failure } : {}),
  };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** lang and dir for an element in a language of the site. */
const inLanguage = (locale: LocaleCode) => `lang="${locale}" dir="${localeByCode(locale).dir}"`;

const percent = (share: number) =>
  share === 0 ? "0 %" : share < 0.0001 ? "< 0.01 %" : `${(share * 100).toFixed(2)} %`;

function picture(file: string | null, size: Size | undefined, label: string): string {
  if (!file || !size) return `<p class="none">${escape(label)}: not on the site</p>`;
  return `<figure><figcaption>${escape(label)}</figcaption><a href="${escape(file)}"><img src="${escape(file)}" width="${size.width}" height="${size.height}" alt="${escape(label)}" loading="lazy"></a></figure>`;
}

function shotSection(shot: ShotPair, index: number): string {
  const id = `page-${index}`;
  const name = localeByCode(shot.locale).englishName;
  const state =
    shot.change === "new"
      ? "New page: there is no before"
      : shot.change === "removed"
        ? "Removed: there is no after"
        : `${shot.changedPixels.toLocaleString("en")} pixels changed (${percent(shot.changedShare)})`;
  return `<section class="shot" aria-labelledby="${id}" ${inLanguage(shot.locale)}>
<h3 id="${id}" lang="en" dir="ltr"><code>${escape(shot.path)}</code> · ${name} · ${shot.width} px</h3>
<p class="state" lang="en" dir="ltr">${escape(state)}</p>
<div class="pair">
${picture(shot.before, shot.sizes.before, `Before, ${shot.path} at ${shot.width} px`)}
${picture(shot.after, shot.sizes.after, `After, ${shot.path} at ${shot.width} px`)}
${shot.diff ? picture(shot.diff, shot.sizes.diff, `Changed pixels in red, ${shot.path} at ${shot.width} px`) : ""}
</div>
</section>`;
}

function textItem(change: TextChange): string {
  const words = wordChanges(change)
    .map(({ text, change: kind }) =>
      kind === "removed"
        ? `<del>${escape(text)}</del>`
        : kind === "added"
          ? `<ins>${escape(text)}</ins>`
          : escape(text),
    )
    .join("");
  const note = change.before === null ? " (new)" : change.after === null ? " (removed)" : "";
  return `<li><p class="where"><code>${escape(change.file)}</code> · <code>${escape(change.field)}</code>${note}</p>
<p class="words" ${inLanguage(change.locale)}>${words}</p></li>`;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 90rem; padding: 1rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } h3 { font-size: 1rem; margin: 0; }
code { font-size: 0.95em; overflow-wrap: anywhere; }
.shot { border-top: 1px solid; padding: 1rem 0; }
.pair { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); align-items: start; }
figure { margin: 0; } figcaption { font-size: 0.875rem; }
img { display: block; max-width: 100%; height: auto; border: 1px solid GrayText; }
del { background: #ffd7d5; color: #82071e; } ins { background: #ccffd8; color: #055d20; }
@media (prefers-color-scheme: dark) { del { background: #5c1a1a; color: #ffdcd7; } ins { background: #12372a; color: #d2ffdc; } }
.failure { border: 2px solid #b3261e; padding: 1rem; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

export function reviewHtml(review: Review): string {
  const title = `Review of ${review.headRef}`;
  const changed = review.pages.length;
  const summary = review.failure
    ? `<p>The draft fails the content checks, so it was not built. The checks say:</p><pre class="failure">${escape(review.failure)}</pre>`
    : changed === 0
      ? `<p class="summary"><strong>No visible change</strong>: every page is the same before and after.</p>`
      : `<p class="summary">${new Set(review.pages.map(({ path: page }) => page)).size} page(s) changed, each shown at ${[...new Set(review.pages.map(({ width }) => width))].join(" px and ")} px.</p>`;
  const texts =
    review.texts.length === 0
      ? "<p>No text changed.</p>"
      : `<ul class="texts">${review.texts.map(textItem).join("\n")}</ul>`;
  const unchanged =
    review.unchanged.length === 0
      ? "<p>None.</p>"
      : `<ul class="unchanged">${review.unchanged.map((page) => `<li><code>${escape(page)}</code></li>`).join("")}</ul>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>Before: <code>${escape(review.baseRef)}</code> (<code>${review.base.slice(0, 12)}</code>). After: <code>${escape(review.headRef)}</code> (<code>${review.head.slice(0, 12)}</code>).</p>
${summary}
<h2>Texts changed</h2>
${texts}
${review.failure ? "" : `<h2>Pages changed</h2>\n${review.pages.map(shotSection).join("\n") || "<p>None.</p>"}`}
${review.failure ? "" : `<h2>Pages checked and unchanged</h2>\n${unchanged}`}
</main>
</body>
</html>
`;
}

/** Writes index.html and review.json into the report's folder. */
export function writeReport(dir: string, review: Review): void {
  writeFileSync(path.join(dir, "review.json"), `${JSON.stringify(reviewJson(review), null, 2)}\n`);
  writeFileSync(path.join(dir, "index.html"), reviewHtml(review));
}

export type { BuiltPage };
