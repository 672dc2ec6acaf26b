import "./buildFacts.fixture";

import { render, screen, within } from "@testing-library/react";
import { fromJS } from "immutable";

import { iconMarkup } from "../../content/cardIcons";
import { rememberEnglishPage } from "../blocks/editedPage";
import PagePreview from "./PagePreview";
import { withEditedLocale } from "./withEditedLocale";

/**
 * A page's preview: the site's own block components, in the language being edited, a
 * translation drawn over the English page being edited (its blocks, order and actions).
 */

const Preview = withEditedLocale(PagePreview);

const english = {
  title: "Plans",
  blocks: [
    { type: "hero", id: "intro", title: "Plans for everyone", text: "Start free.", action: "chat" },
    { type: "text", id: "body", body: "## Why PRO\n\nSee the [FAQ](/faq)." },
    {
      type: "faq",
      id: "billing",
      title: "Billing",
      questions: [{ id: "when", question: "When am I billed?", answer: "In **advance**." }],
    },
    { type: "image", id: "shot", image: "images/app-screenshot.png", alt: "The app." },
    {
      type: "cards",
      id: "plans",
      title: "Plans",
      items: [
        { id: "free", icon: "rocket", name: "Free", description: "Start here." },
        { id: "team", name: "Team", description: "For groups.", comingSoon: true },
      ],
    },
  ],
};

const entry = (data: object) => fromJS({ slug: "pages/plans", data });

describe("a page's preview", () => {
  afterEach(() => rememberEnglishPage(undefined));

  it("draws the English page with the site's blocks, its Markdown as the build makes it", () => {
    const { container } = render(
      <Preview
        entry={entry(english) as never}
        locale="en"
        document={document}
        getAsset={(file: string) => `blob:${file}`}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Plans for everyone");
    expect(screen.getByRole("link", { name: /Login/ })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Why PRO" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq/");
    const faq = screen.getByRole("region", { name: "Billing" });
    expect(within(faq).getByText("When am I billed?").tagName).toBe("SUMMARY");
    expect(container.querySelector("#billing-when strong")?.textContent).toBe("advance");
    expect(screen.getByRole("img", { name: "The app." })).toHaveAttribute(
      "src",
      "blob:images/app-screenshot.png",
    );
    // A cards block's cards are the home page's card: an icon drawn from its name, coming soon.
    const [free, team] = within(screen.getByRole("region", { name: "Plans" })).getAllByRole(
      "article",
    );
    const firstPath = /d="([^"]+)"/.exec(iconMarkup("rocket") ?? "")?.[1];
    expect(free?.querySelector(".card__icon svg path")?.getAttribute("d")).toBe(firstPath);
    expect(team?.querySelector(".card__icon")).toBeNull();
    expect(team).toHaveClass("card--soon");
  });

  it("draws a translation over the English page being edited, in its language and direction", () => {
    rememberEnglishPage(english);
    const german = {
      title: "Tarife",
      blocks: [
        { id: "intro", title: "Tarife für alle", text: "Kostenlos starten." },
        { id: "body", body: "## Warum PRO\n\nSiehe [FAQ](/faq)." },
      ],
    };
    render(<Preview entry={entry(german) as never} locale="de" document={document} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Tarife für alle");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/de/faq/");
    // A text the translation does not give yet shows in English; a picture with no address, not at all.
    expect(screen.getByText("When am I billed?")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "The app." })).toBeNull();
    expect(document.documentElement.lang).toBe("de");
  });

  it("gives a page with no hero its title as its heading", () => {
    rememberEnglishPage({ title: "Plain", blocks: [english.blocks[1]] });
    render(<Preview entry={entry({ title: "بسيطة" }) as never} locale="ar" document={document} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("بسيطة");
    expect(document.documentElement.dir).toBe("rtl");
  });
});
