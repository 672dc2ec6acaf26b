import { useEffect, useRef } from "react";
import type { RefObject } from "react";

/**
 * While `open`, Escape and a tap outside `container` close what is open, as a popover closes:
 * `dismiss(true)` after Escape (give focus back to the control that opened it), `dismiss(false)`
 * after a tap outside.
 */
export default function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement>,
  dismiss: (byEscape: boolean) => void,
): void {
  // The latest callback, so a new function each render does not re-subscribe.
  const latest = useRef(dismiss);
  useEffect(() => {
    latest.current = dismiss;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") latest.current(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) latest.current(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, container]);
}
