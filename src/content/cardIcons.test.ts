import fs from "fs";
import path from "path";

import { CARD_ICONS, iconMarkup } from "./cardIcons";

const common = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../content/schemas/common.schema.json"), "utf8"),
) as { definitions: { cardIcon: { enum: string[] } } };

describe("the cards' icons", () => {
  it("are the schema's list, name for name", () => {
    expect(Object.keys(CARD_ICONS).sort()).toEqual([...common.definitions.cardIcon.enum].sort());
  });

  it("are each drawn from shapes alone: no script, no handler, no link, no style", () => {
    for (const name of Object.keys(CARD_ICONS)) {
      const markup = iconMarkup(name) ?? "";
      const tags = [...markup.matchAll(/<([a-z]+)/g)].map(([, tag]) => tag);
      expect(tags.length).toBeGreaterThan(0);
      expect(
        tags.filter((tag) => !/^(path|circle|rect|line|polyline|polygon|ellipse)$/.test(tag ?? "")),
      ).toEqual([]);
      const attributes = [...markup.matchAll(/ ([a-z-]+)="/g)].map(([, attribute]) => attribute);
      expect(
        attributes.filter(
          (a) => !/^(d|cx|cy|r|rx|ry|x|y|x1|x2|y1|y2|width|height|points|fill)$/.test(a ?? ""),
        ),
      ).toEqual([]);
    }
  });

  it("gives no markup for no icon, or a name outside the set", () => {
    expect(iconMarkup(undefined)).toBeNull();
    expect(iconMarkup("twitter")).toBeNull();
    expect(iconMarkup("constructor")).toBeNull();
  });

  it("shows an icon on every card of the site, each from the set", () => {
    for (const file of ["use-cases", "models"]) {
      const { items } = JSON.parse(
        fs.readFileSync(path.join(__dirname, `../../content/en/${file}.json`), "utf8"),
      ) as { items: Array<{ id: string; icon?: string }> };
      expect(items.filter(({ icon }) => iconMarkup(icon) === null).map(({ id }) => id)).toEqual([]);
    }
  });
});
