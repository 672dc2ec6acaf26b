import type { BrowserContextOptions, Page } from "@playwright/test";

import { contrast, flatten, over, palette, show, toRgba } from "./support/colour";
import type { Rgba } from "./support/colour";
import { setupBrowserSuite } from "./support/harness";
import { SPECIMEN_PAGE, ENGLISH, SWEPT_LOCALES, VIEWPORTS } from "../scripts/shared/sitePages";
import type { SiteLocale } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

/**
 * Windows High Contrast and the other forced palettes come light or dark: Chromium picks its
 * emulated palette from the colour scheme (black on white, or white and yellow on black).
 * Reduced motion shows every card at once, so nothing is mid-entrance when it is measured.
 */
const SCHEMES = ["light", "dark"] as const;
const options = (
  colorScheme: (typeof SCHEMES)[number],
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
): BrowserContextOptions => ({
  forcedColors: "active",
  colorScheme,
  viewport,
  reducedMotion: "reduce",
});

/** The controls and boxes a forced palette would otherwise leave without an edge. */
const BOUNDED = [
  ".button",
  "button.menu-button",
  "a.site-header__cta",
  "a.store-badge",
  ".card",
  ".card__badge",
];

/** Every kind of control the site has: the home page's, and every block's on the specimen page. */
const EVERY_CONTROL = {
  phone: BOUNDED,
  // The menu button gives way to the links on a desktop.
  desktop: BOUNDED.filter((selector) => selector !== "button.menu-button"),
};

/** Which of them each page has (by its English path), at least one visible at that width. */
const EXPECTED: Record<string, { phone: string[]; desktop: string[] }> = {
  "/": EVERY_CONTROL,
  "/terms": {
    phone: [".button", "button.menu-button", "a.site-header__cta"],
    desktop: [".button", "a.site-header__cta"],
  },
  // Every block at its limits: the hero's button, the cards, the questions (Tab reaches each
  // summary) and the closing call's badges.
  [SPECIMEN_PAGE]: EVERY_CONTROL,
};

/** A UI component's edge must stand out from what is around it by WCAG 1.4.11's 3:1. */
const BOUNDARY_CONTRAST = 3;
/** Text must stand out from what is behind it by WCAG 1.4.3's 4.5:1. */
const TEXT_CONTRAST = 4.5;
/** The narrowest focus ring, in CSS pixels, a keyboard user can be expected to find. */
const FOCUS_RING_PX = 2;

type Edge = { style: string; width: number; color: string };
type Box = {
  what: Name;
  sides: Edge[];
  outline: Edge;
  /** Background colours from the root down to the element's parent: what the edge is seen on. */
  around: string[];
};

/** What a failure message calls an element: its tag, classes, label and first words. */
type Name = { tag: string; classes: string; label: string | null; text: string };
const named = ({ tag, classes, label, text }: Name) =>
  `<${tag}${classes ? `.${classes.trim().split(/\s+/).join(".")}` : ""}>` +
  `${label ? ` [${label}]` : ""}${text ? ` ${text}` : ""}`;

async function boxes(page: Page, selectors: string[]): Promise<Record<string, Box[]>> {
  return page.evaluate((list) => {
    const name = (el: Element) => ({
      tag: el.tagName.toLowerCase(),
      classes: typeof el.className === "string" ? el.className : "",
      label: el.getAttribute("aria-label"),
      text: (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30),
    });
    const edge = (style: CSSStyleDeclaration, side: string): Edge => ({
      style: style.getPropertyValue(`${side}-style`),
      width: parseFloat(style.getPropertyValue(`${side}-width`)),
      color: style.getPropertyValue(`${side}-color`),
    });
    const result: Record<string, Box[]> = {};
    for (const selector of list) {
      result[selector] = [...document.querySelectorAll(selector)]
        .filter((el) => {
          const rect = el.getBoundingClientRect();
          return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility === "visible";
        })
        .map((el) => {
          const style = getComputedStyle(el);
          const around: string[] = [];
          for (let node = el.parentElement; node; node = node.parentElement) {
            around.unshift(getComputedStyle(node).backgroundColor);
          }
          return {
            what: name(el),
            sides: ["top", "right", "bottom", "left"].map((side) => edge(style, `border-${side}`)),
            outline: edge(style, "outline"),
            around,
          };
        });
    }
    return result;
  }, selectors);
}

/** The colour the page's canvas is painted in: the palette's Canvas system colour. */
async function canvasColour(page: Page): Promise<Rgba> {
  const colour = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.cssText = "color: Canvas; forced-color-adjust: none; position: absolute";
    document.documentElement.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  });
  const [rgba] = await toRgba(page, [colour]);
  return rgba ?? [255, 255, 255, 1];
}

/** Whether an edge is drawn at least `minWidth` wide, in a colour that stands out from `backdrop`. */
function visibleEdge(edge: Edge, colour: Rgba, backdrop: Rgba, minWidth = 1) {
  if (["none", "hidden"].includes(edge.style) || !(edge.width >= minWidth)) return false;
  return colour[3] > 0 && contrast(over(colour, backdrop), backdrop) >= BOUNDARY_CONTRAST;
}

/**
 * Where each locale is seen: English's pages at both widths; another locale's home page and
 * pages made from blocks on a phone, with its menu open, where every one of its words in the
 * header, menu and footer shows (its legal pages have the same chrome over English's text).
 */
const viewportsOf = (locale: SiteLocale) =>
  Object.entries(VIEWPORTS).filter(([name]) => locale.code === ENGLISH.code || name === "phone");

/** The pages a locale is checked on: its path, and the English one EXPECTED knows it by. */
const pathsOf = (locale: SiteLocale) =>
  Object.keys(EXPECTED)
    .filter(
      (english) => locale.code === ENGLISH.code || english === "/" || english === SPECIMEN_PAGE,
    )
    .map((english) => [locale.localize(english), english] as const);

for (const [rowTitle, colorScheme] of rowsOf(SCHEMES, "forced colours from a %s colour scheme")) {
  test.describe(rowTitle, () => {
    // Each page at each width is loaded once for all the checks below, which run in order in one
    // worker: the edges are read from the page as loaded, then Tab walks it, then the text is
    // read, from the page put back as loaded (see there).
    test.describe.configure({ mode: "default" });
    const pages = new Map<string, Page>();
    const loaded = (path: string, viewportName: string) => {
      const page = pages.get(`${viewportName} ${path}`);
      if (!page) throw new Error(`${path} at ${viewportName} was not loaded`);
      return page;
    };
    test.beforeAll(async () => {
      for (const locale of SWEPT_LOCALES) {
        for (const [viewportName, viewport] of viewportsOf(locale)) {
          for (const [path] of pathsOf(locale)) {
            pages.set(
              `${viewportName} ${path}`,
              await site.open(path, options(colorScheme, viewport)),
            );
          }
        }
      }
    });
    test.afterAll(async () => {
      await Promise.all([...pages.values()].map((page) => page.context().close()));
      pages.clear();
    });

    test("are really applied by this Chromium: the palette replaces the site's colours", async () => {
      const normal = await site.open("/", { colorScheme, reducedMotion: "reduce" });
      const authored = await normal.evaluate(
        () => getComputedStyle(document.querySelector("a.site-header__cta") as Element).color,
      );
      const page = loaded("/", "desktop");
      const forced = await page.evaluate(() => {
        const system = [
          "Canvas",
          "CanvasText",
          "LinkText",
          "VisitedText",
          "ActiveText",
          "ButtonFace",
          "ButtonText",
          "ButtonBorder",
          "Field",
          "FieldText",
          "Highlight",
          "HighlightText",
          "GrayText",
        ].map((keyword) => {
          const probe = document.createElement("div");
          probe.style.cssText = `color: ${keyword}; forced-color-adjust: none`;
          document.body.append(probe);
          const value = getComputedStyle(probe).color;
          probe.remove();
          return value;
        });
        return {
          matches: matchMedia("(forced-colors: active)").matches,
          system,
          cta: getComputedStyle(document.querySelector("a.site-header__cta") as Element).color,
          bodyColor: getComputedStyle(document.body).color,
        };
      });
      expect(forced.matches).toBe(true);
      // The call to action's authored colour is gone, replaced by one of the palette's.
      expect(forced.cta).not.toBe(authored);
      expect(forced.system).toContain(forced.cta);
      expect(forced.system).toContain(forced.bodyColor);
      // And the palette follows the scheme: a dark canvas for dark, a light one for light.
      const canvas = await canvasColour(page);
      const [text] = await toRgba(page, [forced.bodyColor]);
      expect({ canvas: show(canvas), text: show(text ?? []) }).toEqual(
        colorScheme === "dark"
          ? { canvas: "rgb(0, 0, 0)", text: "rgb(255, 255, 255)" }
          : { canvas: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)" },
      );
    });

    for (const [rowTitle, locale] of rowsOf(SWEPT_LOCALES, "in $englishName")) {
      test.describe(rowTitle, () => {
        for (const [rowTitle, viewportName] of rowsOf(viewportsOf(locale), "at %s")) {
          test.describe(rowTitle, () => {
            const paths = pathsOf(locale);
            for (const [title, path, english] of rowsOf(
              paths,
              "%s: every button, button-like link, card and label has a visible edge",
            )) {
              test(title, async () => {
                const page = loaded(path, viewportName);
                const found = await boxes(page, BOUNDED);
                const expected = EXPECTED[english]?.[viewportName as keyof typeof VIEWPORTS] ?? [];
                expect(BOUNDED.filter((selector) => (found[selector]?.length ?? 0) > 0)).toEqual(
                  expected,
                );

                const canvas = await canvasColour(page);
                const boxList = Object.entries(found).flatMap(([selector, list]) =>
                  list.map((box) => ({ selector, box })),
                );
                const rgba = await palette(
                  page,
                  boxList.flatMap(({ box }) => [
                    ...box.around,
                    ...box.sides.map((side) => side.color),
                    box.outline.color,
                  ]),
                );
                const edgeless = boxList
                  .filter(({ box }) => {
                    const backdrop = flatten(box.around.map(rgba), canvas);
                    const border = box.sides.every((side) =>
                      visibleEdge(side, rgba(side.color), backdrop),
                    );
                    return !border && !visibleEdge(box.outline, rgba(box.outline.color), backdrop);
                  })
                  .map(
                    ({ selector, box }) =>
                      `${selector} ${named(box.what)}: border ${box.sides
                        .map((side) => `${side.style} ${side.width}px ${side.color}`)
                        .join(" / ")}; outline ${box.outline.style} ${box.outline.width}px ` +
                      `${box.outline.color}; on ${show(flatten(box.around.map(rgba), canvas))}`,
                  );
                expect(edgeless).toEqual([]);
              });
            }

            for (const [title, path] of rowsOf(
              paths,
              "%s: every element Tab reaches shows a focus ring",
            )) {
              test(title, async () => {
                const page = loaded(path, viewportName);
                const canvas = await canvasColour(page);
                const focusedNow = () =>
                  page.evaluate(() => {
                    const el = document.activeElement;
                    if (!el || el === document.body) return undefined;
                    const style = getComputedStyle(el);
                    const around: string[] = [];
                    for (let node = el.parentElement; node; node = node.parentElement) {
                      around.unshift(getComputedStyle(node).backgroundColor);
                    }
                    return {
                      what: {
                        tag: el.tagName.toLowerCase(),
                        classes: typeof el.className === "string" ? el.className : "",
                        label: el.getAttribute("aria-label"),
                        text: (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30),
                      },
                      focusVisible: el.matches(":focus-visible"),
                      outline: {
                        style: style.outlineStyle,
                        width: parseFloat(style.outlineWidth),
                        color: style.outlineColor,
                      },
                      around,
                    };
                  });
                type Focus = NonNullable<Awaited<ReturnType<typeof focusedNow>>>;
                const stops: Focus[] = [];
                for (let presses = 0; presses < 80; presses += 1) {
                  await page.keyboard.press("Tab");
                  const focused = await focusedNow();
                  if (!focused || (stops[0] && named(focused.what) === named(stops[0].what))) break;
                  stops.push(focused);
                }
                expect(stops.length).toBeGreaterThan(3);
                expect(stops.some((stop) => stop.what.classes.includes("site-header__cta"))).toBe(
                  true,
                );

                if (viewportName === "phone") {
                  // The menu's links are reachable once it is open: their rings count too.
                  await page.locator("button.menu-button").focus();
                  await page.keyboard.press("Enter");
                  const before = stops.length;
                  for (let presses = 0; presses < 10; presses += 1) {
                    await page.keyboard.press("Tab");
                    const focused = await focusedNow();
                    if (!focused?.what.classes.includes("site-nav__link")) break;
                    stops.push(focused);
                  }
                  expect(stops.length).toBeGreaterThan(before);
                }

                const rgba = await palette(
                  page,
                  stops.flatMap((stop) => [...stop.around, stop.outline.color]),
                );
                const faint = stops
                  .filter((stop) => {
                    const backdrop = flatten(stop.around.map(rgba), canvas);
                    const ring = rgba(stop.outline.color);
                    return !(
                      stop.focusVisible && visibleEdge(stop.outline, ring, backdrop, FOCUS_RING_PX)
                    );
                  })
                  .map(
                    (stop) =>
                      `${named(stop.what)}: outline ${stop.outline.style} ${stop.outline.width}px ` +
                      `${stop.outline.color} on ${show(flatten(stop.around.map(rgba), canvas))}` +
                      (stop.focusVisible ? "" : " (not :focus-visible)"),
                  );
                expect(faint).toEqual([]);
              });
            }

            for (const [title, path, english] of rowsOf(
              paths,
              "%s: no text takes the colour of what is behind it, or is transparent",
            )) {
              test(title, async () => {
                const page = loaded(path, viewportName);
                // The focus check before this one left the page scrolled, an element focused and,
                // on a phone, the menu open: put back as loaded, so that the menu opens here as a
                // visitor opens it, and nothing is coloured by focus.
                await page.evaluate(() => {
                  document.querySelector<HTMLElement>("#site-menu:popover-open")?.hidePopover();
                  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
                  window.scrollTo({ top: 0, behavior: "instant" });
                });
                if (viewportName === "phone") {
                  await page.locator("button.menu-button").click();
                }
                const canvas = await canvasColour(page);
                const texts = await page.evaluate(() => {
                  const name = (el: Element) => ({
                    tag: el.tagName.toLowerCase(),
                    classes: typeof el.className === "string" ? el.className : "",
                    label: el.getAttribute("aria-label"),
                    text: (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30),
                  });
                  const shown = (el: Element) => {
                    for (let node: Element | null = el; node; node = node.parentElement) {
                      const style = getComputedStyle(node);
                      if (style.opacity === "0" || style.display === "none") return false;
                    }
                    const rect = el.getBoundingClientRect();
                    return (
                      rect.width > 1 &&
                      rect.height > 1 &&
                      getComputedStyle(el).visibility === "visible"
                    );
                  };
                  return [...document.body.querySelectorAll("*")]
                    .filter(
                      (el) =>
                        !el.closest("noscript, script, style, svg") &&
                        [...el.childNodes].some(
                          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
                        ) &&
                        shown(el),
                    )
                    .map((el) => {
                      const style = getComputedStyle(el);
                      const layers: string[] = [];
                      for (let node: Element | null = el; node; node = node.parentElement) {
                        layers.unshift(getComputedStyle(node).backgroundColor);
                      }
                      return {
                        what: name(el),
                        color: style.color,
                        fill: style.webkitTextFillColor,
                        layers,
                      };
                    });
                });
                expect(texts.length).toBeGreaterThan(english === "/terms" ? 60 : 40);

                const rgba = await palette(
                  page,
                  texts.flatMap((text) => [text.color, text.fill, ...text.layers]),
                );
                const vanishing = texts
                  .map((text) => {
                    const background = flatten(text.layers.map(rgba), canvas);
                    const color = rgba(text.color);
                    return {
                      text,
                      color,
                      ratio: contrast(over(color, background), background),
                      background,
                    };
                  })
                  .filter(
                    ({ text, color, ratio }) =>
                      color[3] === 0 || rgba(text.fill)[3] === 0 || ratio < TEXT_CONTRAST,
                  )
                  .map(
                    ({ text, ratio, background }) =>
                      `${named(text.what)}: ${text.color} (fill ${text.fill}) on ${show(background)}, ` +
                      `${ratio.toFixed(2)}:1`,
                  );
                expect(vanishing).toEqual([]);
              });
            }
          });
        }
      });
    }
  });
}
