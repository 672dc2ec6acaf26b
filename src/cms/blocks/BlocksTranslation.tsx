import { setPageText } from "../../content/pageTranslationWriter";
import { pageTexts, translatedAt } from "../../content/pageTexts";
import type { PageText } from "../../content/pageTexts";
import type { TranslationUnit } from "../../i18n/translationUnits";
import StaleNotice from "../translation/StaleNotice";
import { blockName, blockType } from "./blockCatalog";
import type { BlockField } from "./blockCatalog";
import { isFields, itemsOf, valueProblem } from "./blockValues";

import { pairPage } from "./pairPage";
import type { Fields } from "../../types/fields";

/**
 * A page's blocks in a translation: English's blocks, in English's order, each with its texts
 * (those its schema marks translatable, and English gives) beside the English they translate,
 * and the stale notice under a text whose English changed since it was translated. Nothing else
 * is edited here: the blocks, their order, ids, actions and pictures are English's.
 */

type Props = {
  /** The English page being edited, as plain data. */
  english: Fields;
  /** The translation as it is now (plain data), or undefined when it has none yet. */
  translation: Fields | undefined;
  locale: string;
  dir: "ltr" | "rtl";
  /** The translation's units with their states, for the stale notices. */
  units: TranslationUnit[];
  onChange: (blocks: Fields[]) => void;
  idPrefix: string;
};

export const TRANSLATION_CLASS = "octopus-block-translation";

/** The field a text is, from its block's schema (a list item's field from the item's). */
function fieldOf(text: PageText): BlockField | undefined {
  const fields = blockType(text.block?.type)?.fields ?? [];
  if (!text.item) return fields.find(({ name }) => name === text.field);
  const list = fields.find(({ name }) => name === text.item?.list);
  return list?.item?.fields.find(({ name }) => name === text.field);
}

export default function BlocksTranslation({
  english,
  translation,
  locale,
  dir,
  units,
  onChange,
  idPrefix,
}: Props) {
  const all = pageTexts(english);
  const texts = all.filter((text) => text.block);
  const keys = all.map(({ key }) => key);
  const change = (key: string, value: string) => {
    const next = JSON.parse(JSON.stringify(translation ?? {})) as Fields;
    setPageText(next, key, value, keys);
    const paired = pairPage(english, next).blocks;
    onChange(Array.isArray(paired) ? paired.filter(isFields) : []);
  };

  const input = (text: PageText, id: string) => {
    const field = fieldOf(text);
    const value = translatedAt(translation, text.key).value ?? "";
    const englishId = `${id}-english`;
    const problem = value && field ? valueProblem(field, value) : undefined;
    const unit = units.find((candidate) => candidate.id.endsWith(`#${text.key}`));
    const label = field?.label ?? text.field;
    const common = {
      id,
      value,
      lang: locale,
      dir,
      "aria-describedby": `${englishId}${problem ? ` ${id}-problem` : ""}`,
      "aria-invalid": problem ? true : undefined,
      onChange: (event: { target: { value: string } }) => change(text.key, event.target.value),
    };
    const lines = field?.kind === "lines" || field?.kind === "markdown";
    const markdown = field?.kind === "markdown" ? `${TRANSLATION_CLASS}__markdown` : undefined;
    return (
      <div key={text.key} className={`${TRANSLATION_CLASS}__text`}>
        <label htmlFor={id}>{label}</label>
        <p id={englishId} className={`${TRANSLATION_CLASS}__english`}>
          <span className={`${TRANSLATION_CLASS}__source`}>English: </span>
          <span lang="en" dir="ltr">
            {text.source}
          </span>
        </p>
        {lines ? (
          <textarea {...common} className={markdown} rows={markdown ? 6 : 3} />
        ) : (
          <input {...common} type="text" />
        )}
        {problem ? (
          <p id={`${id}-problem`} className={`${TRANSLATION_CLASS}__problem`}>
            {problem}
          </p>
        ) : null}
        {unit?.state === "stale" ? <StaleNotice unit={unit} label={label} /> : null}
      </div>
    );
  };

  const blocks = itemsOf(english.blocks);
  return (
    // Decap's label for the field points at this id (idPrefix is the field's), as in BlocksEditor.
    <div className={TRANSLATION_CLASS} id={idPrefix} tabIndex={-1}>
      {blocks.map((block, index) => {
        const id = typeof block.id === "string" ? block.id : "";
        const own = texts.filter((text) => text.block?.id === id);
        // "--": never a text's id, `<block>-<field>` (a card's field is "name").
        const nameId = `${idPrefix}-${index}--heading`;
        const fields = own.filter((text) => !text.item);
        const lists = [...new Set(own.flatMap((text) => (text.item ? [text.item.list] : [])))];
        return (
          <section
            key={`${id}-${index}`}
            role="group"
            aria-labelledby={nameId}
            className={`${TRANSLATION_CLASS}__block`}
          >
            <p id={nameId} className={`${TRANSLATION_CLASS}__name`}>
              {blockName(block)}
            </p>
            {own.length === 0 ? (
              <p className={`${TRANSLATION_CLASS}__none`}>
                Nothing to translate here:{" "}
                {blockType(block.type)?.about ?? "this block has no text"}.
              </p>
            ) : null}
            {fields.map((text) => input(text, `${idPrefix}-${index}-${text.field}`))}
            {lists.map((list) => {
              const listField = blockType(block.type)?.fields.find(({ name }) => name === list);
              const itemIds = [
                ...new Set(own.flatMap((text) => (text.item?.list === list ? [text.item.id] : []))),
              ];
              return itemIds.map((itemId, at) => {
                const itemNameId = `${idPrefix}-${index}-${list}-${at}--heading`;
                return (
                  <div
                    key={`${list}/${itemId}`}
                    role="group"
                    aria-labelledby={itemNameId}
                    className={`${TRANSLATION_CLASS}__item`}
                  >
                    <p id={itemNameId} className={`${TRANSLATION_CLASS}__name`}>
                      {listField?.item?.label ?? list} “{itemId}”
                    </p>
                    {own
                      .filter((text) => text.item?.list === list && text.item.id === itemId)
                      .map((text) =>
                        input(text, `${idPrefix}-${index}-${list}-${at}-${text.field}`),
                      )}
                  </div>
                );
              });
            })}
          </section>
        );
      })}
    </div>
  );
}
