/**
 * The parts of the `xliff` package (locize, 6.x) the translators' files use, which it ships
 * without types: XLIFF 1.2 written from, and read into, its plain-object form.
 */
declare module "xliff/jsToXliff12" {
  import type { XliffDocument } from "xliff/xliff12ToJs";

  /** The document as XLIFF 1.2 text (synchronously, with a callback). */
  export default function jsToXliff12(
    document: XliffDocument,
    options: { indent?: string },
    callback: (error: Error | null, xml: string) => void,
  ): string;
}

declare module "xliff/xliff12ToJs" {
  export type XliffUnit = {
    source?: string;
    target?: string;
    /** One note, or several. */
    note?: string | string[];
    /** The trans-unit's attributes other than its id: approved, maxwidth, size-unit, … */
    additionalAttributes?: Record<string, string>;
  };

  export type XliffDocument = {
    sourceLanguage: string;
    targetLanguage?: string;
    /** One entry per <file>, by its `original`, each with its units by id. */
    resources: Record<string, Record<string, XliffUnit>>;
  };

  /** The document in XLIFF 1.2 text, as plain objects; inline markup flattened to text. */
  export default function xliff12ToJs(
    xml: string,
    options: { inlineAsString?: boolean },
    callback: (error: Error | null, document: XliffDocument) => void,
  ): XliffDocument | Error;
}
