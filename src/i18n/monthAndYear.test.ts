import { monthAndYear } from "./monthAndYear";

describe("monthAndYear", () => {
  it.each([
    ["en", "April 2025"],
    ["de", "April 2025"],
    ["ja", "2025年4月"],
    ["ar", "أبريل 2025"],
    // Regions whose default digits are Arabic-Indic (٢٠٢٥) in ICU: the site's are Latin.
    ["ar-EG", "أبريل 2025"],
    ["ar-SA", "أبريل 2025"],
  ])("writes April 2025 in %s with Latin digits", (locale, expected) => {
    expect(monthAndYear("April 2025", locale)).toBe(expected);
  });

  it("shows any other text as written", () => {
    expect(monthAndYear("Spring 2025", "de")).toBe("Spring 2025");
  });
});
