import { useId } from "react";

import type { TranslationUnit } from "../../i18n/translationUnits";
import { confirmStillCorrect } from "./entryUnits";

/**
 * Beside a stale text in the editor: the English changed since this was translated, with the
 * English then (as the translation's record has it) and now, and a "Still correct" button that
 * records the English of now without changing the translation. Translating the text again records
 * it too (TranslationRecordControl). Either way the notice goes once the record matches.
 */

export const NOTICE_CLASS = "octopus-stale-notice";

type Props = {
  unit: TranslationUnit;
  /** What the editor calls the field ("Description"). */
  label: string;
};

export default function StaleNotice({ unit, label }: Props) {
  const heading = useId();
  const then = unit.recorded;
  return (
    <div className={NOTICE_CLASS} role="note" aria-labelledby={heading}>
      <p id={heading}>
        <strong>{label}: the English changed since this was translated.</strong>
      </p>
      <dl>
        <dt>English then</dt>
        <dd lang="en">{then === undefined ? "(not recorded)" : then}</dd>
        <dt>English now</dt>
        <dd lang="en">{unit.source}</dd>
      </dl>
      <p>
        Translate it again, or, if the translation still says the same:{" "}
        <button
          type="button"
          aria-describedby={heading}
          onClick={() =>
            confirmStillCorrect({ locale: unit.locale, id: unit.id, source: unit.source })
          }
        >
          Still correct
        </button>
      </p>
    </div>
  );
}

/** The notices' look: Decap's own fields are styled by emotion, which the editor's CSS cannot reach. */
export function addStaleNoticeStyles(target: Document): void {
  const style = target.createElement("style");
  style.textContent = `.${NOTICE_CLASS} { margin: 8px 0 0; padding: 10px 14px; border-left: 4px solid #8a4b00;
  background: #fff4e0; color: #2b2b2b; font-size: 14px; line-height: 1.45; }
.${NOTICE_CLASS} p { margin: 0 0 6px; }
.${NOTICE_CLASS} dl { margin: 0 0 8px; display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
.${NOTICE_CLASS} dt { font-weight: 600; }
.${NOTICE_CLASS} dd { margin: 0; overflow-wrap: anywhere; }
.${NOTICE_CLASS} button { font: inherit; padding: 4px 12px; border: 1px solid #8a4b00; border-radius: 4px;
  background: #ffffff; color: #5c3200; cursor: pointer; }
.${NOTICE_CLASS} button:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }`;
  target.head.append(style);
}
