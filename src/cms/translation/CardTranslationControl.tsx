import { forwardRef } from "react";

import { fieldLabel } from "../config";
import { editedTranslation, entryUnits } from "./entryUnits";
import type { EntryProps } from "./entryUnits";
import StaleNotice from "./StaleNotice";
import { useWidgetHandle } from "./widgetHandle";

/**
 * A translated card's id, which pairs it with English's card (CardsControl.tsx) and is not edited
 * there, in the place of its field: the card's translation status. For each text of the card
 * whose English changed since it was translated, the StaleNotice with the English then and now;
 * otherwise one line saying the card is up to date or still to translate. Decap hands a field of
 * a card nothing but its own value, so the card is found by this, its id.
 */

type Props = EntryProps & { value?: unknown; field?: { get: (key: string) => unknown } };

/**
 * The option of the id's field that names the pane's language: Decap 3.6's list hands the fields
 * of its items no `locale`, so the translation's list (CardsControl.tsx) puts it in their options.
 */
export const CARD_LOCALE_OPTION = "octopus_locale";

export const CARD_STATUS_CLASS = "octopus-card-translation";

const CardTranslationControl = forwardRef<unknown, Props>(
  function CardTranslationControl(props, ref) {
    useWidgetHandle(ref);
    const pane = props.field?.get(CARD_LOCALE_OPTION);
    const edited = editedTranslation({
      ...props,
      locale: props.locale ?? (typeof pane === "string" ? pane : undefined),
    });
    const id = typeof props.value === "string" ? props.value : undefined;
    if (!edited || id === undefined) return null;
    const units = entryUnits(edited.entry, edited.name, edited.locale).filter(
      (unit) => unit.card?.id === id,
    );
    const stale = units.filter(({ state }) => state === "stale");
    if (stale.length > 0) {
      return (
        <div className={CARD_STATUS_CLASS}>
          {stale.map((unit) => (
            <StaleNotice key={unit.id} unit={unit} label={fieldLabel(unit.field)} />
          ))}
        </div>
      );
    }
    const missing = units.some(({ state }) => state === "missing");
    return (
      <p className={CARD_STATUS_CLASS}>
        {missing
          ? "Still to translate: this card is new in English."
          : "Translated from the English as it is now."}
      </p>
    );
  },
);

export default CardTranslationControl;
