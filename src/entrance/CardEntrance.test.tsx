import { Globals } from "@react-spring/web";
import { act, render } from "@testing-library/react";

import { CARD_STAGGER_MS } from "../constants";
import { ITEM_ENTRANCE_MS } from "./timing";
import { preferReducedMotion } from "../test/reducedMotion";
import CardEntrance from "./CardEntrance";

/** react-spring's clock and frames, driven by the test: one frame every FRAME_MS. */
const FRAME_MS = 10;
let now = 0;
let pending: FrameRequestCallback[] = [];
/** One frame, and what it settles: react-spring resolves an animation's promise when it rests. */
const frame = async () => {
  now += FRAME_MS;
  const due = pending;
  pending = [];
  await act(async () => due.forEach((callback) => callback(now)));
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

describe("CardEntrance", () => {
  it("animates the items in place, rendering nothing of its own", () => {
    const items = pageItems();
    const { container } = render(<CardEntrance items={items} playing={false} onRest={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(opacities(items)).toEqual(items.map(() => "0"));
    expect(items.every((item) => item.isConnected)).toBe(true);
  });

  it("waits hidden, then plays a trail: heading and first card together, then 100 ms apart", async () => {
    const items = pageItems();
    const onRest = jest.fn();
    const entrance = (playing: boolean) => (
      <CardEntrance items={items} playing={playing} onRest={onRest} />
    );
    const { rerender } = render(entrance(false));
    for (let i = 0; i < 10; i += 1) await frame();
    expect(opacities(items)).toEqual(items.map(() => "0"));

    rerender(entrance(true));
    const started: number[] = [];
    const start = now;
    const total = ITEM_ENTRANCE_MS + items.length * CARD_STAGGER_MS + 200;
    while (now - start < total) {
      await frame();
      opacities(items).forEach((opacity, index) => {
        if (started[index] === undefined && opacity !== "0") started[index] = now - start;
      });
    }
    expect(started).toHaveLength(items.length);
    expect(started[0]).toBe(started[1]);
    // A card moves on the first frame at or after its moment: within one frame of it.
    started.slice(2).forEach((time, index) => {
      const gap = time - (started[1] ?? 0);
      expect(Math.abs(gap - (index + 1) * CARD_STAGGER_MS)).toBeLessThanOrEqual(FRAME_MS);
    });
    expect(opacities(items)).toEqual(items.map(() => "1"));
    expect(items.map((item) => item.style.transform)).toEqual(items.map(() => "none"));
    expect(onRest).toHaveBeenCalledTimes(1);
  });

  it("puts every item in place at once when the visitor prefers reduced motion", async () => {
    const restore = preferReducedMotion();
    try {
      const items = pageItems();
      const onRest = jest.fn();
      const { rerender, unmount } = render(
        <CardEntrance items={items} playing={false} onRest={onRest} />,
      );
      rerender(<CardEntrance items={items} playing onRest={onRest} />);
      await frame();
      expect(opacities(items)).toEqual(items.map(() => "1"));
      expect(onRest).toHaveBeenCalledTimes(1);
      unmount();
    } finally {
      restore();
      Globals.assign({ skipAnimation: false });
    }
  });
});
