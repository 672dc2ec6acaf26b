/** @jest-environment node */
import fs from "fs";
import path from "path";

import postcss from "postcss";
import type { Declaration, Root, Rule } from "postcss";

/**
 * Forced colours change colours and outlines and nothing that takes room: every declaration the
 * styles give only under a forced palette paints, none sizes, spaces or places. So the page's
 * geometry in forced colours is light's, which is what lets the layout sweep measure forced
 * colours at the edge widths alone (e2e/support/layoutSuite.ts), as it does dark, whose argument
 * is colourSchemes.test.ts. Chromium's own forced-colours mode repaints and drops shadows and
 * background images, none of which takes room either.
 */

const STYLES = __dirname;
const FORCED_COLORS_FILE = "forced-colors.css";

/**
 * What may be set under forced colours, because none of it takes room:
 * - colours: of text, backgrounds, borders (not their width or style), SVG paint (not its
 *   width), decorations, the caret, form accents, column rules and scrollbars;
 * - outlines, whole: an outline is drawn outside the box and takes no room (CSS UI 4, "Outlines
 *   do not take up space"), nor makes the page scroll;
 * - forced-color-adjust, which only says whether the palette repaints an element.
 * Custom properties are not here: one can feed a width as easily as a colour.
 */
const BORDER_SIDES = ["top", "right", "bottom", "left", "block", "inline"].flatMap((side) =>
  ["", "-start", "-end"]
    .filter((end) => end === "" || side === "block" || side === "inline")
    .map((end) => `border-${side}${end}-color`),
);
const PAINT_ONLY = new Set([
  "color",
  "background-color",
  "border-color",
  ...BORDER_SIDES,
  "fill",
  "stroke",
  "text-decoration-color",
  "text-emphasis-color",
  "caret-color",
  "accent-color",
  "column-rule-color",
  "scrollbar-color",
  "outline",
  "outline-color",
  "outline-style",
  "outline-width",
  "outline-offset",
  "forced-color-adjust",
]);

/**
 * The one rule allowed more: the open menu's panel, which light outlines with its bottom border
 * and its shadow (header.css), gets a border on every side once the palette drops the shadow.
 * Only the open panel has it, and that panel lies over the page (position: fixed, in the top
 * layer), so it moves nothing else; the sweep measures the page with the menu closed.
 */
const OPEN_MENU_PANEL = '.site-nav__links:is(:popover-open, [data-open="true"])';
const ALSO_ALLOWED = new Map([[OPEN_MENU_PANEL, new Set(["border"])]]);

/**
 * The media queries that differ under forced colours: forced-colors itself, active or none, and
 * prefers-contrast, which a forced palette also answers (Media Queries 5).
 */
const FORCED = /forced-colors|prefers-contrast/;

/**
 * The declarations that apply only under forced colours: all of `sheet` when the whole file is
 * forced colours', and otherwise those within a forced-colours media query, however nested.
 */
function forcedDeclarations(sheet: Root, wholeFile: boolean): Declaration[] {
  const found = new Set<Declaration>();
  const add = (declaration: Declaration) => void found.add(declaration);
  if (wholeFile) sheet.walkDecls(add);
  sheet.walkAtRules("media", (rule) => {
    if (FORCED.test(rule.params)) rule.walkDecls(add);
  });
  return [...found];
}

/** Each of those that may take room, with its selector. */
function geometryChanges(sheet: Root, wholeFile: boolean): string[] {
  return forcedDeclarations(sheet, wholeFile)
    .map((declaration) => {
      const rule = declaration.parent?.type === "rule" ? (declaration.parent as Rule) : undefined;
      return { declaration, selector: rule?.selector ?? "" };
    })
    .filter(({ declaration: { prop }, selector }) => {
      const name = prop.toLowerCase();
      return !PAINT_ONLY.has(name) && !ALSO_ALLOWED.get(selector)?.has(name);
    })
    .map(({ declaration, selector }) => `${selector} { ${declaration.toString()} }`);
}

const sheets = fs
  .readdirSync(STYLES)
  .filter((name) => name.endsWith(".css"))
  .map((name) => ({ name, root: postcss.parse(fs.readFileSync(path.join(STYLES, name), "utf8")) }));

describe("forced colours", () => {
  it("change colours and outlines only (and the open menu's border), in forced-colors.css and wherever else they are asked for", () => {
    // Not a vacuous pass: the file is there, with the rules it is known for.
    expect(sheets.map(({ name }) => name)).toContain(FORCED_COLORS_FILE);
    const checked = sheets.flatMap(({ name, root }) =>
      forcedDeclarations(root, name === FORCED_COLORS_FILE),
    );
    const found = sheets.flatMap(({ name, root }) =>
      geometryChanges(root, name === FORCED_COLORS_FILE).map((change) => `${name}: ${change}`),
    );
    expect(checked.length).toBeGreaterThanOrEqual(5);
    expect(found).toEqual([]);
  });

  it("give the open menu's panel a border only where it lies over the page", () => {
    // The panel's rules below the menu breakpoint (header.css), the open state among them.
    const positions: string[] = [];
    for (const { root } of sheets) {
      root.walkRules((rule) => {
        if (!rule.selector.startsWith(".site-nav__links:is(:popover-open")) return;
        rule.walkDecls("position", ({ value }) => void positions.push(value));
      });
    }
    expect(positions).toEqual(["fixed"]);
  });

  it("would be caught changing anything that takes room", () => {
    const sheet = postcss.parse(`
      .card { padding: 24px; }
      @media (forced-colors: active) {
        .button { border-color: ButtonText; outline: 2px solid Highlight; }
        .card { padding: 4px; }
        .button { border-width: 3px; }
        .site-nav__links { border: 1px solid CanvasText; }
        ${OPEN_MENU_PANEL} { border: 1px solid CanvasText; margin-top: 2px; }
        @media (min-width: 48em) { .site-header { height: 72px; } }
      }
      @media (prefers-contrast: more) { .hero { gap: 0; } }
      @media (forced-colors: none) { .card { min-height: 10px; } }
    `);
    expect(geometryChanges(sheet, false)).toEqual([
      ".card { padding: 4px }",
      ".button { border-width: 3px }",
      ".site-nav__links { border: 1px solid CanvasText }",
      `${OPEN_MENU_PANEL} { margin-top: 2px }`,
      ".site-header { height: 72px }",
      ".hero { gap: 0 }",
      ".card { min-height: 10px }",
    ]);
    // Everything in forced-colors.css counts, even outside a media query.
    expect(geometryChanges(postcss.parse(".card { width: 10px; color: red; }"), true)).toEqual([
      ".card { width: 10px }",
    ]);
  });
});
