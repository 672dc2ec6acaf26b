import { screen, within } from "@testing-library/react";
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
    // Until the page script writes it, the browser derives aria-expanded from the popover.
    expect(button).not.toHaveAttribute("aria-expanded");
    expect(button).toHaveAttribute("popovertarget", listId);
    expect(screen.getByRole("navigation", { name: "Main" })).toContainElement(button);
  });

  it("lists the same page in every language in the menu, each named in itself", () => {
    renderInLocale(<Header />, { locale: "de", pagePath: "/terms/" });
    const menu = document.getElementById(
      screen.getByRole("button", { name: "Menü" }).getAttribute("aria-controls") ?? "",
    );
    const list = within(menu as HTMLElement).getByRole("list", { name: "Sprache" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["English", "/terms/"],
      ["Deutsch", "/de/terms/"],
      ["日本語", "/ja/terms/"],
      ["العربية", "/ar/terms/"],
    ]);
    expect(links.map((link) => link.getAttribute("lang"))).toEqual(["en", "de", "ja", "ar"]);
    expect(links.map((link) => link.getAttribute("hreflang"))).toEqual(["en", "de", "ja", "ar"]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([
      null,
      "page",
      null,
      null,
    ]);
  });

  it("has a compact language switch for wide screens, named with the current language", async () => {
    renderInLocale(<Header />, { locale: "ja", pagePath: "/" });
    const user = userEvent.setup();
    const summary = screen
      .getByText("日本語", { selector: ".language-menu__name" })
      .closest("summary") as HTMLElement;
    expect(summary).toHaveTextContent("言語: 日本語");
    const details = summary.closest("details") as HTMLDetailsElement;
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar/");
  });
});
