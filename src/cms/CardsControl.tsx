import { createElement, forwardRef, useEffect, useRef } from "react";
import type { ComponentType, Ref } from "react";

import { DEFAULT_LOCALE } from "../i18n/locales";
import type { EntryMap } from "./entryParts";
import { pairCards } from "./pairCards";
import { CARD_LOCALE_OPTION } from "./translation/CardTranslationControl";
import type { CardList } from "./pairCards";

/**
 * The "cards" widget: Decap's list, for the cards of use-cases.json and models.json. In English
 * it is the list as it was: add, remove, drag, every field. In a translation the cards are
 * English's, in English's order (src/cms/pairCards.ts), and only their texts can be edited: no
 * adding, removing or moving, no id, no comingSoon. Decap's own list cannot do that (it hands the
 * fields of its items no i18n settings), so a translation's list is Decap's list with those
 * options off, and the cards it shows are kept in the entry as shown.
 */

/** Wraps a translation's list; Decap 3.6's list shows a drag handle and ✕ on every item. */
const TRANSLATION_CLASS = "octopus-translated-cards";

/**
 * Decap 3.6's list has no allow_remove or allow_reorder: a translation's list hides the drag
 * handle (dnd-kit marks it "sortable") and the ✕ after it, so a card is neither moved nor removed
 * there.
 */
export function addTranslatedCardsStyles(target: Document): void {
  const style = target.createElement("style");
  style.textContent = `.${TRANSLATION_CLASS} [aria-roledescription="sortable"],
.${TRANSLATION_CLASS} [aria-roledescription="sortable"] + button { display: none; }`;
  target.head.append(style);
}

/** Sent when English's cards change, so that a translation shown beside them follows at once. */
export const ENGLISH_CARDS_CHANGED = "octopus:english-cards-changed";

/** What this widget reads of a field's configuration (an Immutable.js Map). */
type FieldMap = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => FieldMap;
};

type FieldList = {
  filter: (keep: (field: FieldMap) => boolean) => FieldList;
  concat: (other: FieldList) => FieldList;
  map: (to: (field: FieldMap) => FieldMap) => FieldList;
  toArray: () => FieldMap[];
};

export type CardsControlProps = {
  field: FieldMap;
  value?: CardList;
  /** The language of the pane the list is in; none without i18n. */
  locale?: string;
  onChange: (value: CardList, metadata?: unknown) => void;
  /** The entry being edited, as it is now: Decap 3.6 hands it over as `entry`, later ones as `getEntry`. */
  entry?: EntryMap;
  getEntry?: () => EntryMap;
};

/**
 * Decap's list control, whose ref Decap's Widget needs to validate and focus it. It is made with
 * createElement, not JSX: under gatsby develop, JSX checks a component's propTypes with React's
 * development internals, which the editor's React (Decap's, built for production) does not have.
 */
type ListComponent = ComponentType<CardsControlProps & { ref?: Ref<unknown> }>;

/** A translation's view of the list field: only the translated texts, nothing to add or move. */
function translationField(field: FieldMap, locale: string): FieldMap {
  const all = field.get("fields") as FieldList;
  // The id pairs the card with English's: kept in the entry, not edited, and last, since Decap
  // names a card by its first field when the summary is empty ("No name": still to translate).
  // In its place the card's translation status (src/cms/translation/CardTranslationControl.tsx).
  const fields = all
    .filter((card) => card.get("i18n") === "translate")
    .concat(
      all
        .filter((card) => card.get("i18n") === "duplicate")
        .map((card) =>
          card
            .set("widget", "card-translation")
            .set("label", "Translation")
            .set("hint", "")
            // Decap's list hands its items' fields no locale: the status widget reads it here.
            .set(CARD_LOCALE_OPTION, locale),
        ),
    );
  return field
    .set("fields", fields)
    .set("allow_add", false)
    .set("allow_remove", false)
    .set("allow_reorder", false);
}

/** The names a translated card holds: its id and its texts. */
const heldNames = (field: FieldMap) =>
  (field.get("fields") as FieldList).toArray().map((card) => String(card.get("name")));

export function cardsControl(List: ListComponent) {
  const TranslatedCards = forwardRef<unknown, CardsControlProps>(
    function TranslatedCards(props, ref) {
      const latest = useRef(props);
      latest.current = props;
      const field = translationField(props.field, props.locale ?? DEFAULT_LOCALE);
      const holds = heldNames(field);
      const english = () => {
        const entry = latest.current.getEntry?.() ?? latest.current.entry;
        return entry?.getIn(["data", String(props.field.get("name"))]) as CardList | undefined;
      };
      const paired = (translated: CardList | undefined) => {
        const cards = english();
        return cards ? pairCards(cards, translated, holds) : translated;
      };

      // The entry keeps the cards as shown: whenever they are shown, and whenever English's change
      // (Decap's "Fill in from another locale" too, which would bring English's comingSoon).
      const follow = () => {
        const { value, onChange } = latest.current;
        const cards = english();
        if (!cards) return;
        // No translation loaded (no file yet, or it could not be read): shown, not written over.
        if (!value) return;
        const next = pairCards(cards, value, holds);
        if (!next.equals(value)) onChange(next);
      };
      useEffect(follow);
      useEffect(() => {
        const heard = () => follow();
        window.addEventListener(ENGLISH_CARDS_CHANGED, heard);
        return () => window.removeEventListener(ENGLISH_CARDS_CHANGED, heard);
        // eslint-disable-next-line react-hooks/exhaustive-deps -- follow reads the latest props
      }, []);

      const value = paired(props.value);
      // Decap's list counts its items once, when it is made: a new one for other cards.
      const ids = (english()?.toArray() ?? []).map((card) => String(card.get("id"))).join(" ");
      return (
        <div className={TRANSLATION_CLASS}>
          {createElement(List, { ...props, key: ids, ref, field, value })}
        </div>
      );
    },
  );

  return forwardRef<unknown, CardsControlProps>(function CardsControl(props, ref) {
    if (props.locale && props.locale !== DEFAULT_LOCALE) {
      return <TranslatedCards {...props} ref={ref} />;
    }
    const onChange = (value: CardList, metadata?: unknown) => {
      props.onChange(value, metadata);
      window.dispatchEvent(new Event(ENGLISH_CARDS_CHANGED));
    };
    return createElement(List, { ...props, ref, onChange });
  });
}
