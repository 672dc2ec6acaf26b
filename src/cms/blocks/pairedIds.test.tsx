import { render, screen, within } from "@testing-library/react";

import BlocksEditor from "./BlocksEditor";
import { PAIRED_ID_NOTE } from "./BlockFieldInput";
import { newBlock, newItem } from "./blockValues";
import { PairedIdsContext, pairedBlocks, pairedIds, pairedItems } from "./pairedIds";

/** German and Japanese as the entry holds them: texts under block and item ids. */
const TRANSLATIONS = [
  {
    title: "Neu",
    blocks: [
      { id: "image", alt: "Ein Telefon." },
      { id: "faq", questions: [{ id: "question-1", question: "Wie?" }] },
    ],
  },
  { blocks: [{ id: "hero", title: "新着" }] },
  undefined,
];

describe("the ids a page's translations pair with", () => {
  const ids = pairedIds(TRANSLATIONS);

  it("are every block and item a translation holds texts under", () => {
    expect([...ids].sort()).toEqual(["faq", "faq/questions/question-1", "hero", "image"]);
    expect(pairedBlocks(ids).sort()).toEqual(["faq", "hero", "image"]);
    expect(pairedItems(ids, "faq", "questions")).toEqual(["question-1"]);
    expect(pairedItems(ids, "hero", "questions")).toEqual([]);
  });

  it("are never given to a new block or item: a removed one's translation stays its own", () => {
    // English removed its image block; a new one must not take the German description.
    expect(newBlock("image", [], pairedBlocks(ids)).id).toBe("image-2");
    expect(newBlock("text", [], pairedBlocks(ids)).id).toBe("text");
    expect(newItem("Question", [], pairedItems(ids, "faq", "questions")).id).toBe("question-2");
  });

  it("are shown, not edited, in English: each keystroke would part a translation from its block", () => {
    const blocks = [
      { type: "image", id: "image", image: "images/app-screenshot.png", alt: "A phone." },
      { type: "text", id: "story", body: "Text." },
      {
        type: "faq",
        id: "faq",
        title: "FAQ",
        questions: [{ id: "question-1", question: "How?", answer: "So." }],
      },
    ];
    render(
      <PairedIdsContext.Provider value={ids}>
        <BlocksEditor blocks={blocks} onChange={jest.fn()} showAll={false} />
      </PairedIdsContext.Provider>,
    );
    const idOf = (group: string) =>
      within(screen.getByRole("group", { name: new RegExp(`^${group}`) })).getAllByLabelText(
        /id \(never changes\)/i,
      )[0];
    expect(idOf("Image block")).toHaveAttribute("readonly");
    expect(idOf("Image block")).toHaveAccessibleDescription(
      expect.stringContaining(PAIRED_ID_NOTE),
    );
    expect(idOf("Text block")).not.toHaveAttribute("readonly");
    // The question's own id, as paired as its block's.
    expect(document.querySelector('[id$="-questions-0-id"]')).toHaveAttribute("readonly");
  });
});
