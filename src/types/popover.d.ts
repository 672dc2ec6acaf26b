/**
 * The HTML popover API, which React 18's types predate. React 18 passes unknown lowercase
 * attributes through to the DOM as written, so the names here are the HTML ones.
 */
import "react";

declare module "react" {
  // The type parameter must match React's own declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the popover this button shows and hides, with no script. */
    popovertarget?: string;
  }
}
