import models from "../../content/en/models.json";
import site from "../../content/en/site.json";
import useCases from "../../content/en/use-cases.json";

/** The content the suites expect, read from the files editors change, so edits never break tests. */
export const content = { site, models: models.items, useCases: useCases.items };

/** Every page the build must have, with the path a visitor types. */
export const PAGES = ["/", "/terms", "/privacy"] as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

/** A path no page has: the host answers with the 404 page. */
export const NOT_FOUND_PATH = "/no-such-page";
