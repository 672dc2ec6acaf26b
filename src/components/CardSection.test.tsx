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
  let reportIntersection: (isIntersecting: boolean) => void = () => undefined;

  beforeEach(() => {
    // jsdom lays nothing out, so every section counts as off screen, and has no IntersectionObserver.
    class FakeIntersectionObserver {
      constructor(private callback: IntersectionObserverCallback) {
        reportIntersection = (isIntersecting) =>
          act(() =>
            this.callback(
              [{ isIntersecting, target: document.body } as unknown as IntersectionObserverEntry],
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

  const opacities = () =>
    screen.getAllByRole("listitem").map((item) => (item as HTMLElement).style.opacity);

  it("hides off-screen cards once scripts run and shows them when the section enters view", async () => {
    render(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
    expect(opacities()).toEqual(useCases.map(() => "0"));
    reportIntersection(true);
    await waitFor(() => expect(opacities()).toEqual(useCases.map(() => "1")), { timeout: 3000 });
  });

  it("hides nothing when the visitor prefers reduced motion", () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes("reduce"),
    })) as typeof window.matchMedia;
    try {
      render(<CardSection id="uses" title="Uses" intro="" cards={useCases} />);
      expect(opacities()).toEqual(useCases.map(() => ""));
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
