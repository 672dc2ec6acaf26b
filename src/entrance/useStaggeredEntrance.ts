import { createElement, useCallback, useEffect, useRef, useState } from "react";
import type { CSSProperties, ReactNode, RefObject } from "react";

import { NEAR_MARGIN } from "../constants";
import type CardEntrance from "./CardEntrance";
import loadSpring from "./loadSpring";
import { RISE_PX } from "./timing";

/** The same, as a plain style: how items wait while react-spring is still on its way. */
const HIDDEN_STYLE: CSSProperties = { opacity: 0, transform: `translate3d(0, ${RISE_PX}px, 0)` };
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

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** "still": as the server rendered it; "hidden": waiting off screen; "playing": in view. */
type Stage = "still" | "hidden" | "playing";

/** The entrance from react-spring's chunk, and the items it animates. */
type Loaded = { Entrance: typeof CardEntrance; items: HTMLElement[] };

type StaggeredEntrance<T extends HTMLElement> = {
  /** For the section: its place on screen decides whether, and when, its items enter. */
  ref: RefObject<T>;
  /** For each item (marked with ENTRANCE_ITEM_ATTRIBUTE): none, or hidden before its entrance. */
  style: CSSProperties | undefined;
  /** For the section to render anywhere: the entrance, once react-spring's chunk is here. */
  entrance: ReactNode;
};

/**
 * Decides whether, and when, a section's items (its elements marked with ENTRANCE_ITEM_ATTRIBUTE:
 * its heading, then its cards) enter: the first time the section scrolls into view, once. The
 * entrance itself is CardEntrance, a react-spring trail that arrives in its own chunk
 * (loadSpring) and animates the items in place.
 *
 * Motion is an enhancement, and it costs nothing until it is needed:
 * - The server's HTML carries no animation styles, so everything is visible without JavaScript,
 *   and hydration renders nothing more than the server did.
 * - Items are hidden only when the section's first IntersectionObserver report says it is out of
 *   the viewport (so nothing visible ever blinks), and only when the visitor has not asked for
 *   reduced motion (then react-spring is never even fetched). The observers measure off the main
 *   thread: no layout is forced.
 * - react-spring is its own chunk, requested only when the section comes within NEAR_MARGIN of
 *   the viewport: never at start-up for a section below the first screen, so it does not share
 *   the wire or the main thread with the first screen.
 * - Hidden items never wait long for it: a section in view whose chunk has not arrived within
 *   SPRING_WAIT_MS, or failed to load, simply shows.
 */
export default function useStaggeredEntrance<T extends HTMLElement>(): StaggeredEntrance<T> {
  const ref = useRef<T>(null);
  const [stage, setStage] = useState<Stage>("still");
  const [loaded, setLoaded] = useState<Loaded>();
  // At rest, the items are back as the server rendered them: no inline style left.
  const rest = useCallback(() => setStage("still"), []);

  useEffect(() => {
    const section = ref.current;
    if (!section || !entrancesEnabled || prefersReducedMotion()) return undefined;
    if (typeof IntersectionObserver === "undefined") return undefined;

    const items = [...section.querySelectorAll<HTMLElement>(`[${ENTRANCE_ITEM_ATTRIBUTE}]`)];
    let first = true;
    let stopped = false;
    let gaveUp = false;
    let request: Promise<void> | undefined;
    // Once react-spring is here it takes the items over, unless they already showed.
    const fetchEntrance = () =>
      (request ??= loadSpring().then(({ default: Entrance }) => {
        if (!stopped && !gaveUp) setLoaded({ Entrance, items });
      }));
    const show = () => {
      gaveUp = true;
      setStage("still");
    };

    const play = () => {
      setStage("playing");
      const giveUp = window.setTimeout(show, SPRING_WAIT_MS);
      fetchEntrance().then(
        () => window.clearTimeout(giveUp),
        // Without its animation library (a failed chunk load), the section simply shows.
        () => {
          window.clearTimeout(giveUp);
          if (!stopped) show();
        },
      );
    };

    // Fetches the chunk once the section comes near, so it is usually here when the entrance starts.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        fetchEntrance().catch(() => undefined); // play() reports a failure
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
          setStage("hidden");
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
      entrance.disconnect();
      near.disconnect();
    };
  }, []);

  return {
    ref,
    style: stage === "still" ? undefined : HIDDEN_STYLE,
    entrance:
      loaded &&
      createElement(loaded.Entrance, {
        items: loaded.items,
        playing: stage === "playing",
        onRest: rest,
      }),
  };
}
