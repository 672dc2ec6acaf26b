/**
 * @jest-environment node
 */
import { compileInlineCss } from "./compileInlineCss";

describe("compileInlineCss", () => {
  const css = compileInlineCss();

  it("minifies the no-script menu's rules, without their comments", () => {
    expect(css).toContain(".menu-button{display:none!important}");
    expect(css).toContain("@media not all and (min-width:48em){");
    expect(css).not.toContain("/*");
    expect(css).not.toMatch(/\n/);
  });

  it("keeps every rule of the file", () => {
    for (const selector of [".site-nav__links", ".site-header__bar", ".site-nav__language-list"]) {
      expect(css).toContain(selector);
    }
  });
});
