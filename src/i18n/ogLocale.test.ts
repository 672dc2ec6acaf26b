import { LOCALES } from "./locales";
import type { LocaleCode } from "./locales";
import { ogLocale } from "./ogLocale";

describe("ogLocale", () => {
  it("names the site's languages as Facebook does, without asking Intl", () => {
    const Original = Intl.Locale;
    // A constructor that returns an object makes `new` give that object: the real Intl.Locale.
    const constructed = jest
      .spyOn(Intl, "Locale")
      .mockImplementation(
        (...args: ConstructorParameters<typeof Intl.Locale>) => new Original(...args),
      );
    try {
      expect(LOCALES.map(({ code }) => ogLocale(code))).toEqual(
        LOCALES.map(({ code }) => ({ en: "en_US", de: "de_DE", ja: "ja_JP", ar: "ar_AR" })[code]),
      );
      expect(constructed).not.toHaveBeenCalled();
      // The spy sees a language without an entry construct one.
      expect(ogLocale("fr" as LocaleCode)).toBe("fr_FR");
      expect(constructed).toHaveBeenCalledTimes(1);
    } finally {
      constructed.mockRestore();
    }
  });

  it("gives a language added later the territory its speakers are likeliest in", () => {
    expect(ogLocale("fr" as LocaleCode)).toBe("fr_FR");
    expect(ogLocale("pt" as LocaleCode)).toBe("pt_BR");
    expect(ogLocale("sw" as LocaleCode)).toBe("sw_TZ");
  });
});
