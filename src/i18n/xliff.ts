import jsToXliff12 from "xliff/jsToXliff12";
import xliff12ToJs from "xliff/xliff12ToJs";
import type { XliffDocument, XliffUnit } from "xliff/xliff12ToJs";

import { DEFAULT_LOCALE } from "./locales";
import type { LanguageCode } from "./locales";
import { itemNoun } from "./translationUnits";
import type { TranslationUnit } from "./translationUnits";

/**
 * Translators' files: XLIFF 1.2, which every CAT tool named in the README imports and exports
 * (Trados, memoQ, Phrase, Crowdin, Weblate), written and read by the `xliff` package. One <file>
 * per file of ours (`original`: "use-cases.json", "pages/faq.json", "words"), one <trans-unit> per
 * text (a page's by its place: "blocks/pro/questions/billing/answer"), with:
 * - <source> the English now and <target> the translation now (none for a new text);
 * - approved="yes" on a translated text; a stale one is not approved, and a note says what the
 *   English was when it was translated;
 * - maxwidth and size-unit="char" where the schema limits the text, which CAT tools enforce;
 * - notes: what the text is, its card or block, its limit, what Markdown keeps, and its state
 *   (new, stale or translated).
 */

export type ExportedState = "new" | "stale" | "translated";

const STATE_OF: Record<TranslationUnit["state"], ExportedState> = {
  missing: "new",
  stale: "stale",
  translated: "translated",
};

/** "use-cases.json#web-search/description" → ["use-cases.json", "web-search/description"]. */
export function splitId(id: string): [string, string] {
  const at = id.indexOf("#");
  return [id.slice(0, at), id.slice(at + 1)];
}

/** What a text is, by its place: 'answer of the question "billing" in the faq block "pro"'. */
function labelOf({ id, field, card, block, item }: TranslationUnit): string {
  if (card) return `${field} of the card "${card.name}" (id ${card.id})`;
  if (!block) return id.startsWith("pages/") ? `${field} of the page` : field;
  const inBlock = `the ${block.type} block "${block.id}"`;
  return item
    ? `${field} of the ${itemNoun(item.list)} "${item.id}" in ${inBlock}`
    : `${field} of ${inBlock}`;
}

const MARKDOWN_NOTE =
  "Markdown: keep its marks (**strong**, *emphasis*, - lists) and each link's target, as in [text](/terms); translate the link's text.";

function notesOf(unit: TranslationUnit, state: ExportedState): string[] {
  return [
    labelOf(unit),
    ...(unit.about ? [unit.about] : []),
    ...(unit.maxLength ? [`At most ${unit.maxLength} characters.`] : []),
    ...(unit.markdown ? [MARKDOWN_NOTE] : []),
    state === "stale"
      ? `Stale: the English changed since this was translated. It was: ${JSON.stringify(unit.recorded ?? "")}`
      : `State: ${state}.`,
  ];
}

/**
 * The units of one language as an XLIFF 1.2 document: by default only those to translate (new
 * and stale), with `all` every one.
 */
export function toXliff(locale: LanguageCode, units: TranslationUnit[], all = false): string {
  const resources: XliffDocument["resources"] = {};
  for (const unit of units) {
    const state = STATE_OF[unit.state];
    if (!all && state === "translated") continue;
    const [file, key] = splitId(unit.id);
    const target = unit.target !== undefined && unit.target !== "" ? unit.target : undefined;
    const entry: XliffUnit = {
      source: unit.source,
      ...(target !== undefined ? { target } : {}),
      note: notesOf(unit, state),
      additionalAttributes: {
        approved: state === "translated" ? "yes" : "no",
        ...(unit.maxLength ? { maxwidth: String(unit.maxLength), "size-unit": "char" } : {}),
      },
    };
    (resources[file] ??= {})[key] = entry;
  }
  let xml = "";
  jsToXliff12(
    { sourceLanguage: DEFAULT_LOCALE, targetLanguage: locale, resources },
    { indent: "  " },
    (error, written) => {
      if (error) throw error;
      xml = written;
    },
  );
  return `${xml}\n`;
}

/** A unit as a translator's file gives it back: its id, the English it was made from, the text. */
export type ImportedUnit = { id: string; source: string; target: string | undefined };

/** The language and units of an XLIFF 1.2 document, or why it cannot be read. */
export function fromXliff(
  xml: string,
): { ok: true; locale: string; units: ImportedUnit[] } | { ok: false; problem: string } {
  let document: XliffDocument | undefined;
  let failure: Error | null = null;
  try {
    const result = xliff12ToJs(xml, { inlineAsString: true }, (error, read) => {
      failure = error;
      document = read;
    });
    if (result instanceof Error) failure = result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  if (failure || !document) {
    return { ok: false, problem: `not an XLIFF 1.2 file (${String(failure ?? "empty")})` };
  }
  const units = Object.entries(document.resources).flatMap(([file, byKey]) =>
    Object.entries(byKey).map(([key, unit]) => ({
      id: `${file}#${key}`,
      source: unit.source ?? "",
      target: unit.target,
    })),
  );
  return { ok: true, locale: document.targetLanguage ?? "", units };
}
