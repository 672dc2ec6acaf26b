import { screen } from "@testing-library/react";

import { iconMarkup } from "../content/cardIcons";
import { renderInLocale } from "../test/locale";
import Card from "./Card";

describe("Card", () => {
  it("draws its icon above the title, 24 px in a box hidden from assistive technology", () => {
    const { container } = renderInLocale(
      <Card
        id="web-search"
        name="Web Search"
        description="Answers."
        iconSvg={iconMarkup("search")}
      />,
    );
    const box = container.querySelector(".card__icon");
    expect(box?.getAttribute("aria-hidden")).toBe("true");
    expect(box?.nextElementSibling).toBe(screen.getByRole("heading", { name: "Web Search" }));
    const svg = box?.querySelector("svg");
    expect([svg?.getAttribute("width"), svg?.getAttribute("height")]).toEqual(["24", "24"]);
    expect(svg?.getAttribute("stroke")).toBe("currentColor");
    // Lucide's "search": a line and a circle.
    expect([...(svg?.children ?? [])].map((shape) => shape.tagName)).toEqual(["path", "circle"]);
    expect(svg?.querySelector("circle")?.getAttribute("r")).toBe("8");
  });

  it("has no icon box when the card names no icon", () => {
    const { container } = renderInLocale(
      <Card id="web-search" name="Web Search" description="Answers." iconSvg={null} />,
    );
    expect(container.querySelector(".card__icon")).toBeNull();
  });
});
