import { screen, within } from "@testing-library/react";

import { siteSettings } from "../test/fixtures";
import Footer from "./Footer";
import { renderInLocale } from "../test/locale";

describe("Footer", () => {
  beforeEach(() => renderInLocale(<Footer />));

  function column(heading: string) {
    const title = screen.getByRole("heading", { level: 2, name: heading });
    const element = title.parentElement;
    if (!element) throw new Error(`No column for ${heading}`);
    return within(element);
  }

  it("has three columns: the product, Legal and Download", () => {
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Octopus", "Legal", "Download"]);
  });

  it("links the product column to the home page's sections", () => {
    const product = column("Octopus");
    expect(product.getByRole("link", { name: "AI Models" })).toHaveAttribute("href", "/#ai-models");
    expect(product.getByRole("link", { name: "Use Cases" })).toHaveAttribute(
      "href",
      "/#where-octopus-can-help",
    );
  });

  it("links the legal pages", () => {
    const legal = column("Legal");
    expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(legal.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
  });

  it("links both app stores", () => {
    const download = column("Download");
    expect(download.getByRole("link", { name: "App Store" })).toHaveAttribute(
      "href",
      siteSettings.appStoreUrl,
    );
    expect(download.getByRole("link", { name: "Google Play" })).toHaveAttribute(
      "href",
      siteSettings.googlePlayUrl,
    );
  });

  it("shows the copyright line", () => {
    expect(screen.getByText("Octopus © 2025")).toBeInTheDocument();
  });
});
