import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";

import type { LocaleCode } from "../i18n/locales";
import { UI_STRINGS } from "../i18n/strings";
import { siteSettings } from "../test/fixtures";
import LegalPage from "./LegalPage";
import { renderInLocale } from "../test/locale";

type Props = ComponentProps<typeof LegalPage>;

const data = (title = "Terms of Use") =>
  ({
    settings: siteSettings,
    head: { frontmatter: { title, description: "The terms." } },
    text: { frontmatter: { lastUpdated: "April 2025" } },
  }) satisfies Queries.LegalPageQuery;

/**
 * `titleAlone`: the locale translates the title and description alone (its own MDX node, with no
 * text), so the page shows the English text (`id`) under its own title (`headId`).
 */
function renderPage(locale: LocaleCode = "en", englishOnly = false, titleAlone = false) {
  // The template reads data, children and its page context (gatsby-node.ts); the rest of
  // PageProps is Gatsby's routing state.
  const pageContext = {
    locale,
    strings: UI_STRINGS[locale],
    pagePath: "/terms/",
    englishOnly,
    id: "en/terms",
    headId: titleAlone ? `${locale}/terms` : "en/terms",
  };
  const children = <p>You must be at least 13 years old.</p>;
  const props = {
    data: data(titleAlone ? "Nutzungsbedingungen" : undefined),
    pageContext,
    children,
  } as unknown as Props;
  renderInLocale(<LegalPage {...props} />, { locale, pagePath: "/terms/" });
}

describe("LegalPage in another language", () => {
  it("marks the English text as English under the notice while there is no translation", () => {
    renderPage("de", true);
    expect(screen.getByText(UI_STRINGS.de.englishGoverns)).toBeInTheDocument();
    expect(
      screen.getByText("You must be at least 13 years old.").closest("[lang]"),
    ).toHaveAttribute("lang", "en");
  });

  it("titles the English text in the page's language where the title is translated", () => {
    renderPage("de", true, true);
    expect(
      screen.getByRole("heading", { level: 1, name: "Nutzungsbedingungen" }),
    ).not.toHaveAttribute("lang");
    expect(
      screen.getByText("You must be at least 13 years old.").closest("[lang]"),
    ).toHaveAttribute("lang", "en");
    expect(screen.getByText("Zuletzt aktualisiert: April 2025")).toBeInTheDocument();
  });

  it("says a translation is one, and links the English version that governs", () => {
    renderPage("de", false);
    expect(screen.queryByText(UI_STRINGS.de.englishGoverns)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: UI_STRINGS.de.englishVersion })).toHaveAttribute(
      "href",
      "/terms/",
    );
  });
});

describe("LegalPage", () => {
  beforeEach(() => renderPage());

  it("shows the title as the page heading", () => {
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeInTheDocument();
  });

  it("shows when the text was last updated", () => {
    expect(screen.getByText("Last updated: April 2025")).toBeInTheDocument();
  });

  it("renders the MDX body", () => {
    expect(screen.getByText("You must be at least 13 years old.")).toBeInTheDocument();
  });

  it("links back to the home page", () => {
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("sits inside the page frame: skip link, banner, main and footer", () => {
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main-content",
    );
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
