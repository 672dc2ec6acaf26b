import { useContext, useRef, useState } from "react";

import AddBlockMenu from "./AddBlockMenu";
import { BLOCK_COUNT, blockName, blockType } from "./blockCatalog";
import BlockCard from "./BlockCard";
import { PairedIdsContext, pairedBlocks } from "./pairedIds";
import { blockProblems, moved, newBlock } from "./blockValues";
import type { BlockProblem } from "./blockValues";
import { focusFirstText } from "./ItemsList";
import type { Fields } from "../../types/fields";

/**
 * The English page's blocks: added from a menu of the block types, dragged to a new place (or
 * moved with buttons, from the keyboard), removed, and each edited in its fields. What a button
 * did is said in a live region, and focus stays on the block it moved.
 */

type Props = {
  blocks: Fields[];
  onChange: (blocks: Fields[]) => void;
  /** Show every mistake, the missing texts too (after a save was tried); else only wrong ones. */
  showAll: boolean;
  /** The id Decap's label for the field points at. */
  forID?: string;
  images?: string[];
};

export const BLOCKS_CLASS = "octopus-blocks";

/** Where a mistake is shown in its block: "-:<field>", "<list>/<item>:<field>", "<list>/-:<list>". */
function problemKey(problem: BlockProblem, block: Fields): string {
  if (problem.list !== undefined && problem.item !== undefined) {
    return `${problem.list}/${problem.item}:${problem.field ?? ""}`;
  }
  const field = blockType(block.type)?.fields.find(({ name }) => name === problem.field);
  if (field?.kind === "list") return `${field.name}/-:${field.name}`;
  return `-:${problem.field ?? ""}`;
}

export default function BlocksEditor({ blocks, onChange, showAll, forID, images }: Props) {
  const paired = useContext(PairedIdsContext);
  const list = useRef<HTMLOListElement>(null);
  const [said, say] = useState("");
  const [dragged, setDragged] = useState<number | undefined>();
  const [target, setTarget] = useState<number | undefined>();
  const prefix = forID ?? "blocks";
  // A text not yet written waits for the save to be pointed out; a wrong one shows at once.
  const problems = blockProblems(blocks).filter((problem) => showAll || !problem.missing);
  const pageProblems = problems.filter(({ block }) => block < 0);

  const focusIn = (index: number, selector: string) =>
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-block="${index}"] ${selector}`)?.focus(),
    );

  const move = (from: number, to: number, how: "button" | "drag") => {
    if (to < 0 || to >= blocks.length || from === to) return;
    onChange(moved(blocks, from, to));
    say(`${blockName(blocks[from] ?? {})} moved to ${to + 1} of ${blocks.length}.`);
    if (how === "button") focusIn(to, `[data-action="${to < from ? "up" : "down"}"]`);
  };

  const add = (type: string) => {
    const block = newBlock(type, blocks, pairedBlocks(paired));
    onChange([...blocks, block]);
    say(`${blockName(block)} added, ${blocks.length + 1} of ${blocks.length + 1}.`);
    focusFirstText(list.current, `[data-block="${blocks.length}"]`);
  };

  return (
    // Decap's label for the field points at this id, and focuses it on a mistake: the blocks, not
    // a button (whose name it would become).
    <div className={BLOCKS_CLASS} id={forID} tabIndex={-1}>
      {pageProblems.map(({ message }) => (
        <p key={message} className={`${BLOCKS_CLASS}__problem`}>
          {message}
        </p>
      ))}
      <ol ref={list}>
        {blocks.map((block, index) => (
          <li key={index}>
            <BlockCard
              block={block}
              index={index}
              count={blocks.length}
              idPrefix={`${prefix}-${index}`}
              onChange={(next) =>
                onChange(blocks.map((other, at) => (at === index ? next : other)))
              }
              onMove={(to) => move(index, to, "button")}
              onRemove={() => {
                onChange(blocks.filter((_, at) => at !== index));
                say(`${blockName(block)} removed.`);
              }}
              problems={
                new Map(
                  problems
                    .filter((problem) => problem.block === index)
                    .map((problem) => [problemKey(problem, block), problem.message]),
                )
              }
              images={images}
              announce={say}
              drag={{
                onStart: (event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(index));
                  setDragged(index);
                },
                onOver: (event) => {
                  if (dragged === undefined) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                  setTarget(index);
                },
                onDrop: (event) => {
                  event.preventDefault();
                  const from = dragged ?? Number(event.dataTransfer.getData("text/plain"));
                  if (Number.isInteger(from)) move(from, index, "drag");
                  setDragged(undefined);
                  setTarget(undefined);
                },
                onEnd: () => {
                  setDragged(undefined);
                  setTarget(undefined);
                },
                state: dragged === index ? "dragging" : target === index ? "target" : undefined,
              }}
            />
          </li>
        ))}
      </ol>
      <AddBlockMenu
        onAdd={add}
        disabled={BLOCK_COUNT.max !== undefined && blocks.length >= BLOCK_COUNT.max}
      />
      <p className={`${BLOCKS_CLASS}__status`} role="status">
        {said}
      </p>
    </div>
  );
}
