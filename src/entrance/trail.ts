import { Controller, Globals, easings } from "@react-spring/core";

import { HIDDEN, itemSpring } from "./timing";

/**
 * The card entrance itself: a react-spring trail on react-spring's own animation core, with no
 * React. The build bundles this module alone into the entrance chunk (`/entrance-<hash>.js`,
 * src/postbuild/compilePageScripts.ts), which the page's script fetches when a card section comes
 * near (src/entrance/watchEntrances.ts).
 *
 * It animates the elements the server rendered, where they are: a card is never replaced, so
 * the place of anyone on it (or of a screen reader) is kept. Each item gets a Controller, and
 * react-spring's frame loop writes its values to the element's style (CSSOM, which the pages'
 * CSP allows) on every frame.
 */

const SHOWN = { opacity: 1, y: 0 };
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Writes an item's values to its style; at rest (SHOWN) the style is as the server rendered it. */
function draw(item: HTMLElement, { opacity, y }: { opacity: number; y: number }): void {
  const atRest = opacity === SHOWN.opacity && y === SHOWN.y;
  item.style.opacity = atRest ? "" : String(opacity);
  item.style.transform = atRest ? "" : `translate3d(0, ${y}px, 0)`;
}

/**
 * A visitor who asks for reduced motion gets every item in place at once: react-spring skips its
 * animations (Globals.skipAnimation), as its useReducedMotion does. Switched on while an entrance
 * plays, the springs already moving finish where they are going. Returns what stops following.
 */
function followReducedMotion(controllers: ReadonlyArray<Controller<typeof HIDDEN>>): () => void {
  const query = matchMedia(REDUCED_MOTION);
  const follow = () => {
    Globals.assign({ skipAnimation: query.matches });
    if (query.matches)
      controllers.forEach((controller) => controller.each((spring) => spring.finish()));
  };
  Globals.assign({ skipAnimation: query.matches });
  query.addEventListener("change", follow);
  return () => query.removeEventListener("change", follow);
}

/**
 * Plays the entrance of `items` (a section's heading block, then each card, already hidden as
 * HIDDEN): the heading and the first card start together, each further card CARD_STAGGER_MS after
 * the one before, each easing out (easeOutCubic). Resolves once every item is in place, its
 * inline style cleared.
 */
export function playEntrance(items: ReadonlyArray<HTMLElement>): Promise<void> {
  const controllers = items.map(() => new Controller<typeof HIDDEN>({ ...HIDDEN }));
  const unfollow = followReducedMotion(controllers);
  const arrivals = items.map((item, index) => {
    const controller = controllers[index] as Controller<typeof HIDDEN>;
    draw(item, HIDDEN);
    // Every spring starts now; each one's easing holds it until its moment (see itemSpring).
    return controller.start({
      to: SHOWN,
      config: itemSpring(index, easings.easeOutCubic),
      onChange: () => draw(item, controller.get()),
      onRest: () => draw(item, SHOWN),
    });
  });
  return Promise.all(arrivals).then(() => {
    unfollow();
    items.forEach((item) => draw(item, SHOWN));
  });
}
