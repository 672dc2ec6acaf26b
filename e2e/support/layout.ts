import { readdirSync, readFileSync } from "fs";
import path from "path";

const STYLES_DIR = path.resolve(__dirname, "../../src/styles");

/**
 * Small and large phones, a tablet, a laptop, a desktop: the widths the contact sheet shows and
 * the section links are followed at (the sweep covers every width in between).
 */
export const KEY_WIDTHS = [320, 375, 768, 1280, 1920] as const;

/**
 * Every width the layout suite measures: 320 to 1920 px in 16 px steps, which is finer than any
 * breakpoint can hide between, plus the common device widths that are not on that grid.
 */
export const SWEEP_WIDTHS: readonly number[] = [
  ...new Set([
    ...Array.from({ length: (1920 - 320) / 16 + 1 }, (_, step) => 320 + step * 16),
    ...[360, 375, 390, 414, 768, 1024, 1280],
  ]),
].sort((a, b) => a - b);

/** The width media queries of the site's stylesheets, in em: where the layout changes. */
export const BREAKPOINTS_EM: readonly number[] = [
  ...new Set(
    readdirSync(STYLES_DIR)
      .filter((file) => file.endsWith(".css"))
      .flatMap((file) => [
        ...readFileSync(path.join(STYLES_DIR, file), "utf8").matchAll(
          /@media[^{]*?width:\s*([\d.]+)em\b/g,
        ),
      ])
      .map((match) => Number(match[1])),
  ),
].sort((a, b) => a - b);

/**
 * The widths where a layout is most likely to break, for a locale not swept at every width: the
 * key widths, and the last pixel before and the first at each breakpoint, at 100 % and 200 % text
 * (the breakpoints are in em, so 200 % text moves them to twice the width). Just at a breakpoint
 * the header shows one more part in the same room, which is where a longer word overflows first.
 */
export const EDGE_WIDTHS: readonly number[] = [
  ...new Set([
    ...KEY_WIDTHS,
    ...BREAKPOINTS_EM.flatMap((em) => [16, 32].flatMap((px) => [em * px - 1, em * px])),
  ]),
]
  .filter((width) => width >= 320 && width <= 1920)
  .sort((a, b) => a - b);

/** Tall enough for the header and the hero, like a laptop; the sweep only changes the width. */
export const SWEEP_HEIGHT = 800;

/** The header bar's designed height in CSS px. */
export const HEADER_HEIGHT = 64;

/** What a mode of the suite expects of the layout, passed into the page with the measuring. */
export type LayoutRules = {
  /** The header bar must be this tall; with `min: 0` a shorter bar is also accepted. */
  headerHeight: { min: number; max: number };
  /**
   * Animation frames to wait before measuring: 2 by default, for a page just hovered, focused or
   * scrolled; none in a sweep (viewport.ts), whose resizing the measuring's first read lays out.
   */
  frames?: number;
};

/** One problem the measurements found at one width. */
export type Finding = {
  /** What is wrong, without figures that vary with the width: findings with one key are grouped. */
  key: string;
  /** What is wrong, with the figures measured. */
  message: string;
};

/**
 * Measures the page as it is laid out now and returns every broken layout rule. It runs inside the
 * page (pass it to page.evaluate), so it must not use anything from outside its own body.
 *
 * It waits `rules.frames` animation frames first (two unless told), so that what a hover, a focus
 * or a scroll made just before has been drawn; a sweep's resizing needs none (viewport.ts).
 * The checks:
 * - header: the bar is one row of its designed height, its items inside it, side by side;
 * - overflow: nothing makes the page scroll sideways or sticks out past its edges;
 * - clipping: no text is cut off by a box that hides its overflow, or lies outside the viewport;
 * - split words: the header's and the footer's labels keep each word that fits on one line;
 * - overlap: no two pieces of text are drawn over each other;
 * - pictures: each in its own proportions, a picture block's no wider than its size;
 * - targets: every control is at least 24×24 px (WCAG 2.5.8), the main ones 44×44.
 */
export async function findLayoutProblems(rules: LayoutRules): Promise<Finding[]> {
  // The sticky header sits over the content once the page scrolls; at the top it covers nothing,
  // so the overlap check compares what a reader sees.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  for (let frame = 0; frame < (rules.frames ?? 2); frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }

  const ROUNDING = 0.5;
  const OVERLAP = 1;
  const HIDDEN = ".visually-hidden";
  const NOT_RENDERED = "noscript, script, style, template, title, desc";
  const TARGET = "a[href], button, [role=button], summary, input:not([type=hidden]), select";
  const LARGE_TARGET = "button.menu-button, a.store-badge, a.site-header__cta";
  const bar = ".site-header__bar";
  const barItems = ".brand, .menu-button, .site-nav__link, .site-header__cta";
  /** The header's and footer's labels: links, buttons and the footer's headings. */
  const LABELS = ".site-header :is(a, button), .site-footer :is(a, button, h2)";

  const findings: Finding[] = [];
  const report = (key: string, message: string) => findings.push({ key, message });
  const px = (value: number) => `${Math.round(value * 10) / 10}`;
  const size = (rect: DOMRect) => `${px(rect.width)}×${px(rect.height)} px`;
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
    const id = element.id ? `#${element.id}` : "";
    return `${element.tagName.toLowerCase()}${id}${classes.join("")}`;
  };
  const snippet = (text: string) => {
    const squeezed = text.replace(/\s+/g, " ").trim();
    return JSON.stringify(squeezed.length > 40 ? `${squeezed.slice(0, 39)}…` : squeezed);
  };

  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  if (window.scrollY !== 0) report("scrolled", `the page is scrolled to ${window.scrollY} px`);

  // --- Text hidden on purpose: kept for screen readers, clipped away for everyone else. ---
  // Not only .visually-hidden: a site may apply the same pattern in a media query (a label that
  // narrow headers drop). Such text is meant to be cut off, so it is neither clipped nor in view.
  /** The visually-hidden pattern: taken out of the flow and clipped to nothing, or to 1×1 px. */
  const hidesItsContent = (element: Element) => {
    if (element.matches(HIDDEN)) return true;
    const style = getComputedStyle(element);
    if (style.position !== "absolute" && style.position !== "fixed") return false;
    const rect = element.getBoundingClientRect();
    const tiny = rect.width <= 1 && rect.height <= 1 && style.overflowX !== "visible";
    const clippedAway =
      /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip) || style.clipPath === "inset(50%)";
    return tiny || clippedAway;
  };
  const elements = [...document.body.querySelectorAll("*")];
  const hiddenByDesign = new Set<Element>();
  for (const element of elements) {
    const parent = element.parentElement;
    if ((parent && hiddenByDesign.has(parent)) || hidesItsContent(element)) {
      hiddenByDesign.add(element);
    }
  }
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !hiddenByDesign.has(element);

  // --- Header: one row of the designed height. ---
  const header = document.querySelector(bar);
  if (!header) {
    report("header-missing", `there is no ${bar}`);
  } else {
    const box = header.getBoundingClientRect();
    const { min, max } = rules.headerHeight;
    if (box.height < min - ROUNDING || box.height > max + ROUNDING) {
      const wanted = min === max ? `${max}` : `at most ${max}`;
      report("header-height", `the header bar is ${px(box.height)} px tall, not ${wanted}`);
    }
    const items = [...header.querySelectorAll(barItems)]
      .filter(shown)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    if (!items.some(({ element }) => element.matches(".menu-button, .site-nav__link"))) {
      report("header-no-nav", "the header shows neither the menu button nor the section links");
    }
    for (const { element, rect } of items) {
      if (rect.top < box.top - ROUNDING || rect.bottom > box.bottom + ROUNDING) {
        report(
          `header-outside:${describe(element)}`,
          `${describe(element)} spans ${px(rect.top)}–${px(rect.bottom)} px, outside the bar ` +
            `(${px(box.top)}–${px(box.bottom)} px)`,
        );
      }
    }
    // One row: every item shares some height with every other, so none sits below another.
    const lowest = [...items].sort((a, b) => b.rect.top - a.rect.top)[0];
    const highest = [...items].sort((a, b) => a.rect.bottom - b.rect.bottom)[0];
    if (lowest && highest && lowest.rect.top >= highest.rect.bottom - ROUNDING) {
      report(
        "header-rows",
        `the header wraps: ${describe(lowest.element)} (top ${px(lowest.rect.top)} px) is below ` +
          `${describe(highest.element)} (bottom ${px(highest.rect.bottom)} px)`,
      );
    }
    const leftToRight = [...items].sort((a, b) => a.rect.left - b.rect.left);
    leftToRight.slice(1).forEach((item, index) => {
      const before = leftToRight[index];
      const shared = Math.min(before?.rect.bottom ?? 0, item.rect.bottom);
      const sameRow = shared - Math.max(before?.rect.top ?? 0, item.rect.top) > OVERLAP;
      if (before && sameRow && item.rect.left < before.rect.right - OVERLAP) {
        report(
          `header-crowded:${describe(before.element)}+${describe(item.element)}`,
          `${describe(item.element)} overlaps ${describe(before.element)} by ` +
            `${px(before.rect.right - item.rect.left)} px`,
        );
      }
    });
  }

  // --- Overflow: the page does not scroll sideways, and nothing sticks out of it. ---
  for (const element of [root, document.body]) {
    if (element.scrollWidth > viewportWidth) {
      report(
        `scroll-width:${describe(element)}`,
        `the page scrolls sideways: ${describe(element)}.scrollWidth is ${element.scrollWidth} px ` +
          `in a ${viewportWidth} px viewport (${element.scrollWidth - viewportWidth} px too wide)`,
      );
    }
  }
  /** Whether the element hides what overflows it sideways (html and body clip to the viewport). */
  const clipsX = (element: Element) =>
    element !== root &&
    element !== document.body &&
    getComputedStyle(element).overflowX !== "visible";
  const NO_CLIP = { left: -Infinity, right: Infinity };
  /** The horizontal extent each element lets its descendants be seen in. */
  const clipOf = new Map<Element, { left: number; right: number }>();
  const stickingOut = new Set<Element>();
  for (const element of elements) {
    const parent = element.parentElement;
    const clip = (parent && clipOf.get(parent)) || NO_CLIP;
    const rect = element.getBoundingClientRect();
    // What can be seen of this element: its box, cut by every ancestor that clips overflow.
    const left = Math.max(rect.left, clip.left);
    const right = Math.min(rect.right, clip.right);
    clipOf.set(element, clipsX(element) ? { left, right } : clip);
    if (rect.width === 0 || rect.height === 0 || hiddenByDesign.has(element)) continue;
    // Only the outermost element that sticks out is reported, not each of its descendants.
    if (parent && stickingOut.has(parent)) {
      stickingOut.add(element);
      continue;
    }
    const pastLeft = -left;
    const pastRight = right - viewportWidth;
    if (pastLeft > OVERLAP || pastRight > OVERLAP) {
      stickingOut.add(element);
      const side =
        pastRight > OVERLAP
          ? `${px(pastRight)} px past the right`
          : `${px(pastLeft)} px past the left`;
      report(
        `sticks-out:${describe(element)}`,
        `${describe(element)} (${px(rect.width)} px wide) reaches ${side} edge of the ` +
          `${viewportWidth} px viewport`,
      );
    }
  }

  // --- The text a reader sees: every rendered, non-blank text node and its line boxes. ---
  type Line = { node: Text; text: string; owner: Element; rect: DOMRect };
  const lines: Line[] = [];
  const withText = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const owner = text.parentElement;
    if (!owner || !/\S/.test(text.data) || owner.closest(NOT_RENDERED) || !shown(owner)) continue;
    range.selectNodeContents(text);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    // The unfocused skip link waits above the page: nobody can see it there, nor see it overlap.
    const seen = rects.filter((rect) => rect.bottom > 0);
    if (seen.length === 0) continue;
    for (let element: Element | null = owner; element; element = element.parentElement) {
      withText.add(element);
    }
    for (const rect of seen) lines.push({ node: text, text: text.data, owner, rect });
  }

  // A page whose text all went missing would pass every check below: that is a problem too.
  if (lines.length === 0) report("no-text", "the page shows no text at all");

  // --- Split words: a label of the header or the footer keeps each word on one line when the
  // word fits the page's column ("Datenschutzerklä|rung" in a footer column too narrow for it).
  // Japanese is not split into words by spaces, and may break between phrases. Running text (the
  // footer's tagline beside the logo) may break a word its line is too short for. ---
  for (const node of new Set(lines.map(({ node: text }) => text))) {
    const owner = node.parentElement;
    if (!owner?.closest(LABELS) || owner.closest(":lang(ja)")) continue;
    const column = owner.closest(".container") ?? root;
    const style = getComputedStyle(column);
    const room =
      column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // A word with a hyphen ("KI-Chatbot") may break after it, as any line may.
    for (const word of node.data.matchAll(/[^\s\-\u2010]+[-\u2010]?/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const parts = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const width = parts.reduce((sum, rect) => sum + rect.width, 0);
      if (parts.length > 1 && width <= room - ROUNDING) {
        report(
          `split-word:${snippet(word[0])}`,
          `${describe(owner)} breaks ${snippet(word[0])} (${px(width)} px) across ` +
            `${parts.length} lines in a ${px(room)} px column`,
        );
      }
    }
  }

  // --- Clipping: no text is cut off, or placed where the viewport does not reach. ---
  for (const element of withText) {
    if (element === root || element === document.body) continue; // Covered by the overflow check.
    const style = getComputedStyle(element);
    const wider = style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1;
    const taller = style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 1;
    if (wider || taller) {
      report(
        `clipped:${describe(element)}`,
        `${describe(element)} cuts off its text ${snippet(element.textContent ?? "")}: content ` +
          `${element.scrollWidth}×${element.scrollHeight} px in a ${element.clientWidth}×` +
          `${element.clientHeight} px box (overflow ${style.overflowX} ${style.overflowY})`,
      );
    }
  }
  for (const line of lines) {
    const { rect } = line;
    if (rect.left < -OVERLAP || rect.right > viewportWidth + OVERLAP) {
      report(
        `text-outside:${snippet(line.text)}`,
        `the text ${snippet(line.text)} in ${describe(line.owner)} spans ${px(rect.left)}–` +
          `${px(rect.right)} px, outside the ${viewportWidth} px viewport`,
      );
    }
    // SVG text cannot scroll; it is clipped by its <svg> box instead.
    const svg = line.owner.closest("svg");
    if (svg) {
      const frame = svg.getBoundingClientRect();
      const outside =
        rect.left < frame.left - OVERLAP ||
        rect.right > frame.right + OVERLAP ||
        rect.top < frame.top - OVERLAP ||
        rect.bottom > frame.bottom + OVERLAP;
      if (outside) {
        const sides = [
          ["left", frame.left - rect.left],
          ["right", rect.right - frame.right],
          ["top", frame.top - rect.top],
          ["bottom", rect.bottom - frame.bottom],
        ] as const;
        const past = sides
          .filter(([, by]) => by > OVERLAP)
          .map(([side, by]) => `${px(by)} px past its ${side}`);
        report(
          `svg-text-clipped:${snippet(line.text)}`,
          `the SVG text ${snippet(line.text)} is cut off by its ${size(frame)} svg: ` +
            past.join(", "),
        );
      }
    }
  }

  // --- Overlap: no two pieces of text are drawn over each other. ---
  /** The block an inline element's text is laid out in: its paragraph, heading or list item. */
  const paragraphs = new Map<Element, Element>();
  const paragraphOf = (element: Element): Element => {
    const known = paragraphs.get(element);
    if (known) return known;
    let block: Element = element;
    while (block.parentElement && /^(inline|contents)/.test(getComputedStyle(block).display)) {
      block = block.parentElement;
    }
    paragraphs.set(element, block);
    return block;
  };
  // Sorted by top, each line only needs comparing with the lines that start above its bottom.
  const byTop = [...lines].sort((a, b) => a.rect.top - b.rect.top);
  const overlapping = new Set<string>();
  // (An index, not a slice of the rest: a slice copied the lines after each line, thousands of
  // times a width on the specimen.)
  byTop.forEach((line, index) => {
    for (let next = index + 1; next < byTop.length; next++) {
      const other = byTop[next];
      if (!other || other.rect.top > line.rect.bottom - OVERLAP) break;
      if (other.node === line.node) continue;
      // Lines of one paragraph are stacked by the browser's line layout: a heading's glyph boxes
      // reach past its tight line height into the next line's, which no reader sees as overlap.
      if (
        paragraphOf(other.owner) === paragraphOf(line.owner) &&
        other.rect.top > line.rect.top + OVERLAP
      ) {
        continue;
      }
      const width =
        Math.min(line.rect.right, other.rect.right) - Math.max(line.rect.left, other.rect.left);
      const height = Math.min(line.rect.bottom, other.rect.bottom) - other.rect.top;
      if (width <= OVERLAP || height <= OVERLAP) continue;
      const pair = `${snippet(line.text)} × ${snippet(other.text)}`;
      if (overlapping.has(pair)) continue;
      overlapping.add(pair);
      report(
        `overlap:${pair}`,
        `the text ${snippet(line.text)} (${describe(line.owner)}) and ${snippet(other.text)} ` +
          `(${describe(other.owner)}) overlap by ${px(width)}×${px(height)} px`,
      );
    }
  });

  // --- Pictures: drawn in their own proportions, and a picture block's never past its size. ---
  // A picture's width and height attributes give its shape before a byte arrives (a lazy one
  // too); a picture block's width is half its pixels (ImageBlock.tsx), the most it may be drawn
  // at and stay sharp.
  for (const image of document.querySelectorAll<HTMLImageElement>("img[width][height]")) {
    if (!shown(image)) continue;
    const box = image.getBoundingClientRect();
    const fit = getComputedStyle(image).objectFit;
    const shape = Number(image.getAttribute("width")) / Number(image.getAttribute("height"));
    if (
      shape > 0 &&
      Number.isFinite(shape) &&
      box.height > 0 &&
      !["cover", "contain"].includes(fit)
    ) {
      const drawn = box.width / box.height;
      if (Math.abs(drawn / shape - 1) > 0.02) {
        report(
          `stretched:${image.currentSrc || image.src}`,
          `the picture ${describe(image)} is drawn ${size(box)}, out of its ${image.getAttribute("width")}×${image.getAttribute("height")} proportions`,
        );
      }
    }
    const most = Number(image.getAttribute("width"));
    if (image.closest(".block-image") && box.width > most + ROUNDING) {
      report(
        `upscaled:${image.currentSrc || image.src}`,
        `the picture ${describe(image)} is drawn ${px(box.width)} px wide, past its ${most} px`,
      );
    }
  }

  // --- Targets: big enough to hit (WCAG 2.5.8: 24×24 px; the main controls 44×44). ---
  const targets = [...document.body.querySelectorAll(TARGET)].filter(shown);
  if (targets.length === 0) report("no-targets", "the page shows no links or buttons at all");
  for (const target of targets) {
    // Off screen until focused: the focused skip link is measured by its own test.
    if (target.matches(".skip-link") && document.activeElement !== target) continue;
    const minimum = target.matches(LARGE_TARGET) ? 44 : 24;
    const box = target.getBoundingClientRect();
    // A link that wraps is one box per line; each line must be tall enough on its own, or the
    // box around two short lines would pass for one tall target.
    const shortest = Math.min(...[...target.getClientRects()].map((rect) => rect.height));
    if (box.width < minimum - ROUNDING || Math.min(box.height, shortest) < minimum - ROUNDING) {
      const lineNote = shortest < box.height ? `, its shortest line ${px(shortest)} px tall` : "";
      report(
        `target:${describe(target)}:${snippet(target.textContent ?? "")}`,
        `${describe(target)} ${snippet(target.textContent ?? "")} is ${size(box)}${lineNote}, ` +
          `under ${minimum}×${minimum}`,
      );
    }
  }

  return findings;
}

/**
 * Where a section link landed, measured inside the page after the jump: the section's top, the
 * sticky header's bottom, and whether the page could have scrolled any further.
 */
export type Landing = { sectionTop: number; headerBottom: number; atEnd: boolean; scrollY: number };

/** Measures where the section with this id sits under the header (runs inside the page). */
export async function measureLanding(id: string): Promise<Landing> {
  // The router scrolls after it has rendered the new location: wait until the page holds still
  // for three frames (or a second has passed, and whatever is measured then is the answer).
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let still = 0;
  for (let frames = 0, last = NaN; still < 3 && frames < 60; frames += 1) {
    await frame();
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
  }
  const section = document.getElementById(id);
  const header = document.querySelector(".site-header");
  if (!section || !header) throw new Error(`#${id} or the site header is missing`);
  const root = document.documentElement;
  return {
    sectionTop: section.getBoundingClientRect().top,
    headerBottom: header.getBoundingClientRect().bottom,
    atEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 1,
    scrollY: window.scrollY,
  };
}

/** How far below the header's bottom a section may land: enough air, but not a lost screen. */
export const LANDING_GAP = 32;

/** What is wrong with where a section link landed, or nothing. */
export function landingProblem({ sectionTop, headerBottom, atEnd }: Landing): string | undefined {
  const gap = Math.round((sectionTop - headerBottom) * 10) / 10;
  const where = `the section's top is at ${Math.round(sectionTop)} px, the header's bottom at ${Math.round(headerBottom)} px`;
  if (gap < -0.5) return `${where}: ${-gap} px under the header`;
  if (gap > LANDING_GAP && !atEnd) return `${where}: ${gap} px below it (at most ${LANDING_GAP})`;
  return undefined;
}

/** Consecutive widths of the sweep as ranges: "320–400, 768 px". */
function widthRanges(indices: number[], widths: number[]): string {
  const runs: Array<[number, number]> = [];
  for (const index of indices) {
    const run = runs.at(-1);
    if (run && run[1] === index - 1) run[1] = index;
    else runs.push([index, index]);
  }
  const label = ([from, to]: [number, number]) =>
    from === to ? `${widths[from]}` : `${widths[from]}–${widths[to]}`;
  return `${runs.map(label).join(", ")} px`;
}

/**
 * Each problem once, with the widths it happens at, so a sweep of a hundred widths stays readable:
 * "at 320–375 px: the header bar is 88 px tall, not 64 … at 375 px: 96 px tall, not 64". The
 * figures shown are those of the first and the last width with the problem.
 */
export function summarize(found: Array<{ width: number; findings: Finding[] }>): string[] {
  const widths = found.map(({ width }) => width);
  const groups = new Map<string, { indices: number[]; first: string; last: string }>();
  found.forEach(({ findings }, index) => {
    for (const { key, message } of findings) {
      const group = groups.get(key) ?? { indices: [], first: message, last: message };
      // One problem may be found on several elements at one width (three links alike).
      if (group.indices.at(-1) !== index) group.indices.push(index);
      group.last = message;
      groups.set(key, group);
    }
  });
  return [...groups.values()].map(({ indices, first, last }) => {
    const where = widthRanges(indices, widths);
    const lastWidth = widths[indices.at(-1) ?? 0];
    return first === last
      ? `at ${where}: ${first}`
      : `at ${where}: ${first} … at ${lastWidth} px: ${last}`;
  });
}
