/** Cards in a list start their entrance this many milliseconds apart (specification §9: 0.1 s). */
export const CARD_STAGGER_MS = 100;

/** How long the browser waits for a lazily fetched script chunk (specification §9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The browser bar's colour in the dark scheme: the dark surface (--color-surface in
 * src/styles/tokens.css), which the header paints at 96 % opacity. The light one is
 * content/en/site.json's themeColor.
 */
export const DARK_THEME_COLOR = "#17141f";

/**
 * How close below the viewport (of its height) a card section counts as near: the page script
 * then fetches the entrance's chunk (src/entrance/watchEntrances.ts), ahead of its entrance. On a
 * phone the cards begin one and a half screens down, so nothing is fetched at load. A page that
 * opens with a hidden section near (a desktop window) fetches it at once.
 */
export const NEAR_MARGIN = "25%";

/** Anchor ids of the home page's sections, shared by the sections and every link to them. */
export const SECTION_IDS = {
  useCases: "where-octopus-can-help",
  models: "ai-models",
} as const;

/** The element the skip link jumps to. */
export const MAIN_CONTENT_ID = "main-content";
