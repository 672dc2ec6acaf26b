import { PAGES_FOLDER } from "../content/layout";

/**
 * Lines of Decap CMS 3.6 changed where gatsby-plugin-decap-cms copies its bundle beside the
 * editor (decap-cms-app.js):
 * - two, so that its i18n reads the site's layout for pages made from blocks,
 *   content/<locale>/pages/<slug>.json, which Decap writes already (pagesCollection.ts) but cannot
 *   read back: its "multiple_folders" structure takes a file's language from the folder right
 *   above the file (here "pages"), and lists a collection's English files by a rule that looks
 *   for the language before the collection's folder (decap-cms #4416 asks for the language
 *   first, open since 2020);
 * - one, so that the right column's language menu switches it instead of throwing: Decap hands
 *   that column no handler for it (decap-cms #6307; the fix of PR #6495, still open);
 * - one, so that a save sends only the uploads its entry names: Decap sends every picture
 *   uploaded while the entry was open, one replaced since too (entryPictures.ts says why).
 * Each change is found by the exact text of Decap 3.6.4's bundle, once: another version of Decap
 * stops the build here, naming the change to look at again.
 */

type Patch = { why: string; find: string; replace: string };

/** An upload's name as a field names it, quotes and all (src/content/pictures/pictures.ts, namesPicture): '"images/x.png"'. */
const UPLOAD_NAME = 'JSON.stringify(String(e.get("path")).replace(/^\\/?content\\//,""))';

/** The folders inside a language's folder that hold its entries (content/<locale>/pages/). */
const SUBFOLDERS = JSON.stringify([PAGES_FOLDER]);

export const DECAP_PATCHES: Patch[] = [
  {
    why: "getLocaleFromPath (lib/i18n.ts): the language of content/<locale>/pages/<slug>.json is the folder above pages/",
    find: '{const e=n.split("/");return e.pop(),e.pop()}',
    replace: `{const e=n.split("/");e.pop();const l=e.pop();return ${SUBFOLDERS}.includes(l)?e.pop():l}`,
  },
  {
    why: "i18nRulestring (backend.ts): a collection with a path lists the files that have its default language's folder, as one without a path does",
    find: "n===jf.MULTIPLE_FOLDERS?`${t}\\\\/${e}`",
    replace: "n===jf.MULTIPLE_FOLDERS?`${t}\\\\/`",
  },
  {
    why: "ControlPane.handleLocaleChange (EditorControlPane.js): the right column, which has no onLocaleChange, switches its language without throwing",
    find: "this.setState({selectedLocale:e}),this.props.onLocaleChange(e)",
    replace:
      "this.setState({selectedLocale:e}),this.props.onLocaleChange&&this.props.onLocaleChange(e)",
  },
  {
    why: "getMediaAssets (actions/entries.ts): a save sends the uploads its entry names, not every one made while it was open",
    find: 'function Pp({entry:e}){return e.get("mediaFiles").toArray().filter((e=>e.get("draft")))',
    replace: `function Pp({entry:e}){const named=JSON.stringify([e.get("data"),e.get("i18n")]);return e.get("mediaFiles").toArray().filter((e=>e.get("draft")&&named.includes(${UPLOAD_NAME})))`,
  },
];

/** Decap's bundle with the changes made; throws, naming the change, when one is not there once. */
export function patchDecapBundle(source: string): string {
  return DECAP_PATCHES.reduce((text, { why, find, replace }) => {
    const count = text.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `decap-cms-app.js has ${count} copies of the code src/cms/decapPatches.ts changes (${why}); it expects Decap CMS 3.6.4's one. Look at the change again for this version of Decap.`,
      );
    }
    return text.replace(find, () => replace);
  }, source);
}

type CopyPattern = { to?: string; transform?: (content: Buffer) => string };
type WebpackConfig = { plugins: unknown[] };

/**
 * Changes the copy of decap-cms-app.js that gatsby-plugin-decap-cms makes (its copy-webpack-plugin
 * pattern) in the editor's webpack configuration (gatsby-config.ts, customizeWebpackConfig).
 */
export function patchDecapCopy(config: WebpackConfig): void {
  const copy = config.plugins.find(
    (plugin): plugin is { patterns: CopyPattern[] } =>
      (plugin as object | null)?.constructor?.name === "CopyPlugin",
  );
  const bundle = copy?.patterns.find((pattern) => pattern.to === "decap-cms-app.js");
  if (!bundle) throw new Error("gatsby-plugin-decap-cms no longer copies decap-cms-app.js.");
  bundle.transform = (content) => patchDecapBundle(content.toString("utf8"));
}
