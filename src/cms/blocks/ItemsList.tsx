import { useRef } from "react";

import type { BlockField } from "./blockCatalog";
import BlockFieldInput from "./BlockFieldInput";
import { moved, newItem } from "./blockValues";
import type { Fields } from "../../types/fields";

/**
 * A block's list (an FAQ's questions, a cards block's cards): each item's fields from the item's
 * schema, and buttons to add one, move one up or down and remove one, each named for its item so
 * a screen reader or a test finds it.
 */

type Props = {
  field: BlockField;
  items: Fields[];
  onChange: (items: Fields[]) => void;
  idPrefix: string;
  /** What is wrong, by item index and field name. */
  problems: Map<string, string>;
  images?: string[];
  /** Says what a button did, for screen readers. */
  announce: (message: string) => void;
  /** The ids of items a translation holds texts for: fixed, and never given to a new item. */
  paired?: string[];
};

export const ITEMS_CLASS = "octopus-block-items";

/**
 * Focuses the first text to write in what `selector` finds, once React has drawn it: the first
 * input that is not an id (which the editor fills in).
 */
export function focusFirstText(root: HTMLElement | null, selector: string): void {
  requestAnimationFrame(() => {
    const inputs = root?.querySelectorAll<HTMLElement>(
      `${selector} input, ${selector} textarea, ${selector} select`,
    );
    const first = [...(inputs ?? [])].find((input) => !input.id.endsWith("-id"));
    first?.focus();
  });
}

/** 'Question "billing"', or "Question 3" while it has no id. */
const itemName = (label: string, item: Fields, index: number) =>
  typeof item.id === "string" && item.id ? `${label} “${item.id}”` : `${label} ${index + 1}`;

export default function ItemsList({
  field,
  items,
  onChange,
  idPrefix,
  problems,
  images,
  announce,
  paired = [],
}: Props) {
  const list = useRef<HTMLFieldSetElement>(null);
  const item = field.item;
  if (!item) return null;
  const one = item.label.toLowerCase();
  const full = item.max !== undefined && items.length >= item.max;

  const focusButton = (index: number, name: string) =>
    // After React has drawn the list in its new order.
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-item="${index}"] [data-action="${name}"]`)
        ?.focus(),
    );

  const move = (from: number, to: number) => {
    onChange(moved(items, from, to));
    announce(
      `${itemName(item.label, items[from] ?? {}, from)} moved to ${to + 1} of ${items.length}.`,
    );
    focusButton(to, to < from ? "up" : "down");
  };

  return (
    <fieldset className={ITEMS_CLASS} ref={list} id={`${idPrefix}-${field.name}`}>
      <legend>{field.label}</legend>
      {field.hint ? <p className={`${ITEMS_CLASS}__hint`}>{field.hint}</p> : null}
      {problems.get(`-:${field.name}`) ? (
        <p className={`${ITEMS_CLASS}__problem`}>{problems.get(`-:${field.name}`)}</p>
      ) : null}
      <ol>
        {items.map((entry, index) => {
          const name = itemName(item.label, entry, index);
          // "--": never a field's id, `<item>-<field>` (a card's field is "name").
          const headingId = `${idPrefix}-${field.name}-${index}--heading`;
          const update = (key: string, value: unknown) =>
            onChange(items.map((other, at) => (at === index ? { ...other, [key]: value } : other)));
          return (
            <li key={index} data-item={index}>
              <div role="group" aria-labelledby={headingId} className={`${ITEMS_CLASS}__item`}>
                <div className={`${ITEMS_CLASS}__bar`}>
                  <span id={headingId} className={`${ITEMS_CLASS}__name`}>
                    {name}
                  </span>
                  <button
                    type="button"
                    data-action="up"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move {one} up
                  </button>
                  <button
                    type="button"
                    data-action="down"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move {one} down
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(items.filter((_, at) => at !== index));
                      announce(`${name} removed.`);
                    }}
                  >
                    Remove {one}
                  </button>
                </div>
                {item.fields.map((itemField) => (
                  <BlockFieldInput
                    key={itemField.name}
                    field={itemField}
                    value={entry[itemField.name]}
                    onChange={(value) => update(itemField.name, value)}
                    idPrefix={`${idPrefix}-${field.name}-${index}`}
                    problem={problems.get(`${index}:${itemField.name}`)}
                    images={images}
                    readOnly={
                      itemField.kind === "id" &&
                      typeof entry.id === "string" &&
                      paired.includes(entry.id)
                    }
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={full}
        onClick={() => {
          onChange([...items, newItem(item.label, items, paired)]);
          announce(`${item.label} ${items.length + 1} added.`);
          focusFirstText(list.current, `[data-item="${items.length}"]`);
        }}
      >
        Add {one}
      </button>
    </fieldset>
  );
}
