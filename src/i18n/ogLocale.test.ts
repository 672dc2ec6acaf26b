import { LOCALES } from "./locales";
import type { LocaleCode } from "./locales";
import { ogLocale } from "./ogLocale";

/** The languages the list names, as Facebook does: not every language of the site need be one. */
const LISTED = {
  en: "en_US",
  de: "de_DE",
  ja: "ja_JP",
  ar: "ar_AR",
} satisfies Partial<Record<LocaleCode, string>>;

describe("ogLocale", () => {
  it("names the listed languages as Facebook does, without asking Intl", () => {
    const Original = Intl.Locale;
    // A constructor that returns an object makes `new` give that object: the real Intl.Locale.
    const constructed = jest
      .spyOn(Intl, "Locale")
      .mockImplementation(
        (...args: ConstructorParameters<typeof Intl.Locale>) => new Original(...args),
      );
    try {
      const names = Object.fromEntries(
        Object.keys(LISTED).map((code) => [code, ogLocale(code as keyof typeof LISTED)]),
      );
      expect(names).toEqual(LISTED);
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

  it("gives every language of the site, listed or added later, a name of its own language", () => {
    const names = LOCALES.map(({ code }) => {
      const name = ogLocale(code);
      expect(name).toMatch(new RegExp(`^${code}_[A-Z]{2}$`));
      return name;
    });
    expect(new Set(names).size).toBe(LOCALES.length);
  });
});
