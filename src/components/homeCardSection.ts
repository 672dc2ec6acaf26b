import type { ComponentProps } from "react";

import type { SECTION_IDS } from "../constants";
import type { UiStrings } from "../i18n/strings";
import type { CardContent } from "./Card";
import type CardSection from "./CardSection";

/** The home page's lists of cards: content/<locale>/use-cases.json and models.json. */
export type HomeList = keyof typeof SECTION_IDS;

/** What a CardSection draws, but its id: the home page's is SECTION_IDS', a block's its own. */
export type CardSectionContent = Omit<ComponentProps<typeof CardSection>, "id">;

/** The sentence under each list's title, by list: a field of site.json. */
const INTRO = { useCases: "useCasesIntro", models: "modelsIntro" } as const;

/** The intros as the site's settings hold them: from the query, or the editor's entry. */
type Intros = { [Field in (typeof INTRO)[HomeList]]?: string | null };

/**
 * One of the home page's card sections: its title in the page's words (the site's strings), the
 * sentence under it from the site's settings, and its cards. The one rule wherever a home list is
 * drawn: the home page, a page's useCases or models block, the editor's previews.
 */
export function homeCardSection(
  list: HomeList,
  strings: Pick<UiStrings, "sectionTitles">,
  settings: Intros,
  cards: ReadonlyArray<CardContent>,
): CardSectionContent {
  return { title: strings.sectionTitles[list], intro: settings[INTRO[list]] ?? undefined, cards };
}
