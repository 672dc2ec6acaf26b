import { screen, within } from "@testing-library/react";

import { modelCards, useCases } from "../test/fixtures";
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
