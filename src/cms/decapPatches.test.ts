/** @jest-environment node */
import fs from "fs";

import { DECAP_PATCHES, patchDecapBundle } from "./decapPatches";

/**
 * The changes to Decap's bundle find their code in the Decap installed, once each, and read the
 * site's layout of pages: the language of content/<locale>/pages/<slug>.json, and the rule that
 * lists a collection's English files.
 */

const bundle = fs.readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8");

/** A change's code as a function of the names it uses in the bundle. */
const run = (names: string[], body: string) =>
  new Function(...names, body) as (...values: string[]) => string;

describe("Decap's bundle, changed", () => {
  it("has each change made once, and nothing else changed", () => {
    const patched = patchDecapBundle(bundle);
    for (const { find, replace } of DECAP_PATCHES) {
      expect([find, patched.split(find).length - 1]).toEqual([find, 0]);
      expect([replace, patched.split(replace).length - 1]).toEqual([replace, 1]);
    }
    const grown = DECAP_PATCHES.reduce(
      (sum, { find, replace }) => sum + replace.length - find.length,
      0,
    );
    expect(patched.length - bundle.length).toBe(grown);
  });

  it("stops the build, naming the change, for a Decap without that code", () => {
    expect(() => patchDecapBundle(bundle.replace(DECAP_PATCHES[0]?.find ?? "", ""))).toThrow(
      /decap-cms-app\.js has 0 copies of the code src\/cms\/decapPatches\.ts changes \(getLocaleFromPath/,
    );
  });

  it("takes a page's language from the folder above pages/, and the others' as before", () => {
    const localeOf = run(["n"], (DECAP_PATCHES[0]?.replace ?? "").slice(1, -1));
    expect(localeOf("content/de/pages/faq.json")).toBe("de");
    expect(localeOf("content/en/pages/faq.json")).toBe("en");
    expect(localeOf("content/ja/models.json")).toBe("ja");
  });

  it("lists a collection's English files, a page's among them", () => {
    const ruleOf = run(["t", "e"], `return ${(DECAP_PATCHES[1]?.replace ?? "").split("?")[1]};`);
    const rule = new RegExp(ruleOf("en", "content/pages/(.*)"));
    expect(
      ["content/en/pages/faq.json", "content/de/pages/faq.json"].filter((f) => rule.test(f)),
    ).toEqual(["content/en/pages/faq.json"]);
  });
});

describe("Decap's bundle, changed for the editor's own faults", () => {
  const patch = (find: string) => {
    const found = DECAP_PATCHES.find((candidate) => candidate.find.includes(find));
    if (!found) throw new Error(`No change of ${find}.`);
    return found.replace;
  };

  it("switches the right column's language, which has no handler, without throwing", () => {
    const handle = run(
      ["e"],
      `const state = {}; const pane = { setState: (s) => Object.assign(state, s), props: {} };
       (function () { ${patch("selectedLocale")}; }).call(pane); return state.selectedLocale;`,
    );
    expect(handle("ja")).toBe("ja");
    // The left column's handler is still called.
    const heard: string[] = [];
    const left = new Function(
      "e",
      "heard",
      `const pane = { setState: () => undefined, props: { onLocaleChange: (l) => heard.push(l) } };
       (function () { ${patch("selectedLocale")}; }).call(pane);`,
    ) as (locale: string, heard: string[]) => void;
    left("de", heard);
    expect(heard).toEqual(["de"]);
  });

  it("sends with a save the uploads its entry names, in any language, and no other", () => {
    const map = (values: Record<string, unknown>) => ({
      get: (key: string) => values[key],
      toJSON: () => values,
    });
    const files = [
      "content/images/used.png",
      "content/images/refused.png",
      "content/images/de.jpg",
    ];
    const entry = map({
      data: { blocks: [{ image: "images/used.png", caption: "Not images/refused.png." }] },
      i18n: { de: { data: { screenshot: "images/de.jpg" } } },
      mediaFiles: { toArray: () => files.map((path) => map({ path, draft: true })) },
    });
    const sent = new Function(
      "entry",
      `${patch("mediaFiles")}.map((e=>e.get("path")))} return Pp({ entry });`,
    ) as (entry: unknown) => string[];
    expect(sent(entry)).toEqual(["content/images/used.png", "content/images/de.jpg"]);
  });
});
