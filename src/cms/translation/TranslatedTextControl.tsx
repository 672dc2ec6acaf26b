import { createElement, forwardRef, useRef } from "react";
import type { ComponentType, Ref } from "react";

import { editedTranslation, entryUnits } from "./entryUnits";
import type { EntryProps } from "./entryUnits";
import StaleNotice from "./StaleNotice";
import { useWidgetHandle } from "./widgetHandle";

/**
 * A text of a JSON file's own (site.json's tagline, say) as Decap's string or text widget edits
 * it, with the StaleNotice under it in a translation whose English changed since it was
 * translated. A card's texts have theirs from CardTranslationControl, which knows the card. A page's
 * title and description are required in English only: a translation may be saved unfinished.
 */

type Props = EntryProps & { field: { get: (key: string) => unknown }; value?: unknown };

/** The field option that makes a required text optional in a translation (pagesCollection.ts). */
export const TRANSLATION_OPTIONAL = "octopus_translation_optional";

/** What Decap's checks see for such a text not yet translated: one character, which passes them. */
const STAND_IN = "…";

type Control = ComponentType<Props & { ref?: Ref<unknown> }>;

export function translatedTextControl(Decap: Control) {
  return forwardRef<unknown, Props>(function TranslatedTextControl(props, ref) {
    const inner = useRef<{ isValid?: () => unknown } | null>(null);
    const edited = editedTranslation(props);
    const name = String(props.field.get("name"));
    const label = String(props.field.get("label") ?? name);
    // A page's title and description: required in English, while a translation may still lack
    // them. Decap checks a required field in every language's pane, so an empty one in a
    // translation shows Decap's checks a stand-in that passes them; a text typed is checked.
    const unfinished =
      edited !== undefined &&
      props.field.get(TRANSLATION_OPTIONAL) === true &&
      !String(props.value ?? "").trim();
    useWidgetHandle(ref, inner, undefined, () => (unfinished ? STAND_IN : props.value));
    const unit = edited
      ? entryUnits(edited.entry, edited.name, edited.locale).find(
          (candidate) => !candidate.card && !candidate.block && candidate.field === name,
        )
      : undefined;
    // Made with createElement, as CardsControl.tsx says why: Decap's React has no propTypes checks.
    return (
      <>
        {createElement(Decap, { ...props, ref: inner })}
        {unit?.state === "stale" ? <StaleNotice unit={unit} label={label} /> : null}
      </>
    );
  });
}
