import { forwardRef, useEffect, useRef, useState } from "react";

import { DEFAULT_LOCALE, TRANSLATIONS, isLocaleCode, localeByCode } from "../i18n/locales";
import BlocksEditor from "./blocks/BlocksEditor";
import BlocksTranslation from "./blocks/BlocksTranslation";
import {
  blockProblems,
  describeProblem,
  isFields,
  itemsOf,
  valueProblem,
} from "./blocks/blockValues";

import { decapValue, plainValue } from "./blocks/decapValue";
import type { ImmutableMap } from "./blocks/decapValue";
import { rememberEnglishPage } from "./blocks/editedPage";
import { pairPage } from "./blocks/pairPage";
import { PairedIdsContext, pairedIds } from "./blocks/pairedIds";
import { blockType } from "./blocks/blockCatalog";
import { PictureLibraryContext, pictureLibraryOf } from "./blocks/pictureLibrary";
import type { MediaProps } from "./blocks/pictureLibrary";
import { editedTranslation, entryOf, entryUnits } from "./translation/entryUnits";
import type { EntryMap, EntryProps } from "./translation/entryUnits";
import { useWidgetHandle } from "./translation/widgetHandle";
import type { Fields } from "../types/fields";

/**
 * The "blocks" widget: a page's blocks (page.schema.json's `blocks`). Decap's typed lists give a
 * list's items no per-language settings, so this is the editor's own: in English, BlocksEditor
 * (add from a menu of the block types, drag or move, remove, each block's fields from its
 * schema); in a translation, BlocksTranslation (English's blocks with their texts to translate,
 * beside the English, with the stale notices). Decap keeps the value as Immutable.js; the widget
 * works on plain data and hands Decap its own kind back (decapValue.ts).
 */

type Props = EntryProps &
  MediaProps & {
    value?: unknown;
    onChange: (value: unknown) => void;
    forID?: string;
    /** The pictures in content/images/ a block may show (cms.tsx gives them). */
    images?: string[];
  };

/** What Decap's "required" check sees: the widget checks the blocks itself. */
const BLOCKS_CHECKED = "checked by the blocks widget";

const isEnglish = (locale: string | undefined) => !locale || locale === DEFAULT_LOCALE;

/** The plain blocks of a value Decap holds. */
const plainBlocks = (value: unknown): Fields[] => itemsOf(plainValue(value));

/** What Decap is handed: its own Immutable values, made from the entry's data. */
function toDecap(entry: EntryMap | undefined, blocks: Fields[]): unknown {
  const template = entry?.get("data");
  return template ? decapValue(template as ImmutableMap, blocks) : blocks;
}

/** Mistakes in a translation's texts (too long, spaces around): its missing texts are not. */
function translationProblems(blocks: Fields[], english: Fields[]): string[] {
  const problems: string[] = [];
  for (const block of blocks) {
    const type = blockType(english.find((b) => b.id === block.id)?.type);
    for (const field of type?.fields ?? []) {
      if (field.translatable && typeof block[field.name] === "string") {
        const problem = valueProblem(field, block[field.name]);
        if (problem) problems.push(`Block “${String(block.id)}”: ${problem}`);
      }
      for (const item of field.item ? itemsOf(block[field.name]) : []) {
        for (const itemField of field.item?.fields ?? []) {
          const value = item[itemField.name];
          const problem =
            itemField.translatable && typeof value === "string"
              ? valueProblem(itemField, value)
              : undefined;
          if (problem)
            problems.push(`Block “${String(block.id)}”, “${String(item.id)}”: ${problem}`);
        }
      }
    }
  }
  return problems;
}

export function blocksControl(images: string[] = []) {
  return forwardRef<unknown, Props>(function BlocksControl(props, ref) {
    const [showAll, setShowAll] = useState(false);
    const latest = useRef(props);
    latest.current = props;
    const entry = entryOf(props);
    const englishData = plainValue(entry?.get("data"));
    const english = isFields(englishData) ? englishData : {};
    rememberEnglishPage(english);
    const translating = !isEnglish(props.locale);

    useWidgetHandle(
      ref,
      undefined,
      () => {
        const blocks = plainBlocks(latest.current.value);
        if (translating) {
          return translationProblems(blocks, itemsOf(english.blocks)).join("\n") || undefined;
        }
        const problems = blockProblems(blocks);
        if (problems.length > 0) setShowAll(true);
        return problems.map((problem) => describeProblem(problem, blocks)).join("\n") || undefined;
      },
      // The blocks are checked here, by their schemas; a translation may have none yet. Decap's
      // own check of a required field sees that there is something.
      () => BLOCKS_CHECKED,
    );

    // A translation follows English as it changes: blocks removed there leave it too.
    useEffect(() => {
      if (!translating || latest.current.value === undefined) return;
      const current = plainBlocks(latest.current.value);
      const translation = plainValue(
        entryOf(latest.current)?.getIn(["i18n", String(props.locale), "data"]),
      );
      const paired = itemsOf(pairPage(english, translation).blocks);
      if (JSON.stringify(paired) !== JSON.stringify(current)) {
        latest.current.onChange(toDecap(entryOf(latest.current), paired));
      }
    });

    const change = (blocks: Fields[]) => props.onChange(toDecap(entryOf(latest.current), blocks));

    if (!translating) {
      const translations = TRANSLATIONS.map(({ code }) =>
        plainValue(entry?.getIn(["i18n", code, "data"])),
      );
      return (
        <PictureLibraryContext.Provider value={pictureLibraryOf(props)}>
          <PairedIdsContext.Provider value={pairedIds(translations)}>
            <BlocksEditor
              blocks={plainBlocks(props.value)}
              onChange={change}
              showAll={showAll}
              forID={props.forID}
              images={props.images ?? images}
            />
          </PairedIdsContext.Provider>
        </PictureLibraryContext.Provider>
      );
    }
    const locale = String(props.locale);
    const edited = editedTranslation(props);
    const translation = plainValue(entry?.getIn(["i18n", locale, "data"]));
    return (
      <BlocksTranslation
        english={english}
        translation={isFields(translation) ? translation : undefined}
        locale={locale}
        dir={isLocaleCode(locale) ? localeByCode(locale).dir : "ltr"}
        units={edited ? entryUnits(edited.entry, edited.name, edited.locale) : []}
        onChange={change}
        idPrefix={props.forID ?? `blocks-${locale}`}
      />
    );
  });
}
