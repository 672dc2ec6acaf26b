import { NEAR_MARGIN } from "../constants";
import { HIDDEN } from "./timing";

/** Marks a card section whose items enter (CardSection): the page's script watches it. */
export const ENTRANCE_SECTION_ATTRIBUTE = "data-entrance";
/** Marks the elements that enter, in order: the section's heading first, then each card. */
export const ENTRANCE_ITEM_ATTRIBUTE = "data-entrance-item";
/** The entrance starts once the section's top is this far (of the viewport's height) into view. */
const START_INSET = "-15%";
/** How long items in view stay hidden waiting for the entrance's chunk before they simply show. */
export const CHUNK_WAIT_MS = 1500;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Sections watched already. */
const watched = new WeakSet<Element>();

/** The entrance's chunk (src/entrance/trail.ts), as the page's script loads it. */
export type EntranceChunk = { playEntrance: (items: ReadonlyArray<HTMLElement>) => Promise<void> };

/** Hides an item before its entrance, or (`false`) shows it as the server rendered it. */
function hide(item: HTMLElement, hidden: boolean): void {
  item.style.opacity = hidden ? String(HIDDEN.opacity) : "";
  item.style.transform = hidden ? `translate3d(0, ${HIDDEN.y}px, 0)` : "";
}

/**
 * Decides whether, and when, each card section's items (its elements marked with
 * ENTRANCE_ITEM_ATTRIBUTE: its heading, then its cards) enter: the first time the section scrolls
 * into view, once. The entrance itself is a react-spring trail in its own chunk (trail.ts), which
 * `load` fetches (the page's script: with the specification's 120-second timeout).
 *
 * Motion is an enhancement, and it costs nothing until it is needed:
 * - The server's HTML carries no animation styles, so everything is visible without JavaScript.
 * - Items are hidden only when the section's first IntersectionObserver report, after `load`,
 *   says it is out of the viewport (so nothing visible ever blinks: a section on screen at load
 *   stays as rendered, and so does the one the address opens at, #ai-models, with those above),
 *   and only when the visitor has not asked for reduced motion (then the chunk is never even
 *   fetched). The observers measure off the main thread: no layout is forced.
 * - The chunk is requested only when a hidden section comes within NEAR_MARGIN of the viewport:
 *   never at load for a section below the first screen.
 * - Hidden items never wait long for it: a section in view whose chunk has not arrived within
 *   CHUNK_WAIT_MS, or failed to load, simply shows. So does every hidden section the moment the
 *   visitor asks for reduced motion.
 */
export function watchEntrances(root: ParentNode, load: () => Promise<EntranceChunk>): void {
  // `gatsby develop` starts the page script again on each page it shows: each section once.
  const sections = [
    ...root.querySelectorAll<HTMLElement>(`[${ENTRANCE_SECTION_ATTRIBUTE}]`),
  ].filter((section) => !watched.has(section));
  sections.forEach((section) => watched.add(section));
  if (sections.length === 0 || typeof IntersectionObserver === "undefined") return;
  const motion = matchMedia(REDUCED_MOTION);
  if (motion.matches) return;

  let chunk: Promise<EntranceChunk> | undefined;
  const fetchChunk = () => (chunk ??= load());
  const start = () => {
    if (motion.matches) return;
    // A page opened at a section (/#ai-models) is scrolled there only after `load`: that section,
    // and those above it, are what the visitor arrives at, and stay as rendered.
    const target = fragmentTarget();
    const arrivedAt = (section: HTMLElement) =>
      target !== null &&
      (section.contains(target) ||
        (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    const stops = sections
      .filter((section) => !arrivedAt(section))
      .map((section) => watchSection(section, fetchChunk));
    const reduce = () => {
      if (!motion.matches) return;
      motion.removeEventListener("change", reduce);
      stops.forEach((stop) => stop());
    };
    motion.addEventListener("change", reduce);
  };
  // From `load` on, when the page's own layout is done.
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

/** The element the address's fragment names, if the page has it. */
function fragmentTarget(): Element | null {
  const id = location.hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return null; // a malformed escape: no element has that id
  }
}

/** Watches one section; returns what shows it at once and stops watching, if it still waits. */
function watchSection(section: HTMLElement, fetchChunk: () => Promise<EntranceChunk>): () => void {
  const items = [...section.querySelectorAll<HTMLElement>(`[${ENTRANCE_ITEM_ATTRIBUTE}]`)];
  let first = true;
  let waiting = false;

  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      fetchChunk().catch(() => undefined); // play() shows the section on a failure
    },
    { rootMargin: `0px 0px ${NEAR_MARGIN} 0px` },
  );

  /** Shows the items as rendered, if they still wait: the entrance is not coming. */
  const show = () => {
    entrance.disconnect();
    near.disconnect();
    if (!waiting) return;
    waiting = false;
    items.forEach((item) => hide(item, false));
  };

  const play = () => {
    const giveUp = setTimeout(show, CHUNK_WAIT_MS);
    fetchChunk().then(
      ({ playEntrance }) => {
        clearTimeout(giveUp);
        if (!waiting) return;
        waiting = false;
        void playEntrance(items);
      },
      () => {
        clearTimeout(giveUp);
        show();
      },
    );
  };

  const entrance = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (first) {
        first = false;
        // The first report decides: on screen now (any of it) stays as rendered.
        const { top, bottom } = entry.boundingClientRect;
        if (top < innerHeight && bottom > 0) {
          entrance.disconnect();
          return;
        }
        waiting = true;
        items.forEach((item) => hide(item, true));
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
  return show;
}
