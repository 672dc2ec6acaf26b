import { SECTION_IDS } from "../constants";
import type { UiStrings } from "../i18n/uiStrings";

/** The home page's sections, as linked from the navigation bar and the footer, in the page's words. */
export const sectionLinks = (strings: UiStrings) => [
  { label: strings.sectionLinks.models, to: `/#${SECTION_IDS.models}` },
  { label: strings.sectionLinks.useCases, to: `/#${SECTION_IDS.useCases}` },
];
