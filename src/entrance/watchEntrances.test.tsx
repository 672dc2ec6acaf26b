import { renderToStaticMarkup } from "react-dom/server";

import CardSection from "../components/CardSection";
import { useCases } from "../test/fixtures";
import { inLocale } from "../test/locale";
import { reducedMotionSwitch } from "../test/reducedMotion";
import { playEntrance } from "./trail";
import { CHUNK_WAIT_MS, watchEntrances } from "./watchEntrances";
import type { EntranceChunk } from "./watchEntrances";

type Report = (entry: { top: number; isIntersecting: boolean }) => void;
/** The observers by root margin: the entrance's ("…-15%…") and the one that fetches the chunk. */
let observers: Map<string, Report>;
/** Stands in for the network: how the entrance's chunk loads, and how often it was asked for. */
let load: jest.Mock<Promise<EntranceChunk>, []>;

beforeEach(() => {
  observers = new Map();
  load = jest.fn(() => Promise.resolve({ playEntrance }));
  // jsdom lays nothing out and has no IntersectionObserver: the test plays the observers.
  class FakeIntersectionObserver {
    private observing = false;
    constructor(
      private callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      observers.set(options.rootMargin ?? "", ({ top, isIntersecting }) => {
        if (!this.observing) return;
        this.callback(
          [
            {
              isIntersecting,
              boundingClientRect: { top, bottom: top + 500 },
              target: document.body,
            } as unknown as IntersectionObserverEntry,
          ],
          this as unknown as IntersectionObserver,
        );
      });
    }
    observe() {
      this.observing = true;
    }
    unobserve() {}
    disconnect() {
      this.observing = false;
    }
  }
  window.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
});

/** A card section as the server rendered it, watched as the page script watches it. */
function watchedSection(): void {
  document.body.innerHTML = renderToStaticMarkup(
    inLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />),
  );
  watchEntrances(document, load);
}

const observer = (margin: RegExp): Report => {
  const found = [...observers].find(([rootMargin]) => margin.test(rootMargin));
  if (!found) throw new Error(`no observer with a root margin like ${margin}`);
  return found[1];
};
const entrance = (entry: { top: number; isIntersecting: boolean }) => observer(/-15%/)(entry);
const near = (entry: { top: number; isIntersecting: boolean }) => observer(/ 25% /)(entry);

/** The inline opacity of the heading block and of every card, in order. */
const opacities = () =>
  [...document.querySelectorAll<HTMLElement>(".card-section__header, li")].map(
    (item) => item.style.opacity,
  );
const hidden = () => [...useCases, null].map(() => "0");
const shown = () => [...useCases, null].map(() => "");
const below = window.innerHeight + 100;
const farBelow = window.innerHeight * 3;
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("watchEntrances", () => {
  it("leaves what the server rendered until the first report", () => {
    watchedSection();
    expect(opacities()).toEqual(shown());
  });

  it("hides an off-screen section's items, then plays the entrance when it comes into view", async () => {
    watchedSection();
    entrance({ top: below, isIntersecting: false });
    expect(opacities()).toEqual(hidden());
    const items = [...document.querySelectorAll("[data-entrance-item]")];
    entrance({ top: 100, isIntersecting: true });
    // Mid-way, some items are moving in; at the end they are back as the server rendered them,
    // with no inline style left, and the same elements. What it proves is that the entrance
    // plays, not how soon (trail.test.ts and the browser suite `motion` time it).
    await waitUntil(() => opacities().some((opacity) => opacity !== "0"));
    await waitUntil(() => opacities().every((opacity) => opacity === ""));
    expect([...document.querySelectorAll("[data-entrance-item]")]).toEqual(items);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks for the entrance's chunk only when the section comes near, and once", async () => {
    watchedSection();
    entrance({ top: farBelow, isIntersecting: false });
    near({ top: farBelow, isIntersecting: false });
    await settled();
    expect(load).not.toHaveBeenCalled();
    near({ top: below, isIntersecting: true });
    expect(load).toHaveBeenCalledTimes(1);
    entrance({ top: 100, isIntersecting: true });
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows hidden items in view that waited CHUNK_WAIT_MS for a chunk that never came", () => {
    jest.useFakeTimers();
    try {
      load.mockImplementation(() => new Promise(() => undefined));
      watchedSection();
      entrance({ top: below, isIntersecting: false });
      entrance({ top: 100, isIntersecting: true });
      jest.advanceTimersByTime(CHUNK_WAIT_MS - 1);
      expect(opacities()).toEqual(hidden());
      jest.advanceTimersByTime(1);
      expect(opacities()).toEqual(shown());
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the items at once when the chunk fails to load", async () => {
    load.mockImplementation(() => Promise.reject(new Error("offline")));
    watchedSection();
    entrance({ top: below, isIntersecting: false });
    entrance({ top: 100, isIntersecting: true });
    await settled();
    expect(opacities()).toEqual(shown());
  });

  it("leaves a section that starts on screen alone, and never asks for the chunk", async () => {
    watchedSection();
    entrance({ top: 0, isIntersecting: true });
    entrance({ top: below, isIntersecting: false });
    expect(opacities()).toEqual(shown());
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it("hides nothing and observes nothing when the visitor prefers reduced motion", () => {
    const motion = reducedMotionSwitch(true);
    try {
      watchedSection();
      expect(observers.size).toBe(0);
      expect(opacities()).toEqual(shown());
    } finally {
      motion.restore();
    }
  });

  it("shows hidden items, and never fetches, when reduced motion is switched on after load", async () => {
    const motion = reducedMotionSwitch(false);
    try {
      watchedSection();
      entrance({ top: below, isIntersecting: false });
      expect(opacities()).toEqual(hidden());
      motion.set(true);
      expect(opacities()).toEqual(shown());
      near({ top: below, isIntersecting: true });
      entrance({ top: 100, isIntersecting: true });
      await settled();
      expect(load).not.toHaveBeenCalled();
      expect(opacities()).toEqual(shown());
    } finally {
      motion.restore();
    }
  });
});

/** Resolves once `condition` holds, checking every 20 ms for up to 3 s. */
async function waitUntil(condition: () => boolean): Promise<void> {
  const until = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > until) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("watchEntrances, before the page has loaded", () => {
  const readyState = Object.getOwnPropertyDescriptor(Document.prototype, "readyState");
  afterEach(() => {
    if (readyState) Object.defineProperty(document, "readyState", readyState);
  });

  it("waits for `load`, when the page's layout is done, to decide", () => {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    watchedSection();
    expect(observers.size).toBe(0);
    window.dispatchEvent(new Event("load"));
    entrance({ top: below, isIntersecting: false });
    expect(opacities()).toEqual(hidden());
  });
});

describe("watchEntrances, on a page opened at a section", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("leaves the section the address names as rendered, and those above it; watches those below", () => {
    document.body.innerHTML = renderToStaticMarkup(
      inLocale(
        <>
          <CardSection id="first" title="First" intro="" cards={useCases} />
          <CardSection id="second" title="Second" intro="" cards={useCases} />
          <CardSection id="third" title="Third" intro="" cards={useCases} />
        </>,
      ),
    );
    window.history.replaceState(null, "", "/#second");
    const observed: Element[] = [];
    const observe = jest
      .spyOn(window.IntersectionObserver.prototype, "observe")
      .mockImplementation((target: Element) => void observed.push(target));
    watchEntrances(document, load);
    expect(observe).toHaveBeenCalled();
    expect(observed.map((section) => section.id)).toEqual(["third"]);
    observe.mockRestore();
  });
});
