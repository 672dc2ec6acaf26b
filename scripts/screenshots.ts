/**
 * `npm run screenshots`: a contact sheet of the build in public/ (run `npm run build` first), for
 * people to look at. Every page at five widths from a small phone to a desktop, in the light and
 * the dark colour scheme, plus each page as printed, with an index.html that shows them side by
 * side.
 *
 *   npm run screenshots                      → screenshots/ (git-ignored)
 *   npm run screenshots -- --out /tmp/before → anywhere else, e.g. to compare with a change
 *   npm run screenshots -- --docs            → also the two first-screen pictures in the README
 *
 * The geometry checks in e2e/layout.test.ts are the tests; these pictures prove nothing alone.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import type { BrowserContext } from "playwright-core";

import { launchBrowser } from "../e2e/support/browser";
import { KEY_WIDTHS } from "../e2e/support/layout";
import { NOT_FOUND_PATH, PAGES } from "../e2e/support/site";
import { startStaticServer } from "../e2e/support/static-server";

const ROOT = path.resolve(__dirname, "..");
const SCHEMES = ["light", "dark"] as const;
const ALL_PAGES = [...PAGES, NOT_FOUND_PATH];
const HEIGHT = 800;
/** An A4 sheet's printable width at 96 dpi inside print.css's 16 mm side margins (178 mm). */
const PRINT_WIDTH = 673;
/** The README's pair: the home page's first screen on a phone, light and dark. */
const README_SHOT = { path: "/", width: 375, height: 740 };

type Shot = { page: string; label: string; file: string };

const slug = (page: string) => (page === "/" ? "home" : page.replace(/[^a-z0-9]+/gi, ""));

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function shoot(
  context: BrowserContext,
  url: string,
  file: string,
  { fullPage = true, print = false } = {},
) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  if (print) await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: file, fullPage });
  await page.close();
}

function contactSheet(shots: Shot[]): string {
  const rows = ALL_PAGES.map((page) => {
    const cells = shots
      .filter((shot) => shot.page === page)
      .map(
        (shot) =>
          `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${page} ${shot.label}" loading="lazy"></a><figcaption>${shot.label}</figcaption></figure>`,
      )
      .join("\n");
    return `<section><h2>${page}</h2><div class="row">${cells}</div></section>`;
  }).join("\n");
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Octopus site: contact sheet</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; background: #e5e7eb; color: #111827; }
  .row { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; padding-bottom: 8px; }
  figure { margin: 0; flex: none; }
  img { display: block; width: 200px; border: 1px solid #9ca3af; background: #fff; }
  figcaption { margin-top: 4px; }
</style>
<h1>Contact sheet, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC</h1>
<p>Every page at ${KEY_WIDTHS.join(", ")} px, light and dark, then printed. Click a picture for full size.</p>
${rows}
</html>
`;
}

async function main() {
  const outDir = path.resolve(argument("--out") ?? path.join(ROOT, "screenshots"));
  mkdirSync(outDir, { recursive: true });
  // Only what an earlier run wrote goes: --out may name a folder that holds other things.
  for (const file of readdirSync(outDir)) {
    if (file === "index.html" || file.endsWith(".png")) rmSync(path.join(outDir, file));
  }

  const server = await startStaticServer({ withHeadersFile: true });
  const browser = await launchBrowser();
  const shots: Shot[] = [];
  try {
    for (const colorScheme of SCHEMES) {
      for (const width of KEY_WIDTHS) {
        // Reduced motion: every card is in place at once, without scrolling through the page.
        const context = await browser.newContext({
          viewport: { width, height: HEIGHT },
          colorScheme,
          reducedMotion: "reduce",
        });
        for (const page of ALL_PAGES) {
          const file = `${slug(page)}-${width}-${colorScheme}.png`;
          await shoot(context, server.origin + page, path.join(outDir, file));
          shots.push({ page, label: `${width} px, ${colorScheme}`, file });
        }
        await context.close();
      }
    }
    const printContext = await browser.newContext({
      viewport: { width: PRINT_WIDTH, height: HEIGHT },
      reducedMotion: "reduce",
    });
    for (const page of ALL_PAGES) {
      const file = `${slug(page)}-print.png`;
      await shoot(printContext, server.origin + page, path.join(outDir, file), { print: true });
      shots.push({ page, label: "print", file });
    }
    await printContext.close();
    writeFileSync(path.join(outDir, "index.html"), contactSheet(shots));

    if (process.argv.includes("--docs")) {
      const docsDir = path.join(ROOT, "docs/screenshots");
      mkdirSync(docsDir, { recursive: true });
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({
          viewport: { width: README_SHOT.width, height: README_SHOT.height },
          colorScheme,
          reducedMotion: "reduce",
        });
        const file = path.join(docsDir, `home-phone-${colorScheme}.png`);
        await shoot(context, server.origin + README_SHOT.path, file, { fullPage: false });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${shots.length} screenshots: ${path.join(outDir, "index.html")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
