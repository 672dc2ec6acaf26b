import { CARD_STAGGER_MS } from "../constants";

/** The card entrance's motion, shared by the hook that decides when and the trail that plays it. */

/** How long one item takes to rise and fade in. */
export const ITEM_ENTRANCE_MS = 600;
/** How far below its place an item starts, in px. */
export const RISE_PX = 24;
/** An item before its entrance, as react-spring's values: transparent, RISE_PX below its place. */
export const HIDDEN = { opacity: 0, y: RISE_PX };

/** When item i starts, in ms after the entrance starts: the heading (0) and card 1 together. */
export function itemDelay(index: number): number {
  return Math.max(0, index - 1) * CARD_STAGGER_MS;
}
