import { useImperativeHandle } from "react";
import type { Ref, RefObject } from "react";

/**
 * What Decap's Widget wants of a control's ref: `isValid` (it cannot save without one), and
 * `shouldComponentUpdate`, without which it renders the control again only when the field's own
 * value changes. The widgets here show what other fields hold (the English, the record), so they
 * render again with every change of the entry. `inner`: the Decap control a widget wraps, whose
 * own checks still count.
 */
type Inner = { isValid?: () => unknown };

export function useWidgetHandle(ref: Ref<unknown>, inner?: RefObject<Inner | null>): void {
  useImperativeHandle(ref, () => ({
    isValid: () => inner?.current?.isValid?.() ?? true,
    shouldComponentUpdate: () => true,
  }));
}
