/**
 * @jest-environment node
 */
import { isHashedFile, robotsTxt } from "./hostFiles";

describe("isHashedFile", () => {
  it.each([
    ["app-5aa96b1ce02e19d22b53.js", true],
    ["component---src-pages-index-tsx-e5c72cc6ff4fc5351d5d.js", true],
    ["styles.873994019abe85a5a4a3.css", true],
    ["app-5aa96b1ce02e19d22b53.js.map", false],
    ["cms.js", false],
    ["app-5AA96B1CE02E19D22B53.js", false],
    ["styles-873994019abe85a5a4a3.css", false],
  ])("%s is named by its content: %s", (name, hashed) => {
    expect(isHashedFile(name)).toBe(hashed);
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap index", () => {
    expect(robotsTxt("https://www.example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap-index.xml\n",
    );
  });
});
