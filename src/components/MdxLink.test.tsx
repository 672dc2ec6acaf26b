import { screen } from "@testing-library/react";

import MdxLink, { printedAddress } from "./MdxLink";
import { SiteUrlContext } from "./SiteUrlContext";
import { renderInLocale } from "../test/locale";

const SITE = "https://www.octopusai.app";

describe("printedAddress", () => {
  it.each([
    ["/privacy", "Privacy Policy", "https://www.octopusai.app/privacy/"],
    ["/terms/", "Terms of Use", "https://www.octopusai.app/terms/"],
    ["/#ai-models", "AI models", "https://www.octopusai.app/#ai-models"],
    ["/icon.svg", "our logo", "https://www.octopusai.app/icon.svg"],
    ["https://example.com/a?b=c", "a page", "https://example.com/a?b=c"],
    ["mailto:privacy@octopusai.app?subject=Data", "write to us", "privacy@octopusai.app"],
    ["tel:+15551234567", "call us", "+15551234567"],
  ])("writes %s out as %s", (href, text, expected) => {
    expect(printedAddress(href, text, SITE)).toBe(expected);
  });

  it.each([
    ["#section-2", "section 2"],
    ["mailto:privacy@octopusai.app", "privacy@octopusai.app"],
    ["https://example.com/", "https://example.com/"],
  ])("adds nothing to %s with text %s", (href, text) => {
    expect(printedAddress(href, text, SITE)).toBeUndefined();
  });

  it("leaves a site page unwritten when the site's address is unknown", () => {
    expect(printedAddress("/privacy", "Privacy Policy", undefined)).toBeUndefined();
  });
});

describe("MdxLink", () => {
  it("carries the printed address of a site page, from the site's address", () => {
    renderInLocale(
      <SiteUrlContext.Provider value={SITE}>
        <MdxLink href="/privacy">Privacy Policy</MdxLink>
      </SiteUrlContext.Provider>,
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "data-print-url",
      "https://www.octopusai.app/privacy/",
    );
  });

  it("carries the address the link goes to in the page's locale: /de/privacy/ on a German page", () => {
    renderInLocale(
      <SiteUrlContext.Provider value={SITE}>
        <MdxLink href="/privacy">Privacy Policy</MdxLink>
      </SiteUrlContext.Provider>,
      { locale: "de", pagePath: "/terms/" },
    );
    const link = screen.getByRole("link", { name: "Privacy Policy" });
    expect(link).toHaveAttribute("href", "/de/privacy");
    expect(link).toHaveAttribute("data-print-url", "https://www.octopusai.app/de/privacy/");
  });
});
