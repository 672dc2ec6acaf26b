import { screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";

import { modelCards, siteSettings, useCases } from "../test/fixtures";
import HomePage from "./index";
import { renderInLocale } from "../test/locale";

type Props = ComponentProps<typeof HomePage>;

const data = {
  settings: {
    ...siteSettings,
    screenshot: {
      childImageSharp: {
        gatsbyImageData: {
          layout: "fullWidth",
          width: 300,
          height: 649,
          images: {
            fallback: { src: "/static/screenshot.png", srcSet: "/static/screenshot.png 320w" },
            sources: [],
          },
        },
      },
    },
  },
  // The query gives every card comingSoon, false where its file has none (CardContent).
  useCases: { items: useCases.map((card) => ({ ...card, comingSoon: false, iconSvg: null })) },
  models: { items: modelCards.map((card) => ({ ...card, iconSvg: null })) },
} satisfies Queries.HomePageQuery;

describe("HomePage", () => {
  beforeEach(() => {
    // Only data is read; the rest of PageProps is Gatsby's routing state.
    renderInLocale(<HomePage {...({ data } as unknown as Props)} />);
  });

  it("has the hero heading and a description naming the models", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: "Octopus: Your Personal AI Chatbot" }),
    ).toBeInTheDocument();
    const lead = document.querySelector(".hero__lead");
    expect(lead).toHaveTextContent(siteSettings.heroDescription, { normalizeWhitespace: false });
    // GPT-4o is kept on one line (WholeNames).
    expect(lead?.querySelector(".whole-name")).toHaveTextContent(/^GPT-4o$/);
  });

  it("links both store buttons by an accessible name", () => {
    expect(screen.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      siteSettings.appStoreUrl,
    );
    expect(screen.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      siteSettings.googlePlayUrl,
    );
  });

  it("shows the app screenshot with its alt text", () => {
    expect(screen.getByAltText(siteSettings.screenshotAlt)).toBeInTheDocument();
  });

  it("has the use-cases section with its title, anchor and cards", () => {
    const section = screen.getByRole("region", { name: "Where Octopus Can Help" });
    expect(section).toHaveAttribute("id", "where-octopus-can-help");
    expect(within(section).getAllByRole("listitem")).toHaveLength(useCases.length);
  });

  it("has the models section with its title, anchor and cards", () => {
    const section = screen.getByRole("region", { name: "Explore the Leading AI Models" });
    expect(section).toHaveAttribute("id", "ai-models");
    expect(within(section).getAllByRole("listitem")).toHaveLength(modelCards.length);
  });
});
