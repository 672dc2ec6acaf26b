import { screen } from "@testing-library/react";

import type { LocaleCode } from "../i18n/locales";
import { renderInLocale } from "../test/locale";
import StoreBadge from "./StoreBadge";

/**
 * Each language's wording, as the stores' own localized badges read (README, "Languages"): the
 * words before or after the store's name, in the order they are drawn and announced.
 */
const BADGES: [LocaleCode, "apple" | "google", string, string[]][] = [
  ["en", "apple", "Download on the App Store", ["Download on the", "App Store"]],
  ["en", "google", "Get it on Google Play", ["Get it on", "Google Play"]],
  ["de", "apple", "Laden im App Store", ["Laden im", "App Store"]],
  ["de", "google", "Jetzt bei Google Play", ["Jetzt bei", "Google Play"]],
  ["ja", "apple", "App Store からダウンロード", ["App Store", "からダウンロード"]],
  ["ja", "google", "Google Play で手に入れよう", ["Google Play", "で手に入れよう"]],
  ["ar", "apple", "حمّله من App Store", ["حمّله من", "App Store"]],
  ["ar", "google", "احصل عليه من Google Play", ["احصل عليه من", "Google Play"]],
];

describe("StoreBadge", () => {
  it.each(BADGES)(
    "%s %s: is named by the words it shows, in their order",
    (locale, store, name, lines) => {
      renderInLocale(<StoreBadge store={store} href="https://example.com/app" />, { locale });
      const link = screen.getByRole("link", { name });
      // No aria-label to drift from the visible text (WCAG 2.5.3, label in name).
      expect(link).not.toHaveAttribute("aria-label");
      expect(link).toHaveTextContent(name);
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      // The lines as drawn, top to bottom (a column of spans), and the store's name the large one.
      const drawn = [...link.querySelectorAll(".store-badge__text > span")];
      expect(drawn.map((line) => line.textContent?.trim())).toEqual(lines);
      const large = link.querySelector(".store-badge__large");
      expect(large?.textContent).toBe(store === "apple" ? "App Store" : "Google Play");
    },
  );
});
