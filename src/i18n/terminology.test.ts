import { DESIGN_TEXTS } from "../../design/texts";
import { LOCALES } from "./locales";
import { UI_STRINGS } from "./strings";
import { terminologyProblems } from "./terminology";

/** Every text of a nested record of words, with its path ("sectionTitles.models"). */
const texts = (value: unknown, at = ""): Array<[string, string]> =>
  typeof value === "string"
    ? [[at, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
        texts(item, at ? `${at}.${key}` : key),
      );

describe("each language's agreed terms", () => {
  it.each(LOCALES)("hold in the site's own words and the design's ($englishName)", ({ code }) => {
    const found = [
      ...texts(UI_STRINGS[code], "strings"),
      ...texts(DESIGN_TEXTS[code] ?? {}, "design"),
    ].flatMap(([at, text]) =>
      terminologyProblems(code, text).map((problem) => `${at}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ["ja", "最新のWeb検索結果", '"Web検索": write ウェブ検索'],
    ["ja", "Octopus: あなた専属", '"Octopus:": write Octopus：'],
    ["ar", "حلّال الرياضيات", '"حلّال": write حل مسائل'],
    ["ar", "اليوم 1 · ألفاما", '"اليوم 1": write اليوم الأول، اليوم الثاني…'],
  ] as const)("find what a reviewer struck out (%s: %s)", (locale, text, problem) => {
    expect(terminologyProblems(locale, text)).toEqual([expect.stringContaining(problem)]);
  });

  it("leave the agreed forms alone", () => {
    expect(terminologyProblems("ja", "Octopus：ウェブ検索")).toEqual([]);
    expect(terminologyProblems("ar", "اليوم الأول · حل مسائل الرياضيات")).toEqual([]);
    expect(terminologyProblems("de", "Web-Suche: Octopus:")).toEqual([]);
  });
});
