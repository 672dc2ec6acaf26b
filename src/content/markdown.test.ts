/** @jest-environment node */
import { markdownLinks, markdownProblems, markdownToHtml } from "./markdown";

const messages = (source: string) =>
  markdownProblems(source).map(({ line, message }) => `${line}: ${message}`);

describe("markdownProblems", () => {
  it("allows what the blocks show: headings, lists, emphasis, links", () => {
    const text =
      "## Billing\n\n- In *advance*, **renewing**\n- See the [Terms](/terms) or <https://example.com>.\n\nLine  \nbreak `code`.";
    expect(markdownProblems(text)).toEqual([]);
  });

  it("names HTML once per line, on the line of the text it is on", () => {
    expect(messages("First line.\n\nSome <b>bold</b> text.")).toEqual([
      '3: has HTML ("<b>"), which a text may not hold. Write it in Markdown: **strong**, *emphasis*, [a link](/terms).',
    ]);
  });

  it.each([
    ["[x](javascript:alert(1))", "javascript"],
    ["[x](JavaScript:void(0))", "javascript"],
    ["<javascript:alert(1)>", "javascript"],
    ["[x][ref]\n\n[ref]: data:text/html,hi", "data"],
    ["[x](vbscript:x)", "vbscript"],
  ])("refuses the unsafe link in %j", (source, kind) => {
    expect(markdownProblems(source)).toEqual([
      {
        line: 1,
        message: expect.stringMatching(new RegExp(`the site allows no "${kind}:" links`)) as string,
      },
    ]);
  });

  it("refuses pictures, tables, quotations and checkboxes, saying what to use", () => {
    expect(messages("![Screen](/x.png)\n\n| a |\n|---|\n| 1 |\n\n> Quote\n\n- [ ] Task")).toEqual([
      '1: has a picture ("![Screen](/x.png)"), which a text may not hold. Show a picture with an image block.',
      '3: has a table ("| a |\\n|---|\\n| 1 |"), which a text may not hold. Use paragraphs, ## headings, - lists, *emphasis*, **strong** and [links](/terms).',
      '7: has a quotation (>) ("> Quote"), which a text may not hold. Use paragraphs, ## headings, - lists, *emphasis*, **strong** and [links](/terms).',
      '9: has a checkbox ("- [ ] Task"), which a text may not hold. Use paragraphs, ## headings, - lists, *emphasis*, **strong** and [links](/terms).',
    ]);
  });
});

describe("markdownLinks", () => {
  it("finds every link with its line, reference links too", () => {
    expect(markdownLinks("See [terms](/terms).\n\n- [FAQ][faq]\n\n[faq]: /faq")).toEqual([
      { url: "/terms", line: 1 },
      { url: "/faq", line: 3 },
    ]);
  });
});

describe("markdownToHtml", () => {
  it("links a page in the reader's language, and drops an unsafe link's address", () => {
    expect(markdownToHtml("[Terms](/terms) and [x](javascript:alert(1))", "de")).toBe(
      '<p><a href="/de/terms/">Terms</a> and x</p>',
    );
  });

  it("writes HTML out as text", () => {
    expect(markdownToHtml("a <b>b</b>", "en")).toBe("<p>a &#60;b&#62;b&#60;/b&#62;</p>");
  });
});
