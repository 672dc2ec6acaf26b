import { animated, easings, useReducedMotion, useSprings } from "@react-spring/web";
import { useEffect } from "react";

import ExistingElement from "./ExistingElement";
import { HIDDEN, itemSpring } from "./timing";

type Props = {
  /** What enters, in order: the section's heading block, then each card. */
  items: ReadonlyArray<HTMLElement>;
  /** False while the section is out of view: the items wait, hidden. */
  playing: boolean;
  /** Called once every item is in place. */
  onRest: () => void;
};

const SHOWN = { opacity: 1, y: 0 };
/** An animated component for an item already on the page: see ExistingElement. */
const AnimatedItem = animated(ExistingElement);

/**
 * A card section's entrance as a react-spring trail (useSprings, one spring per item): its items
 * wait hidden until `playing`, then the heading and the first card start together and each
 * further card CARD_STAGGER_MS after the one before it. It animates the items where they are, the
 * elements the server rendered and React hydrated: swapping them for new ones would lose the
 * place of anyone (or any screen reader) on them. Loaded in react-spring's own chunk (loadSpring.ts) when the section comes near;
 * useStaggeredEntrance decides when, and renders this.
 */
export default function CardEntrance({ items, playing, onRest }: Props) {
  // A visitor who asks for reduced motion, also after the page loaded, gets every item in place
  // at once: react-spring then skips its animations (Globals.skipAnimation).
  useReducedMotion();
  const [springs, api] = useSprings(items.length, () => ({ from: HIDDEN }));

  useEffect(() => {
    if (!playing) return;
    // Every spring starts now; each one's easing holds it until its moment (see itemSpring).
    const arrivals = api.start((index) => ({
      to: SHOWN,
      config: itemSpring(index, easings.easeOutCubic),
    }));
    void Promise.all(arrivals).then(onRest);
  }, [playing, api, onRest]);

  return items.map((element, index) => (
    // The items stay in one order for the section's life: their index is their identity.
    <AnimatedItem key={index} element={element} style={springs[index]} />
  ));
}
