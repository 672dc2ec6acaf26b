import jsToXliff12 from "xliff/jsToXliff12";
import xliff12ToJs from "xliff/xliff12ToJs";
import type { XliffDocument, XliffUnit } from "xliff/xliff12ToJs";

import { DEFAULT_LOCALE } from "./locales";
import type { LanguageCode } from "./locales";
import type { TranslationUnit } from "./translationUnits";

/**
 * Translators' files: XLIFF 1.2, which every CAT tool named in the README imports and exports
 * (Trados, memoQ, Phrase, Crowdin, Weblate), written and read by the `xliff` package. One <file>
 * per file of ours (`original`: "use-cases.json", "words"), one <trans-unit> per text, with:
 * - <source> the English now and <target> the translation now (none for a new text);
 * - approved="yes" on a translated text; a stale one is not approved, and a note says what the
 *   English was when it was translated;
 * - maxwidth and size-unit="char" where the schema limits the text, which CAT tools enforce;
 * - notes: what the text is, its card, its limit, and its state (new, stale or translated).
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

function notesOf(unit: TranslationUnit, state: ExportedState): string[] {
  return [
    unit.card
      ? `${unit.field} of the card "${unit.card.name}" (id ${unit.card.id})`
      : `${unit.field}`,
    ...(unit.about ? [unit.about] : []),
    ...(unit.maxLength ? [`At most ${unit.maxLength} characters.`] : []),
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
