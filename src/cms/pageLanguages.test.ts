import { askedOnce, leavingQuestion, pagesLeaving } from "./pageLanguages";

const ENGLISH = {
  title: "What's new",
  blocks: [{ type: "image", id: "shot", image: "images/app-screenshot.png", alt: "A phone." }],
};
const german = (alt?: string) => ({
  title: "Neu",
  blocks: [{ id: "shot", ...(alt ? { alt } : {}) }],
});
const files = (de: unknown, en: unknown = ENGLISH) => ({
  "content/en/pages/whats-new.json": JSON.stringify(en),
  ...(de === undefined ? {} : { "content/de/pages/whats-new.json": JSON.stringify(de) }),
});
const PATH = "content/en/pages/whats-new.json";

describe("a save that takes a page off the site in a language", () => {
  it("names a translation that was whole and now misses a text: cleared there, or added in English", () => {
    const whole = files(german("Ein Telefon."));
    const cleared = pagesLeaving(PATH, whole, files(german()));
    expect(cleared.map(({ address, missing }) => [address, missing.map(({ key }) => key)])).toEqual(
      [["/de/whats-new/", ["blocks/shot/alt"]]],
    );
    const english = { ...ENGLISH, description: "New." };
    const added = pagesLeaving(PATH, whole, files(german("Ein Telefon."), english));
    expect(added.map(({ missing }) => missing.map(({ key }) => key))).toEqual([["description"]]);
    expect(leavingQuestion(cleared)).toBe(
      "Once published, this save takes the page off the site in German:\n\n/de/whats-new/ is not on the site in German: content/de/pages/whats-new.json misses 1 text (alt of image block “shot”). Translate it and the page is back in German.\n\nSave anyway? Cancel to translate first.",
    );
  });

  it("names nothing for a page that was not in the language yet, a new page, or a whole one", () => {
    expect(pagesLeaving(PATH, files(german()), files(german()))).toEqual([]);
    expect(pagesLeaving(PATH, files(undefined), files(german()))).toEqual([]);
    expect(pagesLeaving(PATH, {}, files(german()))).toEqual([]);
    expect(pagesLeaving(PATH, files(german("A")), files(german("B")))).toEqual([]);
  });

  it("is about pages made from blocks alone", () => {
    expect(pagesLeaving("content/en/models.json", {}, {})).toEqual([]);
    expect(pagesLeaving(undefined, {}, {})).toEqual([]);
  });

  it("is asked once a session for the same texts missing; another text missing asks again", () => {
    const asked = askedOnce();
    const one = pagesLeaving(PATH, files(german("Ein Telefon.")), files(german()));
    expect(asked.unasked(one)).toEqual(one);
    asked.confirm(one);
    expect(asked.unasked(one)).toEqual([]);
    const more = pagesLeaving(
      PATH,
      files(german("Ein Telefon.")),
      files({ blocks: [{ id: "shot" }] }),
    );
    expect(asked.unasked(more)).toEqual(more);
  });
});
