import { render } from "@testing-library/react";
import { fromJS } from "immutable";
import { Component } from "react";

import { ENGLISH_CARDS_CHANGED, cardsControl } from "./CardsControl";
import type { CardsControlProps } from "./CardsControl";
import { collections } from "./config";
import type { CmsField } from "./config";

/**
 * The "cards" widget around Decap's list, with a stand-in for the list that records what it is
 * given. Fields and values are Immutable.js, as Decap hands them over; the field is the models'
 * list as config.ts generates it, with the i18n settings Decap gives nested fields ("none" for
 * false, "translate" for true).
 */

type Received = CardsControlProps & { ref?: unknown };

const received: Received[] = [];
class FakeList extends Component<CardsControlProps> {
  override render() {
    received.push(this.props);
    return null;
  }
}

const models = collections().find((collection) => collection.name === "models");
const items = (models?.fields as CmsField[]).find((field) => field.name === "items");
const decapI18n = (value: unknown) =>
  value === true ? "translate" : value === false || value === undefined ? "none" : value;
const field = fromJS({
  ...items,
  fields: items?.fields?.map((card) => ({ ...card, i18n: decapI18n(card.i18n) })),
}) as unknown as CardsControlProps["field"];

let english = fromJS([
  { id: "gpt-4o", name: "GPT-4o", description: "Fast.", comingSoon: false },
  { id: "dall-e-3", name: "DALL·E 3", description: "Pictures.", comingSoon: true },
]);
const getEntry = () => fromJS({}).setIn(["data", "items"], english);

const CardsControl = cardsControl(FakeList);
const last = () => received[received.length - 1] as Received;
const fieldNames = (props: Received) =>
  (props.field.get("fields") as { toJS: () => Array<{ name: string; widget: string }> })
    .toJS()
    .map(({ name, widget }) => `${name}:${widget}`);

/** The widget in `locale` with this value; returns the onChange it was given. */
function show(value: unknown, locale: string) {
  const onChange = jest.fn();
  render(
    <CardsControl
      field={field}
      value={value as never}
      locale={locale}
      onChange={onChange}
      getEntry={getEntry as never}
    />,
  );
  return onChange;
}

beforeEach(() => {
  received.length = 0;
});

describe("the cards widget", () => {
  it("is Decap's list as it is in English, and tells a translation beside it of each change", () => {
    const heard = jest.fn();
    window.addEventListener(ENGLISH_CARDS_CHANGED, heard);
    const onChange = show(english, "en");
    expect(last().field).toBe(field);
    expect(last().value).toBe(english);
    last().onChange(english.pop() as never);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(ENGLISH_CARDS_CHANGED, heard);
  });

  it("shows a translation's texts alone: no id, no comingSoon, nothing to add, remove or move", () => {
    const german = fromJS([
      { id: "gpt-4o", name: "GPT-4o", description: "Schnell." },
      { id: "dall-e-3", name: "DALL·E 3", description: "Bilder." },
    ]);
    const onChange = show(german, "de");
    const shown = last();
    expect(fieldNames(shown)).toEqual(["name:string", "description:text", "id:card-translation"]);
    expect(
      ["allow_add", "allow_remove", "allow_reorder"].map((key) => shown.field.get(key)),
    ).toEqual([false, false, false]);
    expect(shown.value?.equals(german as never)).toBe(true);
    // Already paired with English: the entry is left as it is.
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows a translation it was not given without writing one: nothing is filled in", () => {
    const onChange = show(undefined, "ja");
    expect((last().value as unknown as { toJS: () => unknown }).toJS()).toEqual([
      { id: "gpt-4o" },
      { id: "dall-e-3" },
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps a translation paired with English: a card English adds appears, to translate", () => {
    const german = fromJS([
      { id: "dall-e-3", name: "DALL·E 3", description: "Bilder." },
      { id: "gpt-4o", name: "GPT-4o", description: "Schnell.", comingSoon: true },
    ]);
    const onChange = show(german, "de");
    // Shown in English's order, without English's comingSoon, and kept so in the entry.
    const paired = [
      { id: "gpt-4o", name: "GPT-4o", description: "Schnell." },
      { id: "dall-e-3", name: "DALL·E 3", description: "Bilder." },
    ];
    expect((last().value as unknown as { toJS: () => unknown }).toJS()).toEqual(paired);
    expect(onChange.mock.calls.map(([value]) => (value as { toJS: () => unknown }).toJS())).toEqual(
      [paired],
    );

    english = english.push(fromJS({ id: "llama-3", name: "Llama 3", description: "Open." }));
    window.dispatchEvent(new Event(ENGLISH_CARDS_CHANGED));
    expect((onChange.mock.calls[1]?.[0] as { toJS: () => unknown }).toJS()).toEqual([
      { id: "gpt-4o", name: "GPT-4o", description: "Schnell." },
      { id: "dall-e-3", name: "DALL·E 3", description: "Bilder." },
      { id: "llama-3" },
    ]);
  });
});
