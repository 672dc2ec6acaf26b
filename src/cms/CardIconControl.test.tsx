import { fireEvent, render, screen } from "@testing-library/react";

import { CARD_ICONS } from "../content/cardIcons";
import CardIconControl from "./CardIconControl";

describe("CardIconControl", () => {
  it("offers every icon, each drawn, and No icon; the card's icon is checked", () => {
    const { container } = render(
      <CardIconControl value="search" onChange={jest.fn()} forID="icon-field" />,
    );
    const choices = screen.getAllByRole("radio");
    expect(choices).toHaveLength(Object.keys(CARD_ICONS).length + 1);
    expect(container.querySelectorAll(".card__icon svg")).toHaveLength(
      Object.keys(CARD_ICONS).length,
    );
    expect(screen.getByRole("radio", { name: "search" })).toBeChecked();
    expect(screen.getByRole("radiogroup").id).toBe("icon-field");
  });

  it("gives the chosen icon's name, and nothing for No icon", () => {
    const onChange = jest.fn();
    render(<CardIconControl value="search" onChange={onChange} forID="icon-field" />);
    fireEvent.click(screen.getByRole("radio", { name: "brain" }));
    fireEvent.click(screen.getByRole("radio", { name: "No icon" }));
    expect(onChange.mock.calls).toEqual([["brain"], [undefined]]);
  });
});
