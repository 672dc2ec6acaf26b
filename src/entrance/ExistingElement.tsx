import { forwardRef, useImperativeHandle } from "react";
import type { CSSProperties } from "react";

type Props = {
  /** An element already on the page, rendered (and hydrated) by someone else. */
  element: HTMLElement;
  /** Not drawn here: `animated(ExistingElement)` writes it to `element`. */
  style?: CSSProperties;
};

/**
 * Renders nothing, and lends its ref an element that is already on the page. react-spring's
 * `animated(ExistingElement)` writes its style to whatever element its ref holds, frame by frame,
 * without rendering React: so it animates that element in place, the same DOM node from the
 * server's HTML to the end of the animation.
 */
const ExistingElement = forwardRef<HTMLElement, Props>(function ExistingElement({ element }, ref) {
  useImperativeHandle(ref, () => element, [element]);
  return null;
});

export default ExistingElement;
