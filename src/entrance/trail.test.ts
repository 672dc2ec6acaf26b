import { Globals } from "@react-spring/core";

import { CARD_STAGGER_MS } from "../constants";
import { reducedMotionSwitch } from "../test/reducedMotion";
import { ITEM_ENTRANCE_MS, RISE_PX } from "./timing";
import { playEntrance } from "./trail";

/** react-spring's clock and frames, driven by the test: one frame every FRAME_MS. */
const FRAME_MS = 10;
let now = 0;
let pending: FrameRequestCallback[] = [];
/** One frame, and what it settles: react-spring resolves an animation's promise when it rests. */
const frame = async () => {
  now += FRAME_MS;
  const due = pending;
  pending = [];
  due.forEach((callback) => callback(now));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeAll(() => {
  Globals.assign({
    now: () => now,
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      pending.push(callback);
      return 0;
    },
  });
});

/** The section's items, as the server rendered them: a heading block and five cards. */
function pageItems(): HTMLElement[] {
  document.body.innerHTML = "<div>Heading</div><ul>" + "<li>Card</li>".repeat(5) + "</ul>";
  return [...document.body.querySelectorAll<HTMLElement>("div, li")];
}

const opacities = (items: HTMLElement[]) => items.map((item) => item.style.opacity);

describe("playEntrance", () => {
  it("plays a trail in place: heading and first card together, then 100 ms apart, easing out", async () => {
    const items = pageItems();
    const before = [...items];
    let rested = false;
    void playEntrance(items).then(() => (rested = true));
    // Hidden from the start: transparent, RISE_PX below.
    expect(opacities(items)).toEqual(items.map(() => "0"));
    expect(items[2]?.style.transform).toBe(`translate3d(0, ${RISE_PX}px, 0)`);

    const started: number[] = [];
    const halfway: number[] = [];
    const start = now;
    const total = ITEM_ENTRANCE_MS + items.length * CARD_STAGGER_MS + 200;
    while (now - start < total) {
      await frame();
      opacities(items).forEach((opacity, index) => {
        if (started[index] === undefined && opacity !== "0") started[index] = now - start;
        if (halfway[index] === undefined && opacity !== "" && Number(opacity) >= 0.5) {
          halfway[index] = now - start - (started[index] ?? 0);
        }
      });
    }
    expect(started).toHaveLength(items.length);
    expect(started[0]).toBe(started[1]);
    // A card moves on the first frame at or after its moment: within one frame of it.
    started.slice(2).forEach((time, index) => {
      const gap = time - (started[1] ?? 0);
      expect(Math.abs(gap - (index + 1) * CARD_STAGGER_MS)).toBeLessThanOrEqual(FRAME_MS);
    });
    // easeOutCubic is half way at about a fifth of its time (1 - (1 - t)^3 = 0.5 at t ≈ 0.206),
    // a linear one at half: 600 ms × 0.206 ≈ 124 ms.
    halfway.forEach((time) => expect(time).toBeLessThanOrEqual(0.25 * ITEM_ENTRANCE_MS));
    // At rest, every item is back as the server rendered it: the same elements, no inline style.
    expect(rested).toBe(true);
    expect(items.map((item) => item.getAttribute("style") ?? "")).toEqual(items.map(() => ""));
    expect(items.every((item, index) => item === before[index] && item.isConnected)).toBe(true);
  });

  it("puts every item in place at once when the visitor prefers reduced motion", async () => {
    const { restore } = reducedMotionSwitch(true);
    try {
      const items = pageItems();
      let rested = false;
      void playEntrance(items).then(() => (rested = true));
      await frame();
      await frame();
      expect(rested).toBe(true);
      expect(opacities(items)).toEqual(items.map(() => ""));
    } finally {
      restore();
      Globals.assign({ skipAnimation: false });
    }
  });

  it("puts every item in place when reduced motion is switched on while it plays", async () => {
    const motion = reducedMotionSwitch(false);
    try {
      const items = pageItems();
      let rested = false;
      void playEntrance(items).then(() => (rested = true));
      for (let i = 0; i < 5; i += 1) await frame();
      expect(rested).toBe(false);
      expect(Number(items[0]?.style.opacity)).toBeGreaterThan(0);
      expect(items[5]?.style.opacity).toBe("0");
      motion.set(true);
      await frame();
      await frame();
      expect(rested).toBe(true);
      expect(opacities(items)).toEqual(items.map(() => ""));
    } finally {
      motion.restore();
      Globals.assign({ skipAnimation: false });
    }
  });
});
