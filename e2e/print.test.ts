import { readFileSync } from "fs";
import path from "path";
import type { Page } from "@playwright/test";

import { contrast, flatten, over, show, toRgba, WHITE } from "./support/colour";
import type { Rgba } from "./support/colour";
import { setupBrowserSuite } from "./support/harness";
import { readPdf, squash } from "./support/pdf";
import type { PdfText } from "./support/pdf";
import { content, ENGLISH, localePages, SWEPT_LOCALES } from "../scripts/shared/sitePages";
import type { SiteLocale } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

/** The legal pages of every locale: the ones a visitor may want on paper. */
const LEGAL = ["/terms", "/privacy"] as const;

/** The colour schemes every legal page is loaded in, to print it or to see it in print media. */
const SCHEMES = ["light", "dark"] as const;
type Scheme = (typeof SCHEMES)[number];

/** Printed from a light scheme on plain paper, and from a dark one with background graphics. */
const PRINTS = [
  ["light", false],
  ["dark", true],
] as const;

/**
 * Every legal page of every locale, with the schemes it is printed from. English prints each
 * from both. A translation's legal pages are one template over English's body: it prints the
 * first from light and the second from dark, so each page and each scheme is printed once.
 */
const LEGAL_PAGES = localePages(SWEPT_LOCALES, LEGAL).map(({ path, page, locale }) => ({
  path,
  locale,
  prints:
    locale.code === ENGLISH.code
      ? PRINTS
      : PRINTS.filter((_, i) => i === LEGAL.indexOf(page as (typeof LEGAL)[number]) % 2),
}));

/** The copyright line as the locale's footer shows it (content/<locale>/site.json, or English's). */
function copyrightOf(locale: SiteLocale): string {
  const file = path.resolve(__dirname, `../content/${locale.code}/site.json`);
  const translated = JSON.parse(readFileSync(file, "utf8")) as { copyright?: string };
  return translated.copyright ?? content.site.copyright;
}

/** Text on paper at least as dark as WCAG AAA asks of text on a white page. */
const INK_CONTRAST = 7;

/** What the screen shows of a legal page: the texts its printout must keep, or leave out. */
type Screen = {
  /** The article's blocks in reading order: title, date, then every heading, paragraph, item. */
  blocks: Array<{ tag: string; text: string; links: Array<{ text: string; href: string }> }>;
  /** All the article's text but its way back home. */
  articleText: string;
  /** Each line of text of the skip link, header, footer and back link. */
  chrome: Array<{ where: string; text: string }>;
};

function readScreen(page: Page): Promise<Screen> {
  return page.evaluate(() => {
    const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
    const article = document.querySelector("article.legal");
    if (!article) throw new Error("No article.legal on the page");
    const BLOCK = "h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, pre, th, td";
    // Blocks holding no other block: a list item's paragraph, not the item around it.
    const blocks = [...article.querySelectorAll<HTMLElement>(BLOCK)]
      .filter((el) => !el.closest(".legal__back") && !el.querySelector(BLOCK))
      .map((el) => ({
        tag: el.tagName.toLowerCase(),
        text: normalise(el.innerText),
        links: [...el.querySelectorAll("a[href]")].map((a) => ({
          text: normalise((a as HTMLElement).innerText),
          href: a.getAttribute("href") ?? "",
        })),
      }))
      .filter((block) => block.text !== "");
    const chrome = [
      ".skip-link",
      "header.site-header",
      "footer.site-footer",
      ".legal__back",
    ].flatMap((selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].flatMap((el) =>
        // textContent as well as innerText: the skip link is off screen until focused.
        [...el.innerText.split("\n"), ...(selector === ".skip-link" ? [el.textContent] : [])]
          .map((line) => normalise(line ?? ""))
          .filter((line) => line !== "")
          .map((text) => ({ where: selector, text })),
      ),
    );
    return { blocks, articleText: blocks.map((block) => block.text).join(" "), chrome };
  });
}

/** Where a link's address is written on paper: in full, as a reader types it. */
function printedAddress(href: string): string | undefined {
  if (href.startsWith("#")) return undefined; // A place on the same page: nothing to type.
  if (/^(mailto|tel):/i.test(href)) {
    return decodeURIComponent(href.replace(/^(mailto|tel):/i, "").split("?")[0] ?? "");
  }
  return new URL(href, content.site.siteUrl).href;
}

/**
 * The printout's text as one squashed string, with the line each character came from, so a
 * match can be traced back to its page.
 */
function indexPdf(pdf: PdfText) {
  let text = "";
  const lineOf: number[] = [];
  const lineStarts: number[] = [];
  pdf.lines.forEach((line, index) => {
    lineStarts.push(text.length);
    const squashed = squash(line.text);
    text += squashed;
    for (let i = 0; i < squashed.length; i += 1) lineOf.push(index);
  });
  const pageAt = (offset: number) => pdf.lines[lineOf[offset] ?? -1]?.page ?? -1;
  return { text, lineOf, lineStarts, pageAt };
}

type Match = { block: Screen["blocks"][number]; start: number; end: number };

/**
 * Finds each block, in order, in the printout's squashed text. A block is matched whole: its text
 * in pieces cut after each link, each piece following the one before, with room between them
 * only for the address a printout may write after a link. Returns the matches and the blocks
 * that were not found.
 */
function matchBlocks(blocks: Screen["blocks"], printed: string) {
  const matches: Match[] = [];
  const missing: string[] = [];
  let cursor = 0;
  for (const block of blocks) {
    const whole = squash(block.text);
    const pieces: Array<{ text: string; room: number }> = [];
    let from = 0;
    for (const link of block.links) {
      const at = whole.indexOf(squash(link.text), from);
      if (at < 0 || squash(link.text) === "") continue;
      const cut = at + squash(link.text).length;
      const address = printedAddress(link.href);
      pieces.push({ text: whole.slice(from, cut), room: squash(address ?? "").length + 6 });
      from = cut;
    }
    pieces.push({ text: whole.slice(from), room: 0 });
    const first = pieces[0]?.text ?? "";
    let found: Match | undefined;
    for (let start = printed.indexOf(first, cursor); start >= 0 && !found;) {
      let end = start + first.length;
      let ok = true;
      for (let i = 1; i < pieces.length && ok; i += 1) {
        const piece = pieces[i]?.text ?? "";
        const room = pieces[i - 1]?.room ?? 0;
        const next = printed.indexOf(piece, end);
        ok = next >= 0 && next - end <= room;
        end = next + piece.length;
      }
      if (ok) found = { block, start, end };
      else start = printed.indexOf(first, start + 1);
    }
    if (found) {
      matches.push(found);
      cursor = found.end;
    } else {
      missing.push(`<${block.tag}> ${block.text}`);
    }
  }
  return { matches, missing };
}

/** What a loaded page shows on screen, and what it prints. */
async function pdfOf(page: Page, printBackground: boolean) {
  const screen = await readScreen(page);
  const pdf = await readPdf(await page.pdf({ format: "A4", printBackground }));
  return { screen, pdf };
}

for (const [rowTitle, { path: route, locale, prints }] of rowsOf(LEGAL_PAGES, "printing $path")) {
  test.describe(rowTitle, () => {
    // The page is loaded once in each scheme, and every check from that scheme reads that load.
    // The tests run in order in one worker: each printout is read from the screen before the
    // checks in print media, declared after them, switch the page to print.
    test.describe.configure({ mode: "default" });
    const pages = new Map<Scheme, Page>();
    const loaded = (colorScheme: Scheme) => {
      const page = pages.get(colorScheme);
      if (!page) throw new Error(`${route} was not loaded in a ${colorScheme} colour scheme`);
      return page;
    };
    test.beforeAll(async () => {
      for (const colorScheme of SCHEMES) {
        pages.set(colorScheme, await site.open(route, { colorScheme }));
      }
    });
    test.afterAll(async () => {
      await Promise.all([...pages.values()].map((page) => page.context().close()));
      pages.clear();
    });

    for (const [rowTitle, colorScheme, printBackground] of rowsOf(
      prints,
      "from a %s colour scheme (background graphics printed: %s)",
    )) {
      test.describe(rowTitle, () => {
        let screen: Screen;
        let pdf: PdfText;
        test.beforeAll(async () => {
          ({ screen, pdf } = await pdfOf(loaded(colorScheme), printBackground));
        });

        test("keeps the title, the date, and every heading, paragraph and list item whole", () => {
          expect(screen.blocks.filter((block) => block.tag === "h1")).toHaveLength(1);
          expect(
            screen.blocks.filter((block) => /^h[2-6]$/.test(block.tag)).length,
          ).toBeGreaterThan(3);
          expect(screen.blocks.filter((block) => block.tag === "p").length).toBeGreaterThan(5);
          const { missing } = matchBlocks(screen.blocks, indexPdf(pdf).text);
          expect(missing).toEqual([]);
        });

        test("leaves out the skip link, header, navigation, footer and the way back home", () => {
          const printed = indexPdf(pdf).text;
          const article = squash(screen.articleText);
          const { strings } = locale;
          const named = [
            `${strings.login}${strings.loginMore}`,
            strings.sectionLinks.models,
            strings.sectionLinks.useCases,
            copyrightOf(locale),
            strings.backHome,
            ...screen.chrome.filter((line) => line.where === ".skip-link").map((line) => line.text),
          ];
          // Each of these is only in the page's chrome, never in the legal text itself…
          expect(named.filter((text) => article.includes(squash(text)))).toEqual([]);
          expect(named.filter((text) => printed.includes(squash(text)))).toEqual([]);
          // …and so is every other line of the chrome that the legal text does not also say.
          const chromeOnly = screen.chrome.filter((line) => !article.includes(squash(line.text)));
          expect(chromeOnly.length).toBeGreaterThan(named.length);
          expect(chromeOnly.filter((line) => printed.includes(squash(line.text)))).toEqual([]);
        });

        test("writes each link's full address right after its text", () => {
          const printed = indexPdf(pdf).text;
          const links = screen.blocks.flatMap((block) => block.links);
          expect(links.length).toBeGreaterThan(0);
          // Every link counts: three "Terms of Use" links need three "Terms of Use (address)".
          const wanted = new Map<string, { text: string; address: string; count: number }>();
          for (const { text, href } of links) {
            const address = printedAddress(href);
            if (address === undefined || squash(text) === squash(address)) continue;
            const key = `${text}\n${address}`;
            const entry = wanted.get(key) ?? { text, address, count: 0 };
            wanted.set(key, { ...entry, count: entry.count + 1 });
          }
          expect(wanted.size).toBeGreaterThan(0);
          const unwritten = [...wanted.values()].flatMap(({ text, address, count }) => {
            const written = [...printed.matchAll(new RegExp(escape(squash(text)), "g"))].filter(
              (match) => {
                const after = printed.slice(match.index + match[0].length);
                const at = after.indexOf(squash(address));
                // The whole address, closed by its bracket: nothing cut off at its end.
                return (
                  at >= 0 &&
                  /^[^\p{L}\p{N}]{0,3}$/u.test(after.slice(0, at)) &&
                  after.slice(at + squash(address).length).startsWith(")")
                );
              },
            ).length;
            return written >= count ? [] : [`${text} → ${address}: ${written} of ${count} written`];
          });
          expect(unwritten).toEqual([]);
        });

        test("never ends a page with a heading: each stays with the text after it", () => {
          const index = indexPdf(pdf);
          const { matches, missing } = matchBlocks(screen.blocks, index.text);
          expect(missing).toEqual([]);
          const headings = matches
            .map((match, i) => ({ ...match, next: matches[i + 1] }))
            .filter((match) => /^h[1-6]$/.test(match.block.tag));
          expect(headings.length).toBeGreaterThan(3);
          // On one page there would be no page end to check.
          expect(pdf.pages).toBeGreaterThan(1);

          // The first line after each heading is on the heading's page.
          const parted = headings
            .filter(({ end, next }) => next && index.pageAt(end - 1) !== index.pageAt(next.start))
            .map(
              ({ block, end, next }) =>
                `"${block.text}" on page ${index.pageAt(end - 1)}, ` +
                `"${next?.block.text.slice(0, 40)}…" on page ${index.pageAt(next?.start ?? 0)}`,
            );
          expect(parted).toEqual([]);

          // No page but the last ends with (the end of) a heading.
          const endings = pdf.lines
            .map((line, i) => ({ line, i }))
            .filter(({ line, i }) => line.page < pdf.pages && pdf.lines[i + 1]?.page !== line.page);
          expect(endings.length).toBe(pdf.pages - 1);
          const headingEndings = endings
            .filter(({ i }) => {
              const start = index.lineStarts[i] ?? 0;
              const end = (index.lineStarts[i + 1] ?? index.text.length) - 1;
              return headings.some((heading) => heading.start <= end && start < heading.end);
            })
            .map(({ line }) => `page ${line.page} ends with "${line.text}"`);
          expect(headingEndings).toEqual([]);
        });

        test(`prints every text in ink of at least ${INK_CONTRAST}:1 on white, and no coloured background`, () => {
          expect(pdf.inks.length).toBeGreaterThan(0);
          const faint = pdf.inks
            .filter((ink) => contrast(ink.rgb, WHITE) < INK_CONTRAST)
            .map(
              (ink) =>
                `page ${ink.page}: ${show(ink.rgb)} (${contrast(ink.rgb, WHITE).toFixed(2)}:1) ` +
                `"${ink.sample}"`,
            );
          expect(faint).toEqual([]);
          // A fill over a tenth of a page or more is a background: paper white, if printed at all.
          const backgrounds = pdf.fills
            .filter((fill) => fill.coverage >= 0.1 && fill.rgb.some((channel) => channel < 254))
            .map((fill) => `page ${fill.page}: ${show(fill.rgb)} over ${fill.coverage.toFixed(2)}`);
          expect(backgrounds).toEqual([]);
        });
      });
    }

    for (const [title, colorScheme] of rowsOf(
      SCHEMES,
      "in print media from a %s colour scheme, the legal text is dark on a white page",
    )) {
      test(title, async () => {
        const page = loaded(colorScheme);
        await page.emulateMedia({ media: "print" });
        expect(await page.evaluate(() => matchMedia("print").matches)).toBe(true);
        const styles = await page.evaluate(() => {
          const backgrounds = (el: Element | null) => {
            const layers: string[] = [];
            for (let node = el; node; node = node.parentElement) {
              layers.unshift(getComputedStyle(node).backgroundColor);
            }
            return layers;
          };
          const article = document.querySelector("article.legal");
          const texts = [...(article?.querySelectorAll<HTMLElement>("*") ?? [])]
            .filter(
              (el) =>
                el.getClientRects().length > 0 &&
                [...el.childNodes].some(
                  (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
                ),
            )
            .map((el) => ({
              what: `<${el.tagName.toLowerCase()}> ${el.textContent?.trim().slice(0, 40)}`,
              color: getComputedStyle(el).color,
              fill: getComputedStyle(el).webkitTextFillColor,
              backgrounds: backgrounds(el),
            }));
          return {
            boxes: ["html", "body", "main", "article.legal"].map((selector) => ({
              selector,
              backgrounds: backgrounds(document.querySelector(selector)),
            })),
            texts,
          };
        });
        const onPaper = async (layers: string[]) => flatten(await toRgba(page, layers), WHITE);
        for (const box of styles.boxes) {
          expect({ [box.selector]: show(await onPaper(box.backgrounds)) }).toEqual({
            [box.selector]: show(WHITE),
          });
        }
        expect(styles.texts.length).toBeGreaterThan(20);
        const faint: string[] = [];
        for (const text of styles.texts) {
          const background = await onPaper(text.backgrounds);
          const [color, fill] = (await toRgba(page, [text.color, text.fill])) as [Rgba, Rgba];
          for (const ink of [color, fill]) {
            const ratio = contrast(over(ink, background), background);
            if (ratio < INK_CONTRAST) {
              faint.push(
                `${text.what}: ${show(ink)} on ${show(background)}, ${ratio.toFixed(2)}:1`,
              );
            }
          }
        }
        expect(faint).toEqual([]);
      });
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
