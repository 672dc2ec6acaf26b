import type * as Locales from "../i18n/locales";
import type { DraftCode, Locale } from "../i18n/locales";

/**
 * The site's languages with French as a draft (as `npm run i18n:add -- fr` makes one), for a test
 * that mocks src/i18n/locales with it:
 *
 *   jest.mock("…/i18n/locales", () =>
 *     jest.requireActual<typeof FrenchDraft>("…/test/frenchDraft").withFrenchDraft(
 *       jest.requireActual("…/i18n/locales"),
 *     ),
 *   );
 */
export function withFrenchDraft(actual: typeof Locales): typeof Locales {
  // Not one of the list's codes, so not a DraftCode: the mock stands in for a list that has it.
  const french = { code: "fr", name: "Français", englishName: "French", dir: "ltr" };
  const draft = french as unknown as Locale<DraftCode>;
  return {
    ...actual,
    DRAFT_LOCALES: [draft],
    TRANSLATED_LANGUAGES: [...actual.TRANSLATED_LANGUAGES, draft],
  };
}
