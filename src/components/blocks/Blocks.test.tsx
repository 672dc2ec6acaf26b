import { screen, within } from "@testing-library/react";

import { renderInLocale } from "../../test/locale";
import Blocks from "./Blocks";
import type { PageBlock } from "./types";

const hero = (id: string, title: string): PageBlock => ({
  __typename: "HeroBlock",
  id,
  title,
  text: `${title}: the text.`,
  action: "none",
});

const faq: PageBlock = {
  __typename: "FaqBlock",
  id: "billing",
  title: "Billing",
  questions: [
    {
      id: "when",
      question: "When am I billed?",
      answerHtml: "<p>In <strong>advance</strong>.</p>",
    },
    {
      id: "refunds",
      question: "Refunds?",
      answerHtml: '<p>See the <a href="/terms/">Terms</a>.</p>',
    },
  ],
};

describe("Blocks", () => {
  it("makes the first hero the page's h1 and any later hero an h2", () => {
    renderInLocale(<Blocks blocks={[hero("intro", "First"), faq, hero("again", "Second")]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("First");
    expect(screen.getByRole("heading", { level: 2, name: "Second" })).toBeInTheDocument();
  });

  it("draws a FAQ as details and summary, closed, each answer the build's HTML", () => {
    const { container } = renderInLocale(<Blocks blocks={[faq]} />);
    const section = screen.getByRole("region", { name: "Billing" });
    const items = container.querySelectorAll("details.faq__item");
    expect(items).toHaveLength(2);
    expect([...items].map((item) => item.hasAttribute("open"))).toEqual([false, false]);
    expect(within(section).getByText("When am I billed?").tagName).toBe("SUMMARY");
    expect(container.querySelector("#billing-refunds .faq__answer a")).toHaveAttribute(
      "href",
      "/terms/",
    );
  });

  it("offers the chat's login or the store badges as a block's action, or nothing", () => {
    renderInLocale(
      <Blocks
        blocks={[
          {
            __typename: "CtaBlock",
            id: "chat",
            title: "Chat",
            text: "In a browser.",
            action: "chat",
          },
          {
            __typename: "CtaBlock",
            id: "get",
            title: "Get",
            text: "On a phone.",
            action: "stores",
          },
          { __typename: "CtaBlock", id: "read", title: "Read", text: "Only this.", action: "none" },
        ]}
      />,
    );
    const links = (name: string) =>
      within(screen.getByRole("region", { name })).queryAllByRole("link");
    expect(links("Chat").map((link) => link.textContent)).toEqual(["Login to Chat"]);
    expect(links("Get")).toHaveLength(2);
    expect(links("Read")).toHaveLength(0);
  });

  it("shows the home page's own lists for useCases and models, under the home page's headings", () => {
    renderInLocale(
      <Blocks
        blocks={[{ __typename: "UseCasesBlock", id: "uses" }]}
        useCases={[{ id: "web-search", name: "Web Search", description: "Ask anything." }]}
      />,
    );
    const section = screen.getByRole("region", { name: "Where Octopus Can Help" });
    expect(within(section).getByRole("heading", { level: 3 })).toHaveTextContent("Web Search");
  });
});
