import { CARD_STAGGER_MS } from "../constants";
import { ITEM_ENTRANCE_MS, itemDelay, itemSpring } from "./timing";

describe("the entrance's timing", () => {
  it("starts the heading and the first card together, then each card 100 ms after the last", () => {
    expect(CARD_STAGGER_MS).toBe(100);
    expect([0, 1, 2, 3, 10].map(itemDelay)).toEqual([0, 0, 100, 200, 900]);
  });

  it("holds each item's spring still for its delay, then eases it in over ITEM_ENTRANCE_MS", () => {
    const linear = (progress: number) => progress;
    const card3 = itemSpring(3, linear);
    expect(card3.duration).toBe(200 + ITEM_ENTRANCE_MS);
    // The spring's progress at a moment t ms into the entrance is t / duration.
    const at = (ms: number) => card3.easing(ms / card3.duration);
    expect([0, 100, 200].map(at)).toEqual([0, 0, 0]);
    expect(at(200 + ITEM_ENTRANCE_MS / 2)).toBeCloseTo(0.5);
    expect(at(200 + ITEM_ENTRANCE_MS)).toBe(1);

    const heading = itemSpring(0, (progress) => progress ** 2);
    expect(heading.duration).toBe(ITEM_ENTRANCE_MS);
    expect(heading.easing(0.5)).toBeCloseTo(0.25);
  });
});
