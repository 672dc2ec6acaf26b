import type { UiStrings } from "../i18n/uiStrings";

/**
 * The legal pages, as linked from the footer of every page: each a slug of content/legal/*.mdx
 * (the content checks make sure each one is built) and the key of its name in
 * src/i18n/uiStrings.ts.
 */
export const LEGAL_LINKS: ReadonlyArray<{ name: "privacy" | "terms"; to: string }> = [
  { name: "privacy", to: "/privacy" },
  { name: "terms", to: "/terms" },
];

/** The legal pages' links in the page's words. */
export const legalLinks = (strings: UiStrings) =>
  LEGAL_LINKS.map(({ name, to }) => ({ label: strings[name], to }));
