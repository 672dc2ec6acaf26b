import { SECTION_IDS } from "../constants";

/** The home page's sections, as linked from the navigation bar and the footer. */
export const SECTION_LINKS = [
  { label: "AI Models", to: `/#${SECTION_IDS.models}` },
  { label: "Use Cases", to: `/#${SECTION_IDS.useCases}` },
] as const;
