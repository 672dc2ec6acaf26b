import { LOCALES } from "./locales";
import type { LocaleCode } from "./locales";
import { ogLocale } from "./ogLocale";

/** The languages the list names, as Facebook does: not every language of the site need be one. */
const LISTED: Record<string, string> = { en: "en_US", de: "de_DE", ja: "ja_JP", ar: "ar_AR" };

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
      const codes = Object.keys(LISTED) as LocaleCode[];
      expect(Object.fromEntries(codes.map((code) => [code, ogLocale(code)]))).toEqual(LISTED);
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
    const names = LOCALES.map(({ code }) => ogLocale(code));
    names.forEach((name, index) =>
      expect(name).toMatch(new RegExp(`^${LOCALES[index]?.code}_[A-Z]{2}$`)),
    );
    expect(new Set(names).size).toBe(LOCALES.length);
  });
});
