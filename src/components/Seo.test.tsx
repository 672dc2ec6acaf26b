import { render } from "@testing-library/react";
import { readFileSync } from "fs";
import path from "path";

import { DARK_THEME_COLOR } from "../constants";
import { UI_STRINGS } from "../i18n/strings";
import { siteSettings } from "../test/fixtures";
import Seo from "./Seo";

const themeColors = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
    meta.getAttribute("media"),
    meta.getAttribute("content"),
  ]);

describe("Seo", () => {
  it("gives the browser bar a colour for each colour scheme", () => {
    render(
      <Seo
        page={{ locale: "en", strings: UI_STRINGS.en, pagePath: "/" }}
        settings={siteSettings}
      />,
    );
    expect(themeColors()).toEqual([
      ["(prefers-color-scheme: light)", siteSettings.themeColor],
      ["(prefers-color-scheme: dark)", DARK_THEME_COLOR],
    ]);
  });

  it("titles the home page with the product's name and tagline as the language writes them", () => {
    render(
      <Seo
        page={{ locale: "ja", strings: UI_STRINGS.ja, pagePath: "/" }}
        settings={siteSettings}
      />,
    );
    expect(document.title).toBe(`${siteSettings.productName}：${siteSettings.tagline}`);
  });

  it("paints the dark browser bar in the dark theme's surface colour", () => {
    const tokens = readFileSync(path.join(__dirname, "../styles/tokens.css"), "utf8");
    const dark = tokens.slice(tokens.indexOf("prefers-color-scheme: dark"));
    expect(dark).toMatch(new RegExp(`--color-surface:\\s*${DARK_THEME_COLOR};`));
  });

  const links = (rel: string) =>
    [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) =>
      [link.getAttribute("hreflang"), link.getAttribute("href")].filter(Boolean).join(" "),
    );

  it("names the English page canonical where the English text stands in, with no alternates", () => {
    render(
      <Seo
        page={{
          locale: "ja",
          strings: UI_STRINGS.ja,
          pagePath: "/terms/",
          englishOnly: true,
          textLocales: ["en"],
        }}
        settings={siteSettings}
      />,
    );
    expect(links("canonical")).toEqual([`${siteSettings.siteUrl}/terms/`]);
    expect(links("alternate")).toEqual([]);
  });

  it("gives a translated legal text its own canonical and its languages as alternates", () => {
    render(
      <Seo
        page={{
          locale: "de",
          strings: UI_STRINGS.de,
          pagePath: "/terms/",
          englishOnly: false,
          textLocales: ["en", "de"],
        }}
        settings={siteSettings}
      />,
    );
    expect(links("canonical")).toEqual([`${siteSettings.siteUrl}/de/terms/`]);
    expect(links("alternate")).toEqual([
      `en ${siteSettings.siteUrl}/terms/`,
      `de ${siteSettings.siteUrl}/de/terms/`,
      `x-default ${siteSettings.siteUrl}/terms/`,
    ]);
    expect(
      [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
        meta.getAttribute("content"),
      ),
    ).toEqual(["en_US"]);
  });
});
