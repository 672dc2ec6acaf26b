import { act, fireEvent, render, screen } from "@testing-library/react";
import { fromJS } from "immutable";
import { createRef, useState } from "react";

import { pageSlugControl } from "./PageSlugControl";

/**
 * A new page's address: made from its title as it is typed, changed by the editor before the
 * first save, refused when the site already uses it; fixed once the page is saved.
 */

// The legal texts' front matter is read for the slugs they take, which the stand-in below names
// itself; the yaml package's browser build is an ES module, which Jest's jsdom does not load.
jest.mock("../content/frontMatter", () => ({ readFrontMatter: () => ({ ok: false }) }));

type Handle = { isValid: () => unknown };

const Slug = pageSlugControl(() => ({
  taken: new Map([["terms", "the legal text content/legal/terms.mdx"]]),
  pages: ["faq"],
}));

let entry: ReturnType<typeof fromJS>;
const ref = createRef<Handle>();

function Harness() {
  const [, rerender] = useState(0);
  const get = (path: string[]) => (entry as { getIn: (p: string[]) => unknown }).getIn(path);
  return (
    <>
      <label htmlFor="title">Title</label>
      <input
        id="title"
        value={String(get(["data", "title"]) ?? "")}
        onChange={(event) => {
          entry = (entry as { setIn: (p: string[], v: unknown) => typeof entry }).setIn(
            ["data", "title"],
            event.target.value,
          );
          rerender((n) => n + 1);
        }}
      />
      <label htmlFor="slug">Address</label>
      <Slug
        ref={ref}
        forID="slug"
        entry={entry as never}
        value={get(["data", "slug"])}
        onChange={(value) => {
          entry = (entry as { setIn: (p: string[], v: unknown) => typeof entry }).setIn(
            ["data", "slug"],
            value,
          );
          rerender((n) => n + 1);
        }}
      />
    </>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("a new page's address", () => {
  beforeEach(() => {
    entry = fromJS({ newRecord: true, data: {} });
  });

  it("follows the title until the editor types one of their own", () => {
    render(<Harness />);
    type("Title", "Pricing & Plans");
    expect(screen.getByLabelText("Address")).toHaveValue("pricing-plans");
    type("Address", "Plans");
    expect(screen.getByLabelText("Address")).toHaveValue("plans");
    type("Title", "Pricing and plans");
    expect(screen.getByLabelText("Address")).toHaveValue("plans");
    expect(ref.current?.isValid()).toBe(true);
  });

  it("is refused when another page or the site already uses it, in the checks' words", () => {
    render(<Harness />);
    type("Title", "FAQ");
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription(
      'The address "faq" is taken: /faq/ is another page. Choose an address of its own.',
    );
    type("Address", "terms");
    const taken =
      'slug "terms" (the file\'s name) is taken: /terms/ is the legal text content/legal/terms.mdx. Choose another address.';
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription(taken);
    let result: unknown;
    act(() => {
      result = ref.current?.isValid();
    });
    expect(result).toEqual({ error: { type: "CUSTOM", message: taken } });
    // Emptied, it follows the title again; with no title either, Decap refuses it as required.
    type("Address", "");
    expect(screen.getByLabelText("Address")).toHaveValue("faq");
    type("Title", "");
    const handle = ref.current as Handle & { getValidateValue: () => unknown };
    expect([handle.isValid(), handle.getValidateValue()]).toEqual([true, ""]);
  });

  it("is fixed once the page is saved", () => {
    entry = fromJS({ newRecord: false, slug: "pages/faq", data: { title: "FAQ" } });
    render(<Harness />);
    expect(screen.getByText(/fixed: the page was saved at this address/).textContent).toBe(
      "/faq/ — fixed: the page was saved at this address.",
    );
    expect(screen.queryByRole("textbox", { name: "Address" })).toBeNull();
    expect(ref.current?.isValid()).toBe(true);
    // Decap's own check of the required field sees the saved address.
    expect((ref.current as Handle & { getValidateValue: () => unknown }).getValidateValue()).toBe(
      "faq",
    );
  });
});
