import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { siteSettings } from "../test/fixtures";
import Header from "./Header";
import { renderInLocale } from "../test/locale";

function renderHeader() {
  renderInLocale(<Header />);
  return {
    button: screen.getByRole("button", { name: "Menu" }),
    user: userEvent.setup(),
  };
}

describe("Header", () => {
  it("links to both home-page sections and to the chat app", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "AI Models" })).toHaveAttribute("href", "/#ai-models");
    expect(screen.getByRole("link", { name: "Use Cases" })).toHaveAttribute(
      "href",
      "/#where-octopus-can-help",
    );
    expect(screen.getByRole("link", { name: "Login to Chat" })).toHaveAttribute(
      "href",
      siteSettings.chatUrl,
    );
    expect(screen.getByRole("link", { name: "Octopus home" })).toHaveAttribute("href", "/");
  });

  it("has a menu button that names and controls the link list", () => {
    const { button } = renderHeader();
    const listId = button.getAttribute("aria-controls");
    expect(listId).toBeTruthy();
    expect(document.getElementById(listId ?? "")).toContainElement(
      screen.getByRole("link", { name: "AI Models" }),
    );
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("navigation", { name: "Main" })).toContainElement(button);
  });

  it("opens and closes the menu with the button", async () => {
    const { button, user } = renderHeader();
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveAttribute("data-open", "true");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list).toHaveAttribute("data-open", "false");
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { button, user } = renderHeader();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "AI Models" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when a link in the menu is chosen", async () => {
    const { button, user } = renderHeader();
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Use Cases" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the visitor taps outside the header", async () => {
    const { button, user } = renderHeader();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
