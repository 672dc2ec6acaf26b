import { execFile } from "child_process";
import { pathToFileURL } from "url";

/** One line of text on a PDF page, as a reader sees it: top to bottom, left to right. */
export type PdfLine = { page: number; text: string };

/**
 * A colour text is printed in: its fill colour, with its opacity applied over white paper, and a
 * sample of the text printed in it.
 */
export type PdfInk = {
  page: number;
  rgb: [number, number, number];
  glyphs: number;
  sample: string;
};

/** A filled shape (a background, a rule, an icon) and the share of its page its bounding box covers. */
export type PdfFill = { page: number; rgb: [number, number, number]; coverage: number };

export type PdfText = { pages: number; lines: PdfLine[]; inks: PdfInk[]; fills: PdfFill[] };

/**
 * PDF.js's Node build is an ES module, which Jest's CommonJS runtime cannot load, so the PDF is
 * read in a child Node process. It gets the PDF on stdin and prints, for each page, its lines
 * and the colours its text is filled with.
 *
 * Lines: items whose baselines are within a third of their height are one line; a gap wider than
 * a fifth of the font size between two items is a space. Colours: the fill colour and fill
 * opacity in force at each text-showing operator, following the graphics state's save/restore.
 * Fills: each painted path's colour and how much of the page its bounding box covers (before
 * clipping, so never less than it really covers).
 */
const EXTRACT = `
import { getDocument, OPS } from ${JSON.stringify(pathToFileURL(require.resolve("pdfjs-dist/legacy/build/pdf.mjs")).href)};
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  verbosity: 0,
  isEvalSupported: false,
  disableFontFace: true,
}).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const { items } = await page.getTextContent();
  const lines = [];
  for (const item of items) {
    if (!("str" in item) || item.str === "") continue;
    const [, , , size, x, y] = item.transform;
    const height = Math.abs(size) || item.height || 1;
    let line = lines.find((l) => Math.abs(l.y - y) < height / 3);
    if (!line) lines.push((line = { y, items: [] }));
    line.items.push({ x, width: item.width, height, str: item.str, rtl: item.dir === "rtl" });
  }
  lines.sort((a, b) => b.y - a.y);
  const texts = lines.map((line) => {
    // A line mostly in a right-to-left script (an Arabic page's notice) reads from the right.
    const weight = (rtl) => line.items.filter((i) => i.rtl === rtl).reduce((n, i) => n + i.str.length, 0);
    const fromRight = weight(true) > weight(false);
    line.items.sort((a, b) => (fromRight ? b.x - a.x : a.x - b.x));
    let text = "";
    let end;
    for (const item of line.items) {
      const gap = end === undefined ? 0 : fromRight ? end - (item.x + item.width) : item.x - end;
      if (end !== undefined && gap > item.height / 5) text += " ";
      text += item.str;
      end = fromRight ? item.x : item.x + item.width;
    }
    return text.replace(/\\s+/g, " ").trim();
  });

  const { fnArray, argsArray } = await page.getOperatorList();
  const inks = new Map();
  const fills = [];
  const [left, bottom, right, top] = page.view;
  const pageArea = (right - left) * (top - bottom);
  const paints = [OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke];
  const stack = [];
  let state = { rgb: [0, 0, 0], alpha: 1, ctm: [1, 0, 0, 1, 0, 0] };
  let path;
  const apply = ([a, b, c, d, e, f], [x, y]) => [a * x + c * y + e, b * x + d * y + f];
  const paper = (rgb) => rgb.map((c) => Math.round(c * state.alpha + 255 * (1 - state.alpha)));
  fnArray.forEach((fn, index) => {
    const args = argsArray[index];
    if (fn === OPS.transform) {
      const [a, b, c, d, e, f] = state.ctm;
      const [ma, mb, mc, md, me, mf] = args;
      state = { ...state, ctm: [a * ma + c * mb, b * ma + d * mb, a * mc + c * md, b * mc + d * md,
        a * me + c * mf + e, b * me + d * mf + f] };
    } else if (fn === OPS.constructPath) {
      const [x0, y0, x1, y1] = args[2];
      const corners = [[x0, y0], [x0, y1], [x1, y0], [x1, y1]].map((p) => apply(state.ctm, p));
      const xs = corners.map((p) => p[0]);
      const ys = corners.map((p) => p[1]);
      path = ((Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys))) / pageArea;
    } else if (paints.includes(fn)) {
      if (path !== undefined && path >= 0.01) {
        fills.push({ page: number, rgb: paper(state.rgb), coverage: path });
      }
      path = undefined;
    } else if (fn === OPS.save) stack.push(state);
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.setFillRGBColor) {
      state = { ...state, rgb: typeof args[0] === "string"
        ? [1, 3, 5].map((at) => parseInt(args[0].slice(at, at + 2), 16))
        : [args[0], args[1], args[2]] };
    } else if (fn === OPS.setFillGray) {
      state = { ...state, rgb: [args[0] * 255, args[0] * 255, args[0] * 255] };
    } else if (fn === OPS.setGState) {
      for (const [key, value] of args[0]) if (key === "ca") state = { ...state, alpha: value };
    } else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const glyphs = (fn === OPS.showText ? args[0] : args[0].filter((g) => typeof g === "object"))
        .filter((g) => g && g.unicode && g.unicode.trim() !== "");
      if (glyphs.length === 0) return;
      const rgb = paper(state.rgb);
      const key = rgb.join(",");
      const ink = inks.get(key) ?? { page: number, rgb, glyphs: 0, sample: "" };
      ink.glyphs += glyphs.length;
      if (ink.sample.length < 60) ink.sample += glyphs.map((g) => g.unicode).join("");
      inks.set(key, ink);
    }
  });
  pages.push({ lines: texts.filter((text) => text !== ""), inks: [...inks.values()], fills });
}
process.stdout.write(JSON.stringify(pages));
`;

/** The text of a PDF: its lines, page by page in reading order, and the colours it is printed in. */
export function readPdf(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["--input-type=module", "--eval", EXTRACT],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`Reading the PDF failed: ${error.message}\n${stderr}`));
          return;
        }
        const pages = JSON.parse(stdout) as Array<{
          lines: string[];
          inks: PdfInk[];
          fills: PdfFill[];
        }>;
        resolve({
          pages: pages.length,
          lines: pages.flatMap((page, index) =>
            page.lines.map((text) => ({ page: index + 1, text })),
          ),
          inks: pages.flatMap((page) => page.inks),
          fills: pages.flatMap((page) => page.fills),
        });
      },
    );
    child.stdin?.end(pdf);
  });
}

/**
 * The form two texts are compared in: compatibility characters (ligatures such as "ﬁ") folded,
 * and every space, line break, soft hyphen and hyphen removed, since a PDF's lines break (and
 * may hyphenate) text, and long addresses, wherever the paper width demands.
 */
export function squash(text: string): string {
  return text.normalize("NFKC").replace(/[\s\u00ad\u2010\u2011-]+/g, "");
}
