import { createElement, forwardRef, useRef } from "react";
import type { ComponentType, Ref } from "react";

import { editedTranslation, entryUnits } from "./entryUnits";
import type { EntryProps } from "./entryUnits";
import StaleNotice from "./StaleNotice";
import { useWidgetHandle } from "./widgetHandle";

/**
 * A text of a JSON file's own (site.json's tagline, say) as Decap's string or text widget edits
 * it, with the StaleNotice under it in a translation whose English changed since it was
 * translated. A card's texts have theirs from CardTranslationControl, which knows the card.
 */

type Props = EntryProps & { field: { get: (key: string) => unknown }; value?: unknown };

type Control = ComponentType<Props & { ref?: Ref<unknown> }>;

export function translatedTextControl(Decap: Control) {
  return forwardRef<unknown, Props>(function TranslatedTextControl(props, ref) {
    const inner = useRef<{ isValid?: () => unknown } | null>(null);
    useWidgetHandle(ref, inner);
    const edited = editedTranslation(props);
    const name = String(props.field.get("name"));
    const unit = edited
      ? entryUnits(edited.entry, edited.name, edited.locale).find(
          (candidate) => !candidate.card && candidate.field === name,
        )
      : undefined;
    // Made with createElement, as CardsControl.tsx says why: Decap's React has no propTypes checks.
    return (
      <>
        {createElement(Decap, { ...props, ref: inner })}
        {unit?.state === "stale" ? (
          <StaleNotice unit={unit} label={String(props.field.get("label") ?? name)} />
        ) : null}
      </>
    );
  });
}
