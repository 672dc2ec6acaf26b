import type { Page } from "@playwright/test";

import { contrast, flatten, luminance, palette, show } from "./support/colour";
import type { Rgba } from "./support/colour";
import { setupBrowserSuite } from "./support/harness";
import { content, NOT_FOUND_PATH, TEMPLATE_PAGES, VIEWPORTS } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

const ALL_PAGES = [...TEMPLATE_PAGES, NOT_FOUND_PATH];
const SCHEMES = ["light", "dark"] as const;

/** A dark surface: as dark as WCAG's luminance scale puts a deep grey (#474747 is 0.06). */
const DARK = 0.1;
/** A light surface or light text. */
const LIGHT = 0.6;
/** The screenshot's frame must be told apart from the page around it, as a designer would. */
const FRAME_CONTRAST = 1.5;

/**
 * What an element looks like: its text colour and the colour behind it, all its ancestors'
 * backgrounds painted over the canvas (the Canvas system colour of the page's colour scheme).
 */
async function looks(page: Page, selector: string) {
  const raw = await page.evaluate((s) => {
    const probe = document.createElement("div");
    probe.style.cssText = "color: Canvas; position: absolute";
    document.documentElement.append(probe);
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    return [...document.querySelectorAll(s)].map((el) => {
      const layers: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        layers.unshift(getComputedStyle(node).backgroundColor);
      }
      return { canvas, layers, color: getComputedStyle(el).color };
    });
  }, selector);
  const rgba = await palette(
    page,
    raw.flatMap((el) => [el.canvas, el.color, ...el.layers]),
  );
  return raw.map((el) => {
    const background = flatten(el.layers.map(rgba), rgba(el.canvas));
    return { background, color: flatten([rgba(el.color)], background) };
  });
}

const lum = (rgba: Rgba) => Number(luminance(rgba).toFixed(3));

for (const [rowTitle, path] of rowsOf(ALL_PAGES, "%s")) {
  test.describe(rowTitle, () => {
    // Each state of the page is loaded once, and every check of that state reads the same load:
    // the tests run in order in one worker.
    test.describe.configure({ mode: "default" });
    /** The page in a dark colour scheme, by whether JavaScript is on. */
    const darkPages = new Map<boolean, Page>();
    const darkPage = (javaScriptEnabled: boolean) => {
      const page = darkPages.get(javaScriptEnabled);
      if (!page) throw new Error(`${path} was not loaded (JavaScript on: ${javaScriptEnabled})`);
      return page;
    };
    test.beforeAll(async () => {
      for (const javaScriptEnabled of [true, false]) {
        darkPages.set(
          javaScriptEnabled,
          await site.open(path, { javaScriptEnabled, colorScheme: "dark" }),
        );
      }
    });
    test.afterAll(async () => {
      await Promise.all([...darkPages.values()].map((page) => page.context().close()));
      darkPages.clear();
    });

    for (const [title, javaScriptEnabled] of rowsOf(
      [true, false],
      "has a theme colour for each scheme: the brand's for light, a dark one for dark (JavaScript on: %s)",
    )) {
      test(title, async () => {
        // A dark scheme, so the dark entry's media query should match and the light one's not.
        const page = darkPage(javaScriptEnabled);
        const metas = await page.evaluate(() =>
          [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => ({
            media: meta.getAttribute("media") ?? "",
            content: meta.getAttribute("content") ?? "",
            matches: matchMedia(meta.getAttribute("media") ?? "not all").matches,
          })),
        );
        const squeeze = (media: string) => media.replace(/\s+/g, "").toLowerCase();
        expect(metas.map((meta) => squeeze(meta.media)).sort()).toEqual([
          "(prefers-color-scheme:dark)",
          "(prefers-color-scheme:light)",
        ]);
        const light = metas.find((meta) => squeeze(meta.media).includes("light"));
        const dark = metas.find((meta) => squeeze(meta.media).includes("dark"));
        if (!light || !dark) throw new Error("A theme colour is missing");
        expect([light.matches, dark.matches]).toEqual([false, true]);
        expect(light.content.toLowerCase()).toBe(content.site.themeColor.toLowerCase());
        const darkColour = (await palette(page, [dark.content]))(dark.content);
        expect(lum(darkColour)).toBeLessThan(DARK);
      });
    }

    test("is dark with JavaScript off: the dark theme is CSS alone", async () => {
      const [body] = await looks(darkPage(false), "body");
      if (!body) throw new Error("No body");
      expect(lum(body.background)).toBeLessThan(DARK);
      expect(lum(body.color)).toBeGreaterThan(LIGHT);
    });

    for (const [title, colorScheme] of rowsOf(SCHEMES, "in a %s colour scheme")) {
      test.describe(title, () => {
        let page: Page;
        test.beforeAll(async () => {
          page = await site.open(path, {
            colorScheme,
            viewport: VIEWPORTS.desktop,
            reducedMotion: "reduce",
          });
        });
        test.afterAll(() => page.context().close());

        test(`is ${colorScheme}: body, header${path === "/" ? ", cards" : ""} and footer`, async () => {
          // The browser's own parts (form controls, scroll bars, the canvas) follow the scheme too:
          // dark ones in dark, and never dark ones forced on a light page.
          const root = await page.evaluate(
            () => getComputedStyle(document.documentElement).colorScheme,
          );
          if (colorScheme === "dark") expect(root.split(/\s+/)).toContain("dark");
          else expect(root === "normal" || root.split(/\s+/).includes("light")).toBe(true);

          const [body] = await looks(page, "body");
          if (!body) throw new Error("No body");
          const surfaces = {
            header: await looks(page, "header.site-header"),
            footer: await looks(page, "footer.site-footer"),
            cards: path === "/" ? await looks(page, ".card") : [],
          };
          expect(surfaces.header).toHaveLength(1);
          expect(surfaces.footer).toHaveLength(1);
          if (path === "/") {
            expect(surfaces.cards.length).toBe(content.models.length + content.useCases.length);
          }
          const report = (list: Array<{ background: Rgba }>) =>
            list.map((el) => `${show(el.background)} (${lum(el.background)})`);

          if (colorScheme === "dark") {
            expect(lum(body.background)).toBeLessThan(DARK);
            expect(lum(body.color)).toBeGreaterThan(LIGHT);
            for (const [name, list] of Object.entries(surfaces)) {
              const light = list.filter((el) => lum(el.background) >= DARK);
              expect({ [name]: report(light) }).toEqual({ [name]: [] });
            }
          } else {
            expect(lum(body.background)).toBeGreaterThan(LIGHT);
            // The footer may stay dark in both schemes.
            for (const [name, list] of Object.entries({
              header: surfaces.header,
              cards: surfaces.cards,
            })) {
              const dark = list.filter((el) => lum(el.background) <= LIGHT);
              expect({ [name]: report(dark) }).toEqual({ [name]: [] });
            }
          }
        });

        /**
         * axe cannot judge text over a gradient (it reports such text as "incomplete", not as a
         * pass or a violation), so every text with a gradient behind it (the hero's title and
         * lead, today) is checked here: against the background colours under it and, as the
         * worst case, every colour stop of every gradient behind it at its full strength.
         */
        test("keeps text over gradients at WCAG AA contrast against every colour of the gradient", async () => {
          const texts = await page.evaluate(() => {
            const COLOUR = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/g;
            const probe = document.createElement("div");
            probe.style.cssText = "color: Canvas; position: absolute";
            document.documentElement.append(probe);
            const canvas = getComputedStyle(probe).color;
            probe.remove();
            return [...document.body.querySelectorAll("*")]
              .filter((el) => {
                const rect = el.getBoundingClientRect();
                return (
                  rect.width > 1 &&
                  rect.height > 1 &&
                  getComputedStyle(el).visibility === "visible" &&
                  [...el.childNodes].some(
                    (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
                  )
                );
              })
              .map((el) => {
                const layers: Array<{ color: string; stops: string[] }> = [];
                for (let node: Element | null = el; node; node = node.parentElement) {
                  const style = getComputedStyle(node);
                  const image = style.backgroundImage;
                  layers.unshift({
                    color: style.backgroundColor,
                    stops: image.includes("gradient") ? (image.match(COLOUR) ?? []) : [],
                  });
                }
                const style = getComputedStyle(el);
                const size = parseFloat(style.fontSize);
                return {
                  what: `<${el.tagName.toLowerCase()}.${String(el.getAttribute("class"))}> ${el.textContent?.trim().slice(0, 30)}`,
                  color: style.color,
                  large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
                  canvas,
                  layers,
                };
              })
              .filter((text) => text.layers.some((layer) => layer.stops.length > 0));
          });
          if (path === "/") expect(texts.length).toBeGreaterThan(1);

          const rgba = await palette(
            page,
            texts.flatMap((text) => [
              text.canvas,
              text.color,
              ...text.layers.flatMap((layer) => [layer.color, ...layer.stops]),
            ]),
          );
          const weak = texts.flatMap((text) => {
            // Every colour that may be behind the text: each layer over what is below it, and each
            // gradient stop over that.
            let behind: Rgba[] = [rgba(text.canvas)];
            for (const layer of text.layers) {
              behind = behind.map((below) => flatten([rgba(layer.color)], below));
              behind = [
                ...behind,
                ...behind.flatMap((below) =>
                  layer.stops.map((stop) => flatten([rgba(stop)], below)),
                ),
              ];
            }
            const needed = text.large ? 3 : 4.5;
            const worst = behind
              .map((background) => ({
                background,
                ratio: contrast(flatten([rgba(text.color)], background), background),
              }))
              .sort((a, b) => a.ratio - b.ratio)[0];
            return worst && worst.ratio < needed
              ? [
                  `${text.what}: ${text.color} on ${show(worst.background)}, ${worst.ratio.toFixed(2)}:1 < ${needed}:1`,
                ]
              : [];
          });
          expect(weak).toEqual([]);
        });
      });
    }
  });
}

test.describe("the dark theme", () => {
  test("darkens the open menu at 375 px too", async () => {
    const page = await site.open("/", { colorScheme: "dark", viewport: VIEWPORTS.phone });
    await page.getByRole("button", { name: "Menu" }).click();
    const links = await looks(page, ".site-nav__link");
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(lum(link.background)).toBeLessThan(DARK);
      expect(lum(link.color)).toBeGreaterThan(LIGHT);
    }
    await page.close();
  });

  for (const [title, colorScheme] of rowsOf(
    SCHEMES,
    `frames the hero screenshot so it stands out from the page (${FRAME_CONTRAST}:1) in %s`,
  )) {
    test(title, async () => {
      const page = await site.open("/", { colorScheme, viewport: VIEWPORTS.desktop });
      const frame = await page.evaluate(() => {
        const shot = document.querySelector(".hero__screenshot");
        if (!shot) throw new Error("No .hero__screenshot");
        const probe = document.createElement("div");
        probe.style.cssText = "color: Canvas; position: absolute";
        document.documentElement.append(probe);
        const canvas = getComputedStyle(probe).color;
        probe.remove();
        const style = getComputedStyle(shot);
        const around: string[] = [];
        for (let node = shot.parentElement; node; node = node.parentElement) {
          around.unshift(getComputedStyle(node).backgroundColor);
        }
        return {
          canvas,
          around,
          sides: ["top", "right", "bottom", "left"].map((side) => ({
            style: style.getPropertyValue(`border-${side}-style`),
            width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
            color: style.getPropertyValue(`border-${side}-color`),
          })),
        };
      });
      const rgba = await palette(page, [
        frame.canvas,
        ...frame.around,
        ...frame.sides.map((side) => side.color),
      ]);
      const backdrop = flatten(frame.around.map(rgba), rgba(frame.canvas));
      const sides = frame.sides.map((side) => {
        const colour = flatten([rgba(side.color)], backdrop);
        return {
          drawn: !["none", "hidden"].includes(side.style) && side.width >= 1,
          contrast: Number(contrast(colour, backdrop).toFixed(2)),
          colour: show(colour),
        };
      });
      const weak = sides.filter((side) => !side.drawn || side.contrast < FRAME_CONTRAST);
      expect({ backdrop: show(backdrop), weak }).toEqual({ backdrop: show(backdrop), weak: [] });
      await page.close();
    });
  }
});
