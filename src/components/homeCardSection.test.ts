import { UI_STRINGS } from "../i18n/strings";
import { modelCards, siteSettings, useCases } from "../test/fixtures";
import { homeCardSection } from "./homeCardSection";

/** The home page's lists are drawn by one rule, on the home page, in a block or in a preview. */
describe("homeCardSection", () => {
  it("titles a list in the page's words, with its intro from the settings and its cards", () => {
    expect(homeCardSection("useCases", UI_STRINGS.de, siteSettings, useCases)).toEqual({
      title: UI_STRINGS.de.sectionTitles.useCases,
      intro: siteSettings.useCasesIntro,
      cards: useCases,
    });
    expect(homeCardSection("models", UI_STRINGS.en, siteSettings, modelCards)).toEqual({
      title: UI_STRINGS.en.sectionTitles.models,
      intro: siteSettings.modelsIntro,
      cards: modelCards,
    });
  });

  it("has no intro where the settings give none yet (an entry being edited)", () => {
    expect(homeCardSection("models", UI_STRINGS.en, {}, []).intro).toBeUndefined();
  });
});
