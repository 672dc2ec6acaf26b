import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { fromJS } from "immutable";
import { createRef, useState } from "react";

import { blocksControl } from "./BlocksControl";
import { specimenPage } from "../content/specimen";
import { BLOCK_CATALOG } from "./blocks/blockCatalog";

/**
 * The "blocks" widget as Decap drives it: the entry (Immutable.js, English's data and each
 * translation's under i18n.<locale>.data), the field's value, and an onChange that puts the new
 * value back into the entry. Controls are found by role and label, as a person finds them.
 */

// jsdom has no structuredClone, which the page's record is copied with (src/content/pageTexts.ts).
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

type Entry = ReturnType<typeof fromJS>;
type Handle = { isValid: () => unknown };

const Blocks = blocksControl(["images/app-screenshot.png"]);
const pages = { get: (key: string) => (key === "name" ? "pages" : undefined) };

const faqPage = {
  $schema: "../../schemas/page.schema.json",
  title: "FAQ",
  blocks: [
    { type: "hero", id: "intro", title: "Questions", text: "Short answers.", action: "none" },
    {
      type: "faq",
      id: "pro",
      title: "PRO",
      questions: [{ id: "billing", question: "How is PRO billed?", answer: "In **advance**." }],
    },
    { type: "useCases", id: "use-cases" },
  ],
};

let entry: Entry;
const ref = createRef<Handle>();

/** The widget in `locale`, over an entry whose data it changes, as Decap's store would. */
function Harness({ locale }: { locale: string }) {
  const [, rerender] = useState(0);
  const path = locale === "en" ? ["data", "blocks"] : ["i18n", locale, "data", "blocks"];
  return (
    <Blocks
      ref={ref}
      locale={locale}
      collection={pages}
      entry={entry as never}
      forID="blocks-field"
      value={(entry as { getIn: (p: string[]) => unknown }).getIn(path)}
      onChange={(value) => {
        entry = (entry as { setIn: (p: string[], v: unknown) => Entry }).setIn(path, value);
        rerender((n) => n + 1);
      }}
    />
  );
}

const plainBlocks = (locale = "en") =>
  (
    (entry as { getIn: (p: string[]) => { toJS: () => unknown } | undefined }).getIn(
      locale === "en" ? ["data", "blocks"] : ["i18n", locale, "data", "blocks"],
    ) as { toJS: () => Array<Record<string, unknown>> }
  ).toJS();

const group = (name: string) => screen.getByRole("group", { name });

describe("the blocks widget in English", () => {
  beforeEach(() => {
    entry = fromJS({ data: { title: "New page" } });
  });

  it("adds blocks from a menu of every block type, each with its schema's fields", () => {
    render(<Harness locale="en" />);
    fireEvent.click(screen.getByRole("button", { name: "Add block" }));
    const menu = screen.getByRole("menu", { name: "Block types" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(BLOCK_CATALOG.map(({ label, about }) => `${label}${about}`));
    fireEvent.click(within(menu).getByRole("menuitem", { name: "FAQ block" }));
    const faq = group("FAQ block “faq”");
    expect(within(faq).getByLabelText("Block id (never changes)")).toHaveValue("faq");
    fireEvent.change(within(faq).getByLabelText("Title"), { target: { value: "Billing" } });
    const question = within(faq).getByRole("group", { name: "Question “question-1”" });
    fireEvent.change(within(question).getByLabelText("Question"), {
      target: { value: "When am I billed?" },
    });
    fireEvent.change(within(question).getByLabelText("Answer"), {
      target: { value: "In advance." },
    });
    expect(plainBlocks()).toEqual([
      {
        type: "faq",
        id: "faq",
        title: "Billing",
        questions: [{ id: "question-1", question: "When am I billed?", answer: "In advance." }],
      },
    ]);
    // A second block of a type gets an id of its own; every type can be added.
    for (const { label } of BLOCK_CATALOG) {
      fireEvent.click(screen.getByRole("button", { name: "Add block" }));
      fireEvent.click(screen.getByRole("menuitem", { name: label }));
    }
    expect(plainBlocks().map(({ id }) => id)).toEqual([
      "faq",
      ...BLOCK_CATALOG.map(({ type }) =>
        type === "faq" ? "faq-2" : type.replace("useCases", "use-cases"),
      ),
    ]);
  });

  it("moves a block with its buttons, keeping focus on it, and by dragging; and removes one", async () => {
    entry = fromJS({ data: faqPage });
    render(<Harness locale="en" />);
    const down = within(group("Hero block “intro”")).getByRole("button", { name: "Move down" });
    fireEvent.click(down);
    expect(plainBlocks().map(({ id }) => id)).toEqual(["pro", "intro", "use-cases"]);
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement).toBe(
      within(group("Hero block “intro”")).getByRole("button", { name: "Move down" }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Hero block “intro” moved to 2 of 3.");

    const handle = group("Use cases block “use-cases”").querySelector("[draggable]") as Element;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (kind: string, value: string) => data.set(kind, value),
      getData: (kind: string) => data.get(kind) ?? "",
      effectAllowed: "",
      dropEffect: "",
    };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(group("FAQ block “pro”"), { dataTransfer });
    fireEvent.drop(group("FAQ block “pro”"), { dataTransfer });
    expect(plainBlocks().map(({ id }) => id)).toEqual(["use-cases", "pro", "intro"]);

    fireEvent.click(within(group("FAQ block “pro”")).getByRole("button", { name: "Remove block" }));
    expect(plainBlocks().map(({ id }) => id)).toEqual(["use-cases", "intro"]);
  });

  it("adds, moves and removes a block's items", () => {
    entry = fromJS({ data: faqPage });
    render(<Harness locale="en" />);
    const faq = group("FAQ block “pro”");
    fireEvent.click(within(faq).getByRole("button", { name: "Add question" }));
    const added = within(faq).getByRole("group", { name: "Question “question-2”" });
    fireEvent.click(within(added).getByRole("button", { name: "Move question up" }));
    const ids = () => (plainBlocks()[1]?.questions as Array<{ id: string }>).map(({ id }) => id);
    expect(ids()).toEqual(["question-2", "billing"]);
    fireEvent.click(
      within(within(faq).getByRole("group", { name: "Question “billing”" })).getByRole("button", {
        name: "Remove question",
      }),
    );
    expect(ids()).toEqual(["question-2"]);
  });

  it("refuses a save with no block", () => {
    render(<Harness locale="en" />);
    act(() => {
      expect(ref.current?.isValid()).toEqual({
        error: { type: "CUSTOM", message: "A page needs at least one block: add one." },
      });
    });
    expect(screen.getByText("A page needs at least one block: add one.")).toBeTruthy();
  });

  it("refuses a save with each mistake named by block, item and field, and shows it there", () => {
    render(<Harness locale="en" />);
    fireEvent.click(screen.getByRole("button", { name: "Add block" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "FAQ block" }));
    fireEvent.change(within(group("FAQ block “faq”")).getByLabelText("Block id (never changes)"), {
      target: { value: "Billing!" },
    });
    // A wrong value shows at once; a missing one once a save was tried.
    const faq = group("FAQ block “Billing!”");
    expect(within(faq).getByLabelText("Block id (never changes)")).toHaveAccessibleDescription(
      expect.stringContaining("Use lowercase letters, digits and single hyphens"),
    );
    expect(within(faq).getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
    let result: unknown;
    act(() => {
      result = ref.current?.isValid();
    });
    expect((result as { error: { message: string } }).error.message.split("\n")).toEqual([
      'Block 1 (FAQ block “Billing!”): Block id (never changes): Use lowercase letters, digits and single hyphens between them, e.g. "billing".',
      "Block 1 (FAQ block “Billing!”): Title is required.",
      "Block 1 (FAQ block “Billing!”), question 1: Question is required.",
      "Block 1 (FAQ block “Billing!”), question 1: Answer is required.",
    ]);
    expect(within(faq).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(within(faq).getByLabelText("Answer")).toHaveAccessibleDescription(
      expect.stringContaining("Answer is required."),
    );
  });
});

describe("the blocks widget in a translation", () => {
  const german = {
    title: "FAQ",
    blocks: [
      { id: "intro", title: "Fragen" },
      { id: "gone", title: "Nicht mehr in English" },
      {
        id: "pro",
        title: "PRO",
        questions: [{ id: "billing", question: "Wie?", answer: "Vorab." }],
      },
    ],
    translatedFrom: {
      blocks: {
        intro: { title: "Questions" },
        pro: {
          title: "PRO",
          questions: { billing: { question: "How is PRO billed?", answer: "In advance." } },
        },
      },
    },
  };

  beforeEach(() => {
    entry = fromJS({ data: faqPage, i18n: { de: { data: german } } });
  });

  it("shows English's blocks with their texts beside the English, and follows English", () => {
    render(<Harness locale="de" />);
    // A block English no longer has leaves the translation at once.
    expect(plainBlocks("de").map(({ id }) => id)).toEqual(["intro", "pro"]);
    const hero = group("Hero block “intro”");
    const title = within(hero).getByLabelText("Title");
    expect(title).toHaveValue("Fragen");
    expect(title).toHaveAttribute("lang", "de");
    expect(title).toHaveAccessibleDescription("English: Questions");
    expect(within(hero).getByLabelText("Text")).toHaveValue("");
    expect(
      within(group("Use cases block “use-cases”")).getByText(/Nothing to translate here/),
    ).toBeTruthy();
    fireEvent.change(within(hero).getByLabelText("Text"), {
      target: { value: "Kurze Antworten." },
    });
    expect(plainBlocks("de")[0]).toEqual({
      id: "intro",
      title: "Fragen",
      text: "Kurze Antworten.",
    });
  });

  it("says beside a text when its English changed since it was translated", () => {
    render(<Harness locale="de" />);
    const question = within(group("FAQ block “pro”")).getByRole("group", {
      name: "Question “billing”",
    });
    const note = within(question).getByRole("note", {
      name: "Answer: the English changed since this was translated.",
    });
    expect([...note.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual([
      "In advance.",
      "In **advance**.",
    ]);
    expect(within(question).queryAllByRole("note")).toHaveLength(1);
  });

  it("lets a translation be saved unfinished, but not with a text over its limit", () => {
    render(<Harness locale="de" />);
    expect(ref.current?.isValid()).toBeTruthy();
    expect(ref.current?.isValid()).not.toHaveProperty("error");
    fireEvent.change(within(group("Hero block “intro”")).getByLabelText("Title"), {
      target: { value: "F".repeat(81) },
    });
    expect(ref.current?.isValid()).toEqual({
      error: { type: "CUSTOM", message: "Block “intro”: Title: at most 80 characters (now 81)." },
    });
  });
});

describe("the blocks widget's controls, on a page with every block type at its limits", () => {
  // The specimen page (every block type, each text at its longest), each list cut to one item:
  // an item's controls are every item's, and a list at its longest only makes the test slow.
  const specimen = specimenPage("Octopus answers in a second");
  const everyBlock = {
    ...specimen,
    blocks: (specimen.blocks as Array<Record<string, unknown>>).map((block) =>
      Object.fromEntries(
        Object.entries(block).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.slice(0, 1) : value,
        ]),
      ),
    ),
  };

  /** The controls a person reaches by role that have no name to reach them by. */
  const unnamed = (role: "textbox" | "combobox" | "checkbox" | "switch" | "button") => {
    const named = new Set(screen.queryAllByRole(role, { name: /\S/ }));
    return screen
      .queryAllByRole(role)
      .filter((control) => !named.has(control))
      .map((control) => control.outerHTML.slice(0, 120));
  };

  const repeatedIds = (root: HTMLElement) => {
    const ids = [...root.querySelectorAll("[id]")].map(({ id }) => id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  };

  it.each(["en", "de"])("in %s: every control has a name, and no id is used twice", (locale) => {
    entry = fromJS({ data: everyBlock, i18n: { de: { data: { title: "Seite" } } } });
    const { container } = render(<Harness locale={locale} />);
    // A field named like the parts around it (a card's "name") once took its item's heading id,
    // and its label then pointed at the heading, leaving the input without a name.
    expect(screen.queryAllByRole("textbox").length).toBeGreaterThan(BLOCK_CATALOG.length);
    for (const role of ["textbox", "combobox", "checkbox", "switch", "button"] as const) {
      expect(unnamed(role)).toEqual([]);
    }
    expect(repeatedIds(container)).toEqual([]);
  });
});
