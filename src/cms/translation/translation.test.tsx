import { act, fireEvent, render, screen } from "@testing-library/react";
import { fromJS } from "immutable";
import { Component, createRef } from "react";

import CardTranslationControl, { CARD_LOCALE_OPTION } from "./CardTranslationControl";
import { recordNow, sameRecord } from "./entryUnits";
import type { EntryMap } from "./entryUnits";
import { TRANSLATION_OPTIONAL, translatedTextControl } from "./TranslatedTextControl";
import TranslationRecordControl from "./TranslationRecordControl";

/**
 * The editor's translation widgets on an entry as Decap hands it over (Immutable.js): English's
 * data, and a translation's under i18n.<locale>.data with its record of the English it came from.
 * The English of one card's description and of the tagline changed since they were translated.
 */

const OLD = "Pictures.";
const NOW = "Pictures from a sentence.";

function makeEntry(german: { tagline?: string; description?: string; record?: object } = {}) {
  return fromJS({
    data: {
      items: [
        { id: "gpt-4o", name: "GPT-4o", description: "Fast." },
        { id: "dall-e-3", name: "DALL·E 3", description: NOW },
        { id: "llama-3", name: "Llama 3", description: "Open." },
      ],
    },
    i18n: {
      de: {
        data: {
          items: [
            { id: "gpt-4o", name: "GPT-4o", description: "Schnell." },
            { id: "dall-e-3", name: "DALL·E 3", description: german.description ?? "Bilder." },
            { id: "llama-3" },
          ],
          translatedFrom: german.record ?? {
            items: {
              "dall-e-3": { description: OLD, name: "DALL·E 3" },
              "gpt-4o": { description: "Fast.", name: "GPT-4o" },
            },
          },
        },
      },
    },
  }) as unknown as EntryMap;
}

const models = { get: (key: string) => (key === "name" ? "models" : undefined) };
const site = { get: (key: string) => (key === "name" ? "site" : undefined) };

describe("the record of a translation in the editor", () => {
  const units = (description: string) => [
    {
      id: "models.json#dall-e-3/description",
      locale: "de" as const,
      file: "content/de/models.json",
      pointer: "/items/1/description",
      field: "description",
      card: { id: "dall-e-3", name: "DALL·E 3" },
      source: NOW,
      target: description,
      state: "stale" as const,
    },
  ];
  const loadedRecord = { items: { "dall-e-3": { description: OLD } } };

  it("records the English of now for a text translated since the entry was opened", () => {
    const record = recordNow({
      loadedRecord,
      loaded: units("Bilder."),
      now: units("Bilder aus einem Satz."),
      confirmed: new Map(),
    });
    expect(record).toEqual({ items: { "dall-e-3": { description: NOW } } });
  });

  it("records it for a text confirmed still correct against the English of now, and only then", () => {
    const confirmed = (source: string) =>
      recordNow({
        loadedRecord,
        loaded: units("Bilder."),
        now: units("Bilder."),
        confirmed: new Map([["models.json#dall-e-3/description", source]]),
      });
    expect(confirmed(NOW)).toEqual({ items: { "dall-e-3": { description: NOW } } });
    // Confirmed against an English that has changed again since: stale again.
    expect(confirmed("Pictures, once.")).toEqual(loadedRecord);
  });

  it("keeps the record as it was for a text changed back, or emptied", () => {
    for (const text of ["Bilder.", ""]) {
      expect(
        recordNow({
          loadedRecord,
          loaded: units("Bilder."),
          now: units(text),
          confirmed: new Map(),
        }),
      ).toEqual(loadedRecord);
    }
  });

  it("compares records whatever the order of their keys", () => {
    expect(
      sameRecord({ a: "1", items: { x: { b: "2" } } }, { items: { x: { b: "2" } }, a: "1" }),
    ).toBe(true);
    expect(sameRecord(undefined, {})).toBe(true);
    expect(sameRecord({ a: "1" }, { a: "2" })).toBe(false);
  });
});

describe("the translation widgets", () => {
  it("beside a stale card text: the English then and now, and Still correct records the English of now", () => {
    let entry = makeEntry();
    const onChange = jest.fn((value: { toJS: () => unknown }) => {
      entry = (entry as unknown as { setIn: (path: string[], v: unknown) => EntryMap }).setIn(
        ["i18n", "de", "data", "translatedFrom"],
        value,
      );
    });
    const record = () => (
      <TranslationRecordControl
        locale="de"
        collection={models}
        getEntry={() => entry}
        onChange={onChange as never}
      />
    );
    const card = () => (
      <CardTranslationControl
        locale="de"
        collection={models}
        getEntry={() => entry}
        value="dall-e-3"
      />
    );
    const { rerender } = render(
      <>
        {record()}
        {card()}
      </>,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "1 text to check: the English changed since translated. 2 texts not yet translated.",
    );
    const note = screen.getByRole("note", {
      name: "Description: the English changed since this was translated.",
    });
    expect(note.querySelectorAll("dd")[0]?.textContent).toBe(OLD);
    expect(note.querySelectorAll("dd")[1]?.textContent).toBe(NOW);
    expect(onChange).not.toHaveBeenCalled();

    act(() => fireEvent.click(screen.getByRole("button", { name: "Still correct" })));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].toJS()).toEqual({
      items: {
        "dall-e-3": { description: NOW, name: "DALL·E 3" },
        "gpt-4o": { description: "Fast.", name: "GPT-4o" },
      },
    });
    rerender(
      <>
        {record()}
        {card()}
      </>,
    );
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText("Translated from the English as it is now.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("2 texts not yet translated.");
  });

  it("inside Decap's list, which hands it no locale, takes the pane's language from its options", () => {
    const field = { get: (key: string) => (key === CARD_LOCALE_OPTION ? "de" : undefined) };
    render(
      <CardTranslationControl
        collection={models}
        getEntry={makeEntry}
        value="dall-e-3"
        field={field}
      />,
    );
    expect(screen.getByRole("note").querySelectorAll("dd")[1]?.textContent).toBe(NOW);
  });

  it("a card new in English says it is still to translate", () => {
    render(
      <CardTranslationControl
        locale="de"
        collection={models}
        getEntry={makeEntry}
        value="llama-3"
      />,
    );
    expect(screen.getByText("Still to translate: this card is new in English.")).toBeTruthy();
  });

  it("translating a stale text records the English it now translates", () => {
    const onChange = jest.fn();
    const entry = makeEntry({ description: "Bilder aus einem Satz." });
    const { rerender } = render(
      <TranslationRecordControl
        locale="de"
        collection={models}
        getEntry={makeEntry}
        onChange={onChange}
      />,
    );
    rerender(
      <TranslationRecordControl
        locale="de"
        collection={models}
        getEntry={() => entry}
        onChange={onChange}
      />,
    );
    expect((onChange.mock.calls.at(-1)?.[0] as { toJS: () => unknown }).toJS()).toMatchObject({
      items: { "dall-e-3": { description: NOW } },
    });
  });

  it("in English says what a change does, and changes nothing", () => {
    const onChange = jest.fn();
    render(
      <TranslationRecordControl
        locale="en"
        collection={models}
        getEntry={makeEntry}
        onChange={onChange}
      />,
    );
    expect(screen.getByText(/English is the source/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a file's own stale text has the notice under Decap's own control", () => {
    class FakeString extends Component<{ value?: unknown }> {
      override render() {
        return <input aria-label="Tagline" defaultValue={String(this.props.value ?? "")} />;
      }
    }
    const Text = translatedTextControl(FakeString as never);
    const entry = fromJS({
      data: { tagline: "One app, many models." },
      i18n: { de: { data: { tagline: "Eine App.", translatedFrom: { tagline: "One app." } } } },
    }) as unknown as EntryMap;
    const field = { get: (key: string) => ({ name: "tagline", label: "Tagline" })[key] };
    const { rerender } = render(
      <Text locale="de" collection={site} getEntry={() => entry} field={field} value="Eine App." />,
    );
    expect(screen.getByRole("textbox", { name: "Tagline" })).toBeTruthy();
    const note = screen.getByRole("note", {
      name: "Tagline: the English changed since this was translated.",
    });
    expect([...note.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual([
      "One app.",
      "One app, many models.",
    ]);
    rerender(<Text locale="en" collection={site} getEntry={() => entry} field={field} value="x" />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("a page's title in a translation not yet finished", () => {
  class FakeString extends Component<{ value?: unknown }> {
    override render() {
      return <input aria-label="Title" defaultValue={String(this.props.value ?? "")} />;
    }
  }
  const Text = translatedTextControl(FakeString as never);
  const pages = { get: (key: string) => (key === "name" ? "pages" : undefined) };
  const field = {
    get: (key: string) =>
      ({ name: "title", label: "Title", [TRANSLATION_OPTIONAL]: true })[key] as unknown,
  };
  const entry = fromJS({
    slug: "pages/faq",
    data: { title: "FAQ", blocks: [] },
    i18n: { de: { data: {} } },
  }) as unknown as EntryMap;

  it("passes Decap's required check empty in a translation, and is checked once typed", () => {
    const handle = createRef<{ getValidateValue: () => unknown }>();
    const { rerender } = render(
      <Text ref={handle} locale="de" collection={pages} getEntry={() => entry} field={field} />,
    );
    expect(handle.current?.getValidateValue()).toBe("…");
    rerender(
      <Text
        ref={handle}
        locale="de"
        collection={pages}
        getEntry={() => entry}
        field={field}
        value="Häufige Fragen"
      />,
    );
    expect(handle.current?.getValidateValue()).toBe("Häufige Fragen");
    // In English it is required as the schema says.
    rerender(
      <Text ref={handle} locale="en" collection={pages} getEntry={() => entry} field={field} />,
    );
    expect(handle.current?.getValidateValue()).toBeUndefined();
  });
});
