import { render } from "@testing-library/react";
import { readFileSync } from "fs";
import path from "path";

import { DARK_THEME_COLOR } from "../constants";
import { siteSettings } from "../test/fixtures";
import Seo from "./Seo";

const themeColors = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
    meta.getAttribute("media"),
    meta.getAttribute("content"),
  ]);

describe("Seo", () => {
  it("gives the browser bar a colour for each colour scheme", () => {
    render(<Seo page={{ locale: "en", pagePath: "/" }} settings={siteSettings} />);
    expect(themeColors()).toEqual([
      ["(prefers-color-scheme: light)", siteSettings.themeColor],
      ["(prefers-color-scheme: dark)", DARK_THEME_COLOR],
    ]);
  });

  it("paints the dark browser bar in the dark theme's surface colour", () => {
    const tokens = readFileSync(path.join(__dirname, "../styles/tokens.css"), "utf8");
    const dark = tokens.slice(tokens.indexOf("prefers-color-scheme: dark"));
    expect(dark).toMatch(new RegExp(`--color-surface:\\s*${DARK_THEME_COLOR};`));
  });
});
