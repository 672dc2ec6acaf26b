import { Globals, useInView, useIsomorphicLayoutEffect, useSprings } from "@react-spring/web";
import type { SpringValues } from "@react-spring/web";
import { useEffect, useState } from "react";

import { CARD_STAGGER_MS } from "../constants";

const SHOWN = { opacity: 1, y: 0 };
const HIDDEN = { opacity: 0, y: 24 };

// A constant: react-spring re-creates its observer whenever this object changes identity.
const IN_VIEW_ARGS = { once: true, amount: 0.15 } as const;

type Entrance = {
  /** Attach to the element whose first appearance starts the entrance. */
  ref: ReturnType<typeof useInView>[0];
  /**
   * Style for item i, or undefined while the item is simply shown as the server rendered it.
   * Item 0 is the section heading; items 1…n are the cards.
   */
  styleFor: (index: number) => SpringValues<typeof SHOWN> | undefined;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/**
 * Plays a section's entrance the first time it scrolls into view, once: the heading and the first
 * card start together and each further card starts CARD_STAGGER_MS after the one before it.
 *
 * Motion is an enhancement. The server's HTML carries no animation styles, so everything is
 * visible without JavaScript. After hydration, items are hidden only when the section is still
 * below or above the viewport (so nothing visible ever blinks) and the visitor has not asked for
 * reduced motion.
 */
export default function useStaggeredEntrance(cardCount: number): Entrance {
  const [ref, inView] = useInView(IN_VIEW_ARGS);
  const [armed, setArmed] = useState(false);
  const [springs, api] = useSprings(cardCount + 1, () => SHOWN);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current as Element | null;
    // Globals.skipAnimation: motion turned off for the whole page (the editor's preview).
    if (!element || Globals.skipAnimation || prefersReducedMotion() || isInViewport(element)) {
      return;
    }
    api.set(HIDDEN);
    setArmed(true);
  }, []);

  useEffect(() => {
    if (!armed || !inView) return;
    void api.start((index) => ({
      ...SHOWN,
      // The heading (0) and the first card (1) start together; card k starts 100·k ms after card 0.
      delay: Math.max(0, index - 1) * CARD_STAGGER_MS,
    }));
  }, [armed, inView, api]);

  return {
    ref,
    styleFor: (index) => (armed ? springs[index] : undefined),
  };
}
