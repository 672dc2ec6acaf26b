import { screen } from "@testing-library/react";

import { UI_STRINGS } from "../i18n/strings";
import { renderInLocale } from "../test/locale";
import LegalArticle from "./LegalArticle";

const article = (translated?: boolean, titleTranslated?: boolean) => (
  <LegalArticle
    title="Nutzungsbedingungen"
    lastUpdated="April 2025"
    siteUrl="https://www.octopusai.app"
    translated={translated}
    titleTranslated={titleTranslated}
  >
    <p>Text</p>
  </LegalArticle>
);

describe("LegalArticle", () => {
  it("marks the English text as English under a notice until a translation exists", () => {
    renderInLocale(article(), { locale: "de", pagePath: "/terms/" });
    expect(screen.getByText(UI_STRINGS.de.englishGoverns)).toBeInTheDocument();
    expect(screen.getByText("Text").parentElement).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { name: "Nutzungsbedingungen" })).toHaveAttribute(
      "lang",
      "en",
    );
    expect(screen.queryByText(UI_STRINGS.de.translationNotice, { exact: false })).toBeNull();
  });

  it("gives an English text its title in the page's language where that is translated", () => {
    renderInLocale(article(false, true), { locale: "de", pagePath: "/terms/" });
    expect(screen.getByRole("heading", { name: "Nutzungsbedingungen" })).not.toHaveAttribute(
      "lang",
    );
    expect(screen.getByText(UI_STRINGS.de.englishGoverns)).toBeInTheDocument();
    expect(screen.getByText("Text").parentElement).toHaveAttribute("lang", "en");
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

  it("writes when it was last updated in the page's language", () => {
    renderInLocale(article(), { locale: "ja", pagePath: "/terms/" });
    // A month and a year: 最終更新 (last updated), not 最終更新日 (the day of the last update).
    expect(screen.getByText("最終更新：2025年4月")).toBeInTheDocument();
  });

  it("shows the English page with neither notice", () => {
    renderInLocale(article(), { locale: "en", pagePath: "/terms/" });
    expect(screen.queryByText(UI_STRINGS.en.englishGoverns)).toBeNull();
    expect(screen.queryByText(UI_STRINGS.en.translationNotice, { exact: false })).toBeNull();
  });
});
