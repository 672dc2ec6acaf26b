import { reviewHtml, reviewJson } from "./reviewReport";
import type { Review } from "./reviewReport";

const base: Review = {
  base: "a".repeat(40),
  head: "b".repeat(40),
  baseRef: "main",
  headRef: "cms/site/ar/site",
  pages: [],
  unchanged: ["/", "/de/"],
  texts: [],
};

const arabicPage: Review["pages"][number] = {
  path: "/ar/",
  locale: "ar",
  change: "changed",
  width: 375,
  changedPixels: 120,
  changedShare: 0.012,
  before: "ar-375-before.png",
  after: "ar-375-after.png",
  diff: "ar-375-diff.png",
  sizes: {
    before: { width: 375, height: 900 },
    after: { width: 375, height: 910 },
    diff: { width: 375, height: 910 },
  },
};

const sections = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("reviewHtml", () => {
  it("says there is no visible change when no page changed, and lists the pages checked", () => {
    const page = sections(reviewHtml(base));
    expect(page.querySelector(".summary")?.textContent).toMatch(/^No visible change/);
    expect([...page.querySelectorAll(".unchanged li")].map((item) => item.textContent)).toEqual([
      "/",
      "/de/",
    ]);
    expect(page.querySelectorAll("img, script")).toHaveLength(0);
  });

  it("shows an Arabic page right to left, its pictures sized, its words removed and added", () => {
    const page = sections(
      reviewHtml({
        ...base,
        pages: [arabicPage],
        texts: [
          {
            file: "content/ar/site.json",
            field: "tagline",
            before: "روبوت",
            after: "روبوت ذكي",
            locale: "ar",
          },
        ],
      }),
    );
    const section = page.querySelector("section.shot");
    expect(section?.getAttribute("lang")).toBe("ar");
    expect(section?.getAttribute("dir")).toBe("rtl");
    expect(section?.querySelector("h3")?.getAttribute("dir")).toBe("ltr");
    const images = [...page.querySelectorAll("img")];
    expect(
      images.map((image) => [
        image.getAttribute("src"),
        image.getAttribute("width"),
        image.getAttribute("height"),
      ]),
    ).toEqual([
      ["ar-375-before.png", "375", "900"],
      ["ar-375-after.png", "375", "910"],
      ["ar-375-diff.png", "375", "910"],
    ]);
    images.forEach((image) => expect(image.getAttribute("alt")).toMatch(/\/ar\/ at 375 px/));
    expect(page.querySelector(".state")?.textContent).toBe("120 pixels changed (1.20 %)");
    const words = page.querySelector(".words");
    expect(words?.getAttribute("dir")).toBe("rtl");
    expect(words?.querySelector("ins")?.textContent).toBe(" ذكي");
    expect(page.querySelectorAll("script")).toHaveLength(0);
  });

  it("calls a new page new, with no picture before", () => {
    const page = sections(
      reviewHtml({
        ...base,
        pages: [
          {
            ...arabicPage,
            change: "new",
            before: null,
            diff: null,
            sizes: { after: { width: 375, height: 910 } },
          },
        ],
      }),
    );
    expect(page.querySelector(".state")?.textContent).toBe("New page: there is no before");
    expect(page.querySelectorAll("img")).toHaveLength(1);
  });

  it("shows the content checks' message, and no pictures, for a draft that fails them", () => {
    const page = sections(
      reviewHtml({ ...base, unchanged: [], failure: "content/de/site.json: tagline is too long" }),
    );
    expect(page.querySelector(".failure")?.textContent).toBe(
      "content/de/site.json: tagline is too long",
    );
    expect(page.querySelectorAll("img")).toHaveLength(0);
    expect(page.body.textContent).not.toMatch(/Pages changed/);
  });
});

describe("reviewJson", () => {
  it("has the shape machines read, with PNG paths relative to the report", () => {
    // A page as machines read it: no change kind, no picture sizes.
    const { change: _change, sizes: _sizes, ...shown } = arabicPage;
    expect(
      reviewJson({
        ...base,
        pages: [arabicPage],
        texts: [
          { file: "content/ar/site.json", field: "tagline", before: "a", after: "b", locale: "ar" },
        ],
      }),
    ).toEqual({
      base: base.base,
      head: base.head,
      pages: [shown],
      unchanged: ["/", "/de/"],
      texts: [{ file: "content/ar/site.json", field: "tagline", before: "a", after: "b" }],
    });
  });
});
