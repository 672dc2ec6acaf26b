import { useImperativeHandle } from "react";
import type { Ref, RefObject } from "react";

/**
 * What Decap's Widget wants of a control's ref: `isValid` (it cannot save without one), and
 * `shouldComponentUpdate`, without which it renders the control again only when the field's own
 * value changes. The widgets here show what other fields hold (the English, the record), so they
 * render again with every change of the entry. `inner`: the Decap control a widget wraps, whose
 * own checks still count. `check`: the widget's own, run first: a message, or undefined.
 * `validateValue`: what Decap's own checks of the field (required, pattern) see in place of its
 * value, for a widget whose value is not the whole story (a translation not yet finished).
 */
type Inner = { isValid?: () => unknown };

export function useWidgetHandle(
  ref: Ref<unknown>,
  inner?: RefObject<Inner | null>,
  check?: () => string | undefined,
  validateValue?: () => unknown,
): void {
  useImperativeHandle(ref, () => ({
    isValid: () => {
      const message = check?.();
      if (message) return { error: { type: "CUSTOM", message } };
      return inner?.current?.isValid?.() ?? true;
    },
    shouldComponentUpdate: () => true,
    ...(validateValue ? { getValidateValue: validateValue } : {}),
  }));
}
