import { useContext } from "react";
import type { DragEvent } from "react";

import { blockName, blockType, inBlock } from "./blockCatalog";
import BlockFieldInput from "./BlockFieldInput";

import { itemsOf } from "./blockValues";
import ItemsList from "./ItemsList";
import { PairedIdsContext, pairedItems } from "./pairedIds";
import type { Fields } from "../../types/fields";

/**
 * One block of a page in the editor: a bar with its name, a handle to drag it by and buttons to
 * move it up or down (for the keyboard) or remove it; then its fields from its schema.
 */

export const BLOCK_CLASS = "octopus-block";

type Props = {
  block: Fields;
  index: number;
  count: number;
  idPrefix: string;
  onChange: (block: Fields) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** What is wrong, by "<item index or ->:<field>" ("-:title", "2:answer"). */
  problems: Map<string, string>;
  images?: string[];
  announce: (message: string) => void;
  /** Dragging: where this block was picked up, and where it is dropped. */
  drag: {
    onStart: (event: DragEvent<HTMLElement>) => void;
    onOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    onEnd: () => void;
    /** This block is being dragged, or another is over it. */
    state?: "dragging" | "target";
  };
};

export default function BlockCard({
  block,
  index,
  count,
  idPrefix,
  onChange,
  onMove,
  onRemove,
  problems,
  images,
  announce,
  drag,
}: Props) {
  const type = blockType(block.type);
  const name = blockName(block);
  // "--": never a field's id, which is `${idPrefix}-<field>` (a card's field is "name").
  const nameId = `${idPrefix}--heading`;
  const blockProblem = problems.get("-:");
  const paired = useContext(PairedIdsContext);
  return (
    // A drop target for the mouse only: the keyboard moves a block with its buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={`${BLOCK_CLASS}${drag.state ? ` ${BLOCK_CLASS}--${drag.state}` : ""}`}
      role="group"
      aria-labelledby={nameId}
      data-block={index}
      onDragOver={drag.onOver}
      onDrop={drag.onDrop}
    >
      <div className={`${BLOCK_CLASS}__bar`}>
        <span
          className={`${BLOCK_CLASS}__handle`}
          draggable
          onDragStart={drag.onStart}
          onDragEnd={drag.onEnd}
          title="Drag to move this block"
          aria-hidden="true"
        >
          ⠿
        </span>
        <span id={nameId} className={`${BLOCK_CLASS}__name`}>
          {name}
        </span>
        <span className={`${BLOCK_CLASS}__position`}>
          {index + 1} of {count}
        </span>
        <button
          type="button"
          data-action="up"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          Move up
        </button>
        <button
          type="button"
          data-action="down"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          Move down
        </button>
        <button type="button" onClick={onRemove}>
          Remove block
        </button>
      </div>
      {type?.about ? <p className={`${BLOCK_CLASS}__about`}>{type.about}.</p> : null}
      {blockProblem ? <p className={`${BLOCK_CLASS}__problem`}>{blockProblem}</p> : null}
      {(type?.fields ?? []).map((field) =>
        field.kind === "list" ? (
          <ItemsList
            key={field.name}
            field={field}
            items={itemsOf(block[field.name])}
            paired={pairedItems(paired, block.id, field.name)}
            onChange={(items) => onChange({ ...block, [field.name]: items })}
            idPrefix={idPrefix}
            problems={
              new Map(
                [...problems]
                  .filter(([key]) => key.startsWith(`${field.name}/`))
                  .map(([key, message]) => [key.slice(field.name.length + 1), message]),
              )
            }
            images={images}
            announce={announce}
          />
        ) : (
          <BlockFieldInput
            key={field.name}
            field={inBlock(field, block)}
            readOnly={field.kind === "id" && typeof block.id === "string" && paired.has(block.id)}
            value={block[field.name]}
            onChange={(value) => onChange({ ...block, [field.name]: value })}
            idPrefix={idPrefix}
            problem={problems.get(`-:${field.name}`)}
            images={images}
          />
        ),
      )}
    </section>
  );
}
