/** @jest-environment node */
import fs from "fs";
import path from "path";

import postcss from "postcss";
import type { AtRule, Declaration } from "postcss";

/**
 * Dark mode changes colours and nothing else: the one place the styles ask for the dark scheme
 * sets custom properties on :root, each a colour in both schemes, so no size, space or font can
 * differ between light and dark. That is what lets the layout sweep measure dark at the edge
 * widths alone (e2e/support/layoutSuite.ts) where light is measured at every width.
 */

const STYLES = __dirname;
const sheets = fs
  .readdirSync(STYLES)
  .filter((name) => name.endsWith(".css"))
  .map((name) => ({ name, root: postcss.parse(fs.readFileSync(path.join(STYLES, name), "utf8")) }));

/** A CSS colour as these styles write one: #hex, rgb()/hsl() with numbers, or a few keywords. */
const COLOUR =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,/%]+\)|transparent|currentcolor|white|black)$/i;

const darkRules: AtRule[] = [];
for (const { root } of sheets) {
  root.walkAtRules("media", (rule) => {
    if (/prefers-color-scheme\s*:\s*dark/.test(rule.params)) darkRules.push(rule);
  });
}

/** The custom properties :root sets outside any media query: the light scheme. */
const light = new Map<string, string>();
for (const { root } of sheets) {
  root.walkRules(":root", (rule) => {
    if (rule.parent?.type !== "root") return;
    rule.walkDecls(/^--/, (declaration) => {
      light.set(declaration.prop, declaration.value);
    });
  });
}

describe("the dark scheme", () => {
  it("is asked for in one place, tokens.css", () => {
    expect(
      darkRules.map(
        (rule) =>
          rule.source?.input.css === fs.readFileSync(path.join(STYLES, "tokens.css"), "utf8"),
      ),
    ).toEqual([true]);
  });

  it("sets nothing but custom properties on :root", () => {
    const [dark] = darkRules;
    const found: string[] = [];
    dark?.each((node) => {
      if (node.type !== "rule" || node.selector !== ":root")
        found.push(node.toString().slice(0, 60));
      else
        node.each((inner) => {
          if (inner.type !== "decl" || !inner.prop.startsWith("--")) found.push(inner.toString());
        });
    });
    expect(found).toEqual([]);
  });

  it("gives each of them a colour, where light gives one too", () => {
    const declarations: Declaration[] = [];
    darkRules[0]?.walkDecls((declaration) => {
      declarations.push(declaration);
    });
    expect(declarations.length).toBeGreaterThan(10);
    const notColours = declarations
      .filter(({ prop, value }) => !COLOUR.test(value) || !COLOUR.test(light.get(prop) ?? ""))
      .map(({ prop, value }) => `${prop}: ${value} (light: ${light.get(prop) ?? "none"})`);
    expect(notColours).toEqual([]);
  });
});
