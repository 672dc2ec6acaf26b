import "@testing-library/jest-dom";
import { useStaticQuery } from "gatsby";

import { siteSettings } from "../src/test/fixtures";

// Every component that reads content/en/site.json gets the fixture, as the static query would give it.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteJson: siteSettings });
});

// jsdom has no matchMedia; browsers do. Tests that need reduced motion override this.
// (Server-rendering tests run in Node, where there is no window at all.)
if (typeof window !== "undefined")
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
