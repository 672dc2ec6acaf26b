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

/** A react-spring easing: progress 0…1 of an animation's duration → how far along its value is. */
type Easing = (progress: number) => number;

/**
 * Item i's spring as react-spring runs it: every item's spring starts in the same frame and runs
 * until that item is in place, `itemDelay(i) + ITEM_ENTRANCE_MS`; its easing holds it still for
 * its delay and then moves it along `ease` for ITEM_ENTRANCE_MS.
 *
 * Why not react-spring's `delay`: a delayed spring starts when a timer fires on a frame, and
 * under load those timers fire late by different amounts; in the motion suite two cards then
 * started 14 ms apart instead of 100. Springs that start together advance by the same frame
 * times, so the 100 ms between cards holds on a busy phone as on a quiet one.
 */
export function itemSpring(index: number, ease: Easing): { duration: number; easing: Easing } {
  const delay = itemDelay(index);
  const duration = delay + ITEM_ENTRANCE_MS;
  return {
    duration,
    easing: (progress) => {
      const moving = (progress * duration - delay) / ITEM_ENTRANCE_MS;
      return moving <= 0 ? 0 : ease(Math.min(1, moving));
    },
  };
}
