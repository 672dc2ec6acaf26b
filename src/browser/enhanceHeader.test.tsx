import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import Header from "../components/Header";
import { renderInLocale } from "../test/locale";
import { enhanceHeader } from "./enhanceHeader";

/** The header as the server rendered it, then enhanced as the page script enhances it. */
function enhancedHeader(locale: "en" | "ja" = "en") {
  renderInLocale(<Header />, { locale, pagePath: "/" });
  enhanceHeader(document);
  const button = screen.getByRole("button", { name: locale === "en" ? "Menu" : "メニュー" });
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
  return { button, list, user: userEvent.setup() };
}

describe("enhanceHeader, without popovers (jsdom has none, as some browsers)", () => {
  it("writes aria-expanded at once, and opens and closes the menu with the button", async () => {
    const { button, list, user } = enhancedHeader();
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveAttribute("data-open", "true");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list).toHaveAttribute("data-open", "false");
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { button, user } = enhancedHeader();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "AI Models" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when a link in the menu is chosen", async () => {
    const { button, user } = enhancedHeader();
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Use Cases" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the visitor taps outside the header, and not on a tap inside it", async () => {
    const { button, user } = enhancedHeader();
    await user.click(button);
    await user.click(screen.getByRole("navigation", { name: "Main" }));
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("enhances a header once, however often the page script starts (gatsby develop)", async () => {
    const { button, user } = enhancedHeader();
    enhanceHeader(document);
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("closes the wide screens' language switch on Escape and on a tap outside it", async () => {
    const { user } = enhancedHeader("ja");
    const summary = screen
      .getByText("日本語", { selector: ".language-menu__name" })
      .closest("summary") as HTMLElement;
    const details = summary.closest("details") as HTMLDetailsElement;
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.keyboard("{Escape}");
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
    await user.click(summary);
    await user.click(document.body);
    expect(details.open).toBe(false);
  });
});

describe("enhanceHeader, with popovers", () => {
  /** The popover API, as a browser with it has it: the test plays the browser's toggling. */
  function withPopover(list: HTMLElement, { open = false } = {}) {
    let isOpen = open;
    const toggle = (to: boolean) => {
      const event = Object.assign(new Event("beforetoggle"), {
        oldState: isOpen ? "open" : "closed",
        newState: to ? "open" : "closed",
      });
      list.dispatchEvent(event);
      isOpen = to;
    };
    const matches = list.matches.bind(list);
    list.matches = (selector: string) =>
      selector === ":popover-open" ? isOpen : matches(selector);
    list.hidePopover = jest.fn(() => toggle(false));
    return { toggle };
  }

  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, "popover", {
      configurable: true,
      get: () => "auto",
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
  });

  it("writes aria-expanded from the popover's state, also when it opened before the script ran", () => {
    renderInLocale(<Header />, { locale: "en", pagePath: "/" });
    const button = screen.getByRole("button", { name: "Menu" });
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    const popover = withPopover(list, { open: true });
    enhanceHeader(document);
    expect(button).toHaveAttribute("aria-expanded", "true");
    popover.toggle(false);
    expect(button).toHaveAttribute("aria-expanded", "false");
    popover.toggle(true);
    expect(button).toHaveAttribute("aria-expanded", "true");
    // The browser's popover carries the state: the script writes no data-open of its own.
    expect(list).not.toHaveAttribute("data-open");
  });

  it("closes the popover when a link in it is chosen", async () => {
    renderInLocale(<Header />, { locale: "en", pagePath: "/" });
    const button = screen.getByRole("button", { name: "Menu" });
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    const popover = withPopover(list);
    enhanceHeader(document);
    popover.toggle(true);
    await userEvent.setup().click(screen.getByRole("link", { name: "AI Models" }));
    expect(list.hidePopover).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
