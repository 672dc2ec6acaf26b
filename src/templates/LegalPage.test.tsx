import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";

import { siteSettings } from "../test/fixtures";
import LegalPage from "./LegalPage";
import { renderInLocale } from "../test/locale";

type Props = ComponentProps<typeof LegalPage>;

const data = {
  settings: siteSettings,
  mdx: {
    frontmatter: {
      title: "Terms of Use",
      lastUpdated: "April 2025",
      description: "The terms.",
    },
  },
} satisfies Queries.LegalPageQuery;

function renderPage() {
  // The template only reads data and children; the rest of PageProps is Gatsby's routing state.
  const props = { data, children: <p>You must be at least 13 years old.</p> } as unknown as Props;
  renderInLocale(<LegalPage {...props} />);
}

describe("LegalPage", () => {
  beforeEach(renderPage);

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
