import { CARD_STAGGER_MS } from "../constants";
import { itemDelay } from "./timing";

describe("the entrance's timing", () => {
  it("starts the heading and the first card together, then each card 100 ms after the last", () => {
    expect(CARD_STAGGER_MS).toBe(100);
    expect([0, 1, 2, 3, 10].map(itemDelay)).toEqual([0, 0, 100, 200, 900]);
  });
});
