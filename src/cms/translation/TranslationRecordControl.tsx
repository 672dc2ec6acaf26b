import { forwardRef, useEffect, useReducer, useRef } from "react";

import { localizePath } from "../../i18n/locales";
import type { LanguageCode } from "../../i18n/locales";
import { countStates } from "../../i18n/translationUnits";
import type { TranslationUnit } from "../../i18n/translationUnits";
import {
  STILL_CORRECT,
  editedTranslation,
  entryUnits,
  pageSlugIn,
  recordNow,
  recordOf,
  sameRecord,
} from "./entryUnits";
import type { EntryMap, EntryProps, StillCorrectDetail } from "./entryUnits";
import { PAGES_COLLECTION } from "../pagesCollection";
import { useWidgetHandle } from "./widgetHandle";

/**
 * The "translation-record" widget: the `translatedFrom` field of a translation (the English each
 * text was translated from), which nobody types. It keeps the record true as the translator works:
 * a text translated since the entry was opened, or confirmed "still correct" (StaleNotice), records
 * the English of now, and the save writes it. It shows how many texts of the pane's language are
 * stale or missing. In English it says what a change does to the translations.
 */

type Props = EntryProps & {
  value?: unknown;
  onChange: (value: unknown) => void;
};

/** What the control keeps of a language since the entry was opened. */
type Opened = { record: unknown; units: TranslationUnit[]; confirmed: Map<string, string> };

/** Plain data as Decap keeps it, in Immutable.js Maps of the entry's own library. */
type ImmutableMap = {
  clear: () => ImmutableMap;
  set: (key: string, value: unknown) => ImmutableMap;
};

function toEntryValue(entry: EntryMap, tree: Record<string, unknown>): ImmutableMap {
  const empty = (entry.get("data") as ImmutableMap).clear();
  const build = (node: Record<string, unknown>): ImmutableMap =>
    Object.entries(node).reduce<ImmutableMap>(
      (map, [key, value]) =>
        map.set(
          key,
          typeof value === "object" && value !== null
            ? build(value as Record<string, unknown>)
            : value,
        ),
      empty,
    );
  return build(tree);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const RECORD_STATUS_CLASS = "octopus-translation-status";

const TranslationRecordControl = forwardRef<unknown, Props>(
  function TranslationRecordControl(props, ref) {
    useWidgetHandle(ref);
    const opened = useRef(new Map<LanguageCode, Opened>());
    const [, heard] = useReducer((count: number) => count + 1, 0);
    const edited = editedTranslation(props);
    const units = edited ? entryUnits(edited.entry, edited.name, edited.locale) : [];
    if (edited && !opened.current.has(edited.locale)) {
      opened.current.set(edited.locale, {
        record: recordOf(edited.entry, edited.locale),
        units,
        confirmed: new Map(),
      });
    }

    useEffect(() => {
      const listener = (event: Event) => {
        const { locale, id, source } = (event as CustomEvent<StillCorrectDetail>).detail;
        opened.current.get(locale)?.confirmed.set(id, source);
        heard();
      };
      window.addEventListener(STILL_CORRECT, listener);
      return () => window.removeEventListener(STILL_CORRECT, listener);
    }, []);

    const since = edited ? opened.current.get(edited.locale) : undefined;
    useEffect(() => {
      if (!edited || !since) return;
      const record = recordNow({
        loadedRecord: since.record,
        loaded: since.units,
        now: units,
        confirmed: since.confirmed,
      });
      const current = recordOf(edited.entry, edited.locale);
      if (!sameRecord(record, current)) props.onChange(toEntryValue(edited.entry, record));
    });

    if (!edited) {
      return (
        <p className={RECORD_STATUS_CLASS}>
          English is the source. Each translation records the English it was translated from: a text
          changed here shows as changed beside its translations, until it is translated again or
          marked still correct.
        </p>
      );
    }
    const { stale, missing } = countStates(units);
    // A page made from blocks is on the site in a language only once every text is translated.
    const slug = edited.name === PAGES_COLLECTION ? pageSlugIn(edited.entry) : "";
    const absent = slug
      ? ` The page is not on the site at ${localizePath(edited.locale, `/${slug}/`)} until every text is.`
      : "";
    return (
      <p className={RECORD_STATUS_CLASS} role="status">
        {stale === 0 && missing === 0
          ? "Every text is translated from the English as it is now."
          : [
              stale > 0
                ? `${plural(stale, "text", "texts")} to check: the English changed since translated.`
                : "",
              missing > 0 ? `${plural(missing, "text", "texts")} not yet translated.${absent}` : "",
            ]
              .filter(Boolean)
              .join(" ")}
      </p>
    );
  },
);

export default TranslationRecordControl;
