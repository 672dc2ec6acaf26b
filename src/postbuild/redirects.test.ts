import { redirectsFile } from "./redirects";

describe("Netlify's _redirects", () => {
  it("answers an unknown path in each language with that language's 404, English last", () => {
    const rules = redirectsFile(["de", "ja", "ar"])
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ["/de/*", "/de/404.html", "404"],
      ["/ja/*", "/ja/404.html", "404"],
      ["/ar/*", "/ar/404.html", "404"],
      ["/*", "/404.html", "404"],
    ]);
  });
});
