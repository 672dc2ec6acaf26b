import { act, screen, waitFor, within } from "@testing-library/react";

import { modelCards, useCases } from "../test/fixtures";
import { SPRING_WAIT_MS } from "../entrance/useStaggeredEntrance";
import { preferReducedMotion } from "../test/reducedMotion";
import CardSection from "./CardSection";
import { renderInLocale } from "../test/locale";

describe("CardSection", () => {
  it("is a labelled section with the given anchor id", () => {
    renderInLocale(
      <CardSection id="ai-models" title="Explore the Leading AI Models" intro="" cards={[]} />,
    );
    const section = screen.getByRole("region", { name: "Explore the Leading AI Models" });
    expect(section).toHaveAttribute("id", "ai-models");
  });

  it("lists every card, in order, with its name as a heading and its description", () => {
    renderInLocale(<CardSection id="uses" title="Uses" intro="Intro" cards={useCases} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(useCases.length);
    items.forEach((item, index) => {
      const card = useCases[index];
      if (!card) throw new Error("more items than cards");
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(card.name);
      expect(item).toHaveTextContent(card.description);
    });
  });

  it("shows Coming Soon exactly on the cards that have comingSoon set", () => {
    renderInLocale(<CardSection id="models" title="Models" intro="" cards={modelCards} />);
    for (const card of modelCards) {
      const item = screen.getByRole("heading", { name: card.name }).closest("li");
      if (!item) throw new Error(`${card.name} is not in a list item`);
      const label = within(item).queryByText("Coming Soon");
      if (card.comingSoon) expect(label).toBeInTheDocument();
      else expect(label).not.toBeInTheDocument();
    }
    expect(screen.getAllByText("Coming Soon")).toHaveLength(
      modelCards.filter((card) => card.comingSoon).length,
    );
  });
});

/** Stands in for the network: how react-spring's chunk loads, and how often it was asked for. */
const mockLoadSpring = jest.fn(() => import("../entrance/CardEntrance"));
jest.mock("../entrance/loadSpring", () => ({ __esModule: true, default: () => mockLoadSpring() }));

describe("CardSection entrance", () => {
  type Report = (entry: { top: number; isIntersecting: boolean }) => void;
  /** The observers by root margin: the entrance's ("…-15%…") and the one that fetches the chunk. */
  let observers: Map<string, Report>;

  beforeEach(() => {
    observers = new Map();
    mockLoadSpring.mockClear();
    mockLoadSpring.mockImplementation(() => import("../entrance/CardEntrance"));
    // jsdom lays nothing out and has no IntersectionObserver: the test plays the observers.
    class FakeIntersectionObserver {
      private observing = false;
      constructor(
        private callback: IntersectionObserverCallback,
        options: IntersectionObserverInit = {},
      ) {
        observers.set(options.rootMargin ?? "", ({ top, isIntersecting }) => {
          if (!this.observing) return;
          act(() =>
            this.callback(
              [
                {
                  isIntersecting,
                  boundingClientRect: { top, bottom: top + 500 },
                  target: document.body,
                } as unknown as IntersectionObserverEntry,
              ],
              this as unknown as IntersectionObserver,
            ),
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

  const observer = (margin: RegExp): Report => {
    const found = [...observers].find(([rootMargin]) => margin.test(rootMargin));
    if (!found) throw new Error(`no observer with a root margin like ${margin}`);
    return found[1];
  };
  const entrance = (entry: { top: number; isIntersecting: boolean }) => observer(/-15%/)(entry);
  const near = (entry: { top: number; isIntersecting: boolean }) => observer(/ 25% /)(entry);

  /** The inline opacity of the heading block and of every card, in order. */
  const opacities = () =>
    [document.querySelector(".card-section__header"), ...screen.getAllByRole("listitem")].map(
      (item) => (item as HTMLElement).style.opacity,
    );
  const below = window.innerHeight + 100;
  const farBelow = window.innerHeight * 3;

  it("renders what the server rendered: nothing is hidden before the first report", () => {
    renderInLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    expect(opacities().every((opacity) => opacity === "")).toBe(true);
  });

  it("hides an off-screen section's items, then plays the entrance when it comes into view", async () => {
    renderInLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    entrance({ top: below, isIntersecting: false });
    expect(opacities()).toEqual([...useCases, null].map(() => "0"));
    entrance({ top: 100, isIntersecting: true });
    // Mid-way, some items are moving in; at the end they are back as the server rendered them,
    // with no inline style left. What it proves is that the entrance plays, not how soon (the
    // browser suite `motion` times it): each wait allows 3 s, as jsdom's animation frames on a
    // busy machine once took more than waitFor's default 1 s to move the first item.
    await waitFor(() => expect(opacities().some((opacity) => opacity !== "0")).toBe(true), {
      timeout: 3000,
    });
    await waitFor(() => expect(opacities().every((opacity) => opacity === "")).toBe(true), {
      timeout: 3000,
    });
  });

  it("asks for react-spring only when the section comes near, not at start-up", async () => {
    renderInLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    entrance({ top: farBelow, isIntersecting: false });
    near({ top: farBelow, isIntersecting: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockLoadSpring).not.toHaveBeenCalled();
    near({ top: below, isIntersecting: true });
    await waitFor(() => expect(mockLoadSpring).toHaveBeenCalledTimes(1));
  });

  it("shows hidden items in view that waited SPRING_WAIT_MS for a chunk that never came", () => {
    jest.useFakeTimers();
    try {
      mockLoadSpring.mockImplementation(() => new Promise(() => undefined));
      renderInLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
      entrance({ top: below, isIntersecting: false });
      entrance({ top: 100, isIntersecting: true });
      act(() => jest.advanceTimersByTime(SPRING_WAIT_MS - 1));
      expect(opacities()).toEqual([...useCases, null].map(() => "0"));
      act(() => jest.advanceTimersByTime(1));
      expect(opacities().every((opacity) => opacity === "")).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("leaves a section that starts on screen alone, and never asks for react-spring", async () => {
    renderInLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    entrance({ top: 0, isIntersecting: true });
    entrance({ top: below, isIntersecting: false });
    expect(opacities().every((opacity) => opacity === "")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockLoadSpring).not.toHaveBeenCalled();
  });

  it("hides nothing and observes nothing when the visitor prefers reduced motion", () => {
    const restore = preferReducedMotion();
    try {
      renderInLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
      expect(observers.size).toBe(0);
      expect(opacities().every((opacity) => opacity === "")).toBe(true);
    } finally {
      restore();
    }
  });
});
