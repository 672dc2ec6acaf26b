import { useEffect, useRef } from "react";
import type { RefObject } from "react";

import { CARD_STAGGER_MS, NEAR_MARGIN } from "../constants";
import loadSpring from "./loadSpring";

/** How long one item takes to rise and fade in. */
export const ITEM_ENTRANCE_MS = 600;
/** How far below its place an item starts, in px. */
const RISE_PX = 24;
/** The entrance starts once the section's top is this far (of the viewport's height) into view. */
const START_INSET = "-15%";
/** How long items in view stay hidden waiting for react-spring before they simply show. */
export const SPRING_WAIT_MS = 1500;
/** Marks the elements that enter, in order: the section's heading first, then each card. */
export const ENTRANCE_ITEM_ATTRIBUTE = "data-entrance-item";

let entrancesEnabled = true;

/** Shows every section as rendered, with no entrance: the content editor's preview. */
export function disableEntrances(): void {
  entrancesEnabled = false;
}

/** When item i starts, in ms after the entrance starts: the heading (0) and card 1 together. */
export function itemDelay(index: number): number {
  return Math.max(0, index - 1) * CARD_STAGGER_MS;
}

/** How far along item i is (0 hidden … 1 in place) at `elapsed` ms into the entrance. */
export function itemProgress(index: number, elapsed: number): number {
  const linear = Math.min(1, Math.max(0, (elapsed - itemDelay(index)) / ITEM_ENTRANCE_MS));
  return 1 - (1 - linear) ** 3; // ease-out cubic: quick to start, gentle to land
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Every item at `elapsed` ms into the entrance; at the end, as the server rendered it. */
function paint(items: HTMLElement[], elapsed: number, done = false): void {
  items.forEach((item, index) => {
    if (done) {
      item.style.removeProperty("opacity");
      item.style.removeProperty("transform");
      return;
    }
    const progress = itemProgress(index, elapsed);
    item.style.opacity = String(progress);
    item.style.transform = `translate3d(0, ${RISE_PX * (1 - progress)}px, 0)`;
  });
}

/**
 * Plays a section's entrance the first time it scrolls into view, once: the heading and the first
 * card start together and each further card starts CARD_STAGGER_MS after the one before it. The
 * items are the section's elements marked with ENTRANCE_ITEM_ATTRIBUTE.
 *
 * Motion is an enhancement, and it costs nothing until it is needed:
 * - The server's HTML carries no animation styles, so everything is visible without JavaScript,
 *   and hydration renders nothing more than the server did.
 * - Items are hidden only when the section's first IntersectionObserver report says it is out of
 *   the viewport (so nothing visible ever blinks), and only when the visitor has not asked for
 *   reduced motion. The observers measure off the main thread: no layout is forced.
 * - react-spring is its own chunk, requested only when the section comes within NEAR_MARGIN of
 *   the viewport: never at start-up for a section below the first screen, so it does not share
 *   the wire or the main thread with the first screen. One spring per section is the clock;
 *   item i follows it CARD_STAGGER_MS behind the item before it, written straight to the items'
 *   styles, as react-spring's animated components do, without rendering React again.
 * - Hidden items never wait long for it: a section in view whose chunk has not arrived within
 *   SPRING_WAIT_MS, or failed to load, simply shows.
 */
export default function useStaggeredEntrance<T extends HTMLElement>(): RefObject<T> {
  const ref = useRef<T>(null);

  useEffect(() => {
    const section = ref.current;
    if (!section || !entrancesEnabled || prefersReducedMotion()) return undefined;
    if (typeof IntersectionObserver === "undefined") return undefined;

    const items = [...section.querySelectorAll<HTMLElement>(`[${ENTRANCE_ITEM_ATTRIBUTE}]`)];
    const total = itemDelay(items.length - 1) + ITEM_ENTRANCE_MS;
    let first = true;
    let stopped = false;
    let stop: () => void = () => undefined;
    let spring: ReturnType<typeof loadSpring> | undefined;
    const springOnce = () => (spring ??= loadSpring());
    const show = () => paint(items, total, true);

    const play = () => {
      let settled = false;
      const giveUp = window.setTimeout(() => {
        settled = true;
        show();
      }, SPRING_WAIT_MS);
      springOnce()
        .then(({ SpringValue }) => {
          window.clearTimeout(giveUp);
          if (stopped || settled) return;
          settled = true;
          const clock = new SpringValue(0);
          stop = () => clock.stop();
          void clock.start(total, {
            config: { duration: total },
            onChange: ({ value }) => paint(items, value),
            onRest: show,
          });
        })
        // Without its animation library (a failed chunk load), the section simply shows.
        .catch(() => {
          window.clearTimeout(giveUp);
          settled = true;
          show();
        });
    };

    // Fetches the chunk once the section comes near, so it is usually here when the entrance starts.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        springOnce().catch(() => undefined); // play() reports a failure
      },
      { rootMargin: `0px 0px ${NEAR_MARGIN} 0px` },
    );

    const entrance = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (first) {
          first = false;
          // The first report decides: on screen now (any of it) stays as rendered.
          const { top, bottom } = entry.boundingClientRect;
          if (top < window.innerHeight && bottom > 0) {
            entrance.disconnect();
            return;
          }
          paint(items, 0);
          near.observe(section);
          return;
        }
        if (!entry.isIntersecting) return;
        entrance.disconnect();
        near.disconnect();
        play();
      },
      { rootMargin: `0px 0px ${START_INSET} 0px` },
    );
    entrance.observe(section);
    return () => {
      stopped = true;
      stop();
      entrance.disconnect();
      near.disconnect();
    };
  }, []);

  return ref;
}
