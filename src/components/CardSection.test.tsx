import { act, render, screen, waitFor, within } from "@testing-library/react";

import { modelCards, useCases } from "../test/fixtures";
import CardSection from "./CardSection";

describe("CardSection", () => {
  it("is a labelled section with the given anchor id", () => {
    render(
      <CardSection id="ai-models" title="Explore the Leading AI Models" intro="" cards={[]} />,
    );
    const section = screen.getByRole("region", { name: "Explore the Leading AI Models" });
    expect(section).toHaveAttribute("id", "ai-models");
  });

  it("lists every card, in order, with its name as a heading and its description", () => {
    render(<CardSection id="uses" title="Uses" intro="Intro" cards={useCases} />);
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
    render(<CardSection id="models" title="Models" intro="" cards={modelCards} />);
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

describe("CardSection entrance", () => {
  let report: (entry: { top: number; isIntersecting: boolean }) => void = () => undefined;
  let observers = 0;

  beforeEach(() => {
    observers = 0;
    // jsdom lays nothing out and has no IntersectionObserver: the test plays the observer.
    class FakeIntersectionObserver {
      constructor(private callback: IntersectionObserverCallback) {
        observers += 1;
        report = ({ top, isIntersecting }) =>
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
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
  });

  /** The inline opacity of the heading block and of every card, in order. */
  const opacities = () =>
    [document.querySelector(".card-section__header"), ...screen.getAllByRole("listitem")].map(
      (item) => (item as HTMLElement).style.opacity,
    );
  const below = window.innerHeight + 100;

  it("renders what the server rendered: nothing is hidden before the first report", () => {
    render(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    expect(opacities().every((opacity) => opacity === "")).toBe(true);
  });

  it("hides an off-screen section's items, then plays the entrance when it comes into view", async () => {
    render(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    report({ top: below, isIntersecting: false });
    expect(opacities()).toEqual([...useCases, null].map(() => "0"));
    report({ top: 100, isIntersecting: true });
    // At the end the items are back as the server rendered them, with no inline style left.
    await waitFor(() => expect(opacities().every((opacity) => opacity === "")).toBe(true), {
      timeout: 3000,
    });
  });

  it("leaves a section that starts on screen alone", () => {
    render(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    report({ top: 0, isIntersecting: true });
    report({ top: below, isIntersecting: false });
    expect(opacities().every((opacity) => opacity === "")).toBe(true);
  });

  it("hides nothing and observes nothing when the visitor prefers reduced motion", () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes("reduce"),
    })) as typeof window.matchMedia;
    try {
      render(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
      expect(observers).toBe(0);
      expect(opacities().every((opacity) => opacity === "")).toBe(true);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
