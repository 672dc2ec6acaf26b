import type { Page } from "@playwright/test";

/**
 * Right-to-left mirroring, measured: a page in a right-to-left language, laid out again with its
 * `dir` turned to left-to-right, must be the mirror image of itself. Every box laid out as a block
 * (a section, a card, a heading, a paragraph, a button) and every line of text must sit where its
 * reflection did, on the same rows: CSS written with logical properties (margin-inline-start,
 * text-align: start, inset-inline-end) flips with `dir`, and a physical one (margin-left,
 * text-align: left, left: 0) stays put, which is the fault this finds. The words are the same in
 * both, so the lines break alike; only the order of words within a line changes with the
 * direction, never the line's extent.
 */

type Placed = { key: string; left: number; right: number; top: number };

/** Every block box and every line of text of the page, by a key that names it in both layouts. */
async function placed(
  page: Page,
): Promise<{ width: number; items: Placed[]; lineCounts: Record<string, number> }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Tops from the top of the document, not of the window: a scroll between the two layouts'
    // reads (the browser restoring one, under load) moves no box.
    const { scrollY } = window;
    const items: Array<{ key: string; left: number; right: number; top: number }> = [];
    const keys = new Map<Element, string>();
    const keyOf = (element: Element): string => {
      const known = keys.get(element);
      if (known) return known;
      const parent = element.parentElement;
      const index = parent ? [...parent.children].indexOf(element) : 0;
      const key = `${parent ? keyOf(parent) : ""}>${element.tagName.toLowerCase()}${index}`;
      keys.set(element, key);
      return key;
    };
    const blockOf = (element: Element): Element => {
      let block = element;
      while (block.parentElement && /^(inline|contents)/.test(getComputedStyle(block).display)) {
        block = block.parentElement;
      }
      return block;
    };
    // A part in another direction of its own (an English text under dir="ltr") keeps it.
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility !== "hidden" &&
        element.closest(".visually-hidden") === null &&
        element.closest("[dir]") === document.documentElement
      );
    };
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (/^(inline|contents|none)/.test(style.display) || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      items.push({ key: keyOf(element), left: box.left, right: box.right, top: box.top + scrollY });
    }
    // The lines: each block's text, by row, from its leftmost to its rightmost glyph.
    const lines = new Map<string, { left: number; right: number; top: number }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !/\S/.test(node.textContent ?? "") || !shown(owner)) continue;
      if (owner.closest("script, style, noscript, title, svg")) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const key = `${keyOf(blockOf(owner))} line@${Math.round(rect.top + scrollY)}`;
        const line = lines.get(key) ?? {
          left: rect.left,
          right: rect.right,
          top: rect.top + scrollY,
        };
        line.left = Math.min(line.left, rect.left);
        line.right = Math.max(line.right, rect.right);
        lines.set(key, line);
      }
    }
    // How many lines each block's text takes: the same in both directions, or a line broke
    // otherwise, and every box below it moves (reported once here, not as each box's top).
    const lineCounts: Record<string, number> = {};
    for (const [key, line] of lines) {
      items.push({ key, ...line });
      const block = key.slice(0, key.lastIndexOf(" line@"));
      lineCounts[block] = (lineCounts[block] ?? 0) + 1;
    }
    return { width, items, lineCounts };
  });
}

/** Short names for a report: the element's tag, id and classes. */
const describeKey = (key: string) => key.split(">").slice(-3).join(">");

type Layout = Awaited<ReturnType<typeof placed>>;

/**
 * Each box or line of `rtl` whose place in `ltr` is not its reflection, and each block whose text
 * breaks into another number of lines.
 */
function compare(rtl: Layout, ltr: Layout): string[] {
  const flipped = new Map(ltr.items.map((item) => [item.key, item]));
  const problems: string[] = [];
  for (const block of new Set([...Object.keys(rtl.lineCounts), ...Object.keys(ltr.lineCounts)])) {
    const [there, here] = [rtl.lineCounts[block] ?? 0, ltr.lineCounts[block] ?? 0];
    if (there !== here) {
      const lines = (count: number) => `${count} ${count === 1 ? "line" : "lines"}`;
      problems.push(
        `${describeKey(block)}: its text in ${lines(there)} right to left, ${lines(here)} left to right`,
      );
    }
  }
  for (const item of rtl.items) {
    const other = flipped.get(item.key);
    if (!other) continue;
    const mirrored = rtl.width - item.right;
    if (Math.abs(other.left - mirrored) > 1 || Math.abs(other.top - item.top) > 1) {
      problems.push(
        `${describeKey(item.key)}: right to left at ${Math.round(item.left)}–${Math.round(item.right)} px, ` +
          `left to right at ${Math.round(other.left)}–${Math.round(other.right)} px, not its mirror ` +
          `(${Math.round(mirrored)}–${Math.round(mirrored + item.right - item.left)} px)` +
          (Math.abs(other.top - item.top) > 1
            ? `; its top ${Math.round(item.top)} px right to left, ${Math.round(other.top)} px left to right`
            : ""),
      );
    }
  }
  return problems;
}

/** Two reads of one layout that did not change in between: the same boxes and lines, in place. */
const sameLayout = (a: Layout, b: Layout) => JSON.stringify(a) === JSON.stringify(b);

/** What moved between two reads of one layout: each box or line, with its place in each. */
function moved(before: Layout, after: Layout): string[] {
  const now = new Map(after.items.map((item) => [item.key, item]));
  return before.items.flatMap((item) => {
    const other = now.get(item.key);
    if (other && JSON.stringify(other) === JSON.stringify(item)) return [];
    const where = ({ left, right, top }: Placed) =>
      `${Math.round(left)}–${Math.round(right)} px at ${Math.round(top)} px`;
    return [`${describeKey(item.key)}: ${where(item)}, then ${other ? where(other) : "gone"}`];
  });
}

/** How many times the page is measured before a layout that changes as it is read is a problem. */
const READS = 3;

/**
 * What does not mirror at the page's current width: each box or line whose left-to-right place
 * is not its right-to-left one reflected (within 1 px), named, with where each was. Right to left
 * is read before and after left to right: a page still changing as it is read (a CI run's busy
 * machine once moved everything below the hero by a line between the two reads at 320 px, which
 * no run alone has repeated) is read again, after its pictures and fonts, up to READS times.
 */
export async function mirroringProblems(page: Page): Promise<string[]> {
  const turn = (dir: "ltr" | "rtl") =>
    page.evaluate((value) => document.documentElement.setAttribute("dir", value), dir);
  const settle = () =>
    page.evaluate(async () => {
      // At most a second: a lazy picture out of view never loads, and its decode() never settles.
      const pictures = Promise.all(
        [...document.images].map((image) => image.decode().catch(() => null)),
      );
      await Promise.race([
        Promise.all([document.fonts.ready, pictures]),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  const changes: string[] = [];
  for (let read = 1; read <= READS; read++) {
    const rtl = await placed(page);
    await turn("ltr");
    let ltr: Layout;
    try {
      ltr = await placed(page);
    } finally {
      await turn("rtl");
    }
    const again = await placed(page);
    if (sameLayout(rtl, again)) return compare(rtl, ltr);
    changes.push(...moved(rtl, again).slice(0, 3));
    await settle();
  }
  return [
    `the page's layout changed while it was read, ${READS} times; its first changes: ${changes.join(" | ")}`,
  ];
}
