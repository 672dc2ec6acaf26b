import { screen } from "@testing-library/react";

import StoreBadge from "./StoreBadge";
import { renderInLocale } from "../test/locale";

describe("StoreBadge", () => {
  it.each([
    ["apple", "Download on the App Store"],
    ["google", "Get it on Google Play"],
  ] as const)("is named by the words it shows (%s)", (store, name) => {
    renderInLocale(<StoreBadge store={store} href="https://example.com/app" />);
    const link = screen.getByRole("link", { name });
    // No aria-label to drift from the visible text (WCAG 2.5.3, label in name).
    expect(link).not.toHaveAttribute("aria-label");
    expect(link).toHaveTextContent(name);
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
