import { CARD_STAGGER_MS } from "../constants";
import { ITEM_ENTRANCE_MS, itemDelay, itemProgress } from "./useStaggeredEntrance";

describe("the entrance's timing", () => {
  it("starts the heading and the first card together, then each card 100 ms after the last", () => {
    expect(CARD_STAGGER_MS).toBe(100);
    expect([0, 1, 2, 3, 10].map(itemDelay)).toEqual([0, 0, 100, 200, 900]);
  });

  it("takes each item from hidden to in place in ITEM_ENTRANCE_MS, never backwards", () => {
    for (const index of [0, 1, 5]) {
      const start = itemDelay(index);
      expect(itemProgress(index, start - 50)).toBe(0);
      expect(itemProgress(index, start)).toBe(0);
      expect(itemProgress(index, start + ITEM_ENTRANCE_MS)).toBe(1);
      expect(itemProgress(index, start + ITEM_ENTRANCE_MS + 500)).toBe(1);
      let previous = 0;
      for (let ms = start; ms <= start + ITEM_ENTRANCE_MS; ms += 10) {
        const progress = itemProgress(index, ms);
        expect(progress).toBeGreaterThanOrEqual(previous);
        previous = progress;
      }
    }
  });

  it("moves a card as soon as its start has passed", () => {
    expect(itemProgress(2, itemDelay(2) + 16)).toBeGreaterThan(0.05);
  });
});
