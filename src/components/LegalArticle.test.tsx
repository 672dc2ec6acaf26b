import { screen } from "@testing-library/react";

import { UI_STRINGS } from "../i18n/strings";
import { renderInLocale } from "../test/locale";
import LegalArticle from "./LegalArticle";

const article = (translated?: boolean) => (
  <LegalArticle
    title="Nutzungsbedingungen"
    lastUpdated="April 2025"
    siteUrl="https://www.octopusai.app"
    translated={translated}
  >
    <p>Text</p>
  </LegalArticle>
);

describe("LegalArticle", () => {
  it("marks the English text as English under a notice until a translation exists", () => {
    renderInLocale(article(), { locale: "de", pagePath: "/terms/" });
    expect(screen.getByText(UI_STRINGS.de.englishGoverns)).toBeInTheDocument();
    expect(screen.getByText("Text").parentElement).toHaveAttribute("lang", "en");
    expect(screen.queryByText(UI_STRINGS.de.translationNotice, { exact: false })).toBeNull();
  });

  it("shows a translation in the page's language, saying the English version governs", () => {
    renderInLocale(article(true), { locale: "de", pagePath: "/terms/" });
    expect(screen.queryByText(UI_STRINGS.de.englishGoverns)).toBeNull();
    expect(screen.getByText(UI_STRINGS.de.translationNotice, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: UI_STRINGS.de.englishVersion })).toHaveAttribute(
      "href",
      "/terms/",
    );
    expect(screen.getByText("Text").parentElement).not.toHaveAttribute("lang");
    expect(screen.getByRole("heading", { name: "Nutzungsbedingungen" })).not.toHaveAttribute(
      "lang",
    );
    expect(screen.getByText("Zuletzt aktualisiert: April 2025")).toBeInTheDocument();
  });

  it("shows the English page with neither notice", () => {
    renderInLocale(article(), { locale: "en", pagePath: "/terms/" });
    expect(screen.queryByText(UI_STRINGS.en.englishGoverns)).toBeNull();
    expect(screen.queryByText(UI_STRINGS.en.translationNotice, { exact: false })).toBeNull();
  });
});
