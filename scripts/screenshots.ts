/**
 * `npm run screenshots`: a contact sheet of the build in public/ (run `npm run build` first), for
 * people to look at. Every page of every locale at five widths from a small phone to a desktop,
 * in the light and the dark colour scheme, each home page on the narrowest phone with its menu
 * open, and each page as printed, with an index.html that shows them side by side.
 *
 *   npm run screenshots                      → screenshots/ (git-ignored)
 *   npm run screenshots -- --out /tmp/before → anywhere else, e.g. to compare with a change
 *   npm run screenshots -- --locale ar       → one locale only (en, de, ja, ar)
 *   npm run screenshots -- --docs            → also the first-screen pictures in the README
 *
 * The geometry checks in e2e/layout-colours.test.ts, layout-text.test.ts and header-fit.test.ts are the tests; these pictures prove nothing alone.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import type { BrowserContext, Page } from "playwright-core";

import { launchBrowser } from "./shared/chromium";
import { ENGLISH, KEY_WIDTHS, localePages, SITE_LOCALES } from "./shared/sitePages";
import type { SiteLocale } from "./shared/sitePages";
import { startStaticServer } from "./shared/staticServer";

const ROOT = path.resolve(__dirname, "..");
const SCHEMES = ["light", "dark"] as const;
const HEIGHT = 800;
/** An A4 sheet's printable width at 96 dpi inside print.css's 16 mm side margins (178 mm). */
const PRINT_WIDTH = 673;
/** The narrowest phone, where the open menu has the least room. */
const MENU_WIDTH = KEY_WIDTHS[0];
/**
 * The README's pictures: the home page's first screen on a phone, English in light and dark, and
 * each locale that writes another script (Japanese, Arabic) in light.
 */
const README_SHOT = { width: 375, height: 740 };
const README_LOCALES = ["ja", "ar"];

type Shot = { page: string; label: string; file: string };

/** "/" → "home", "/de/terms" → "de-terms". */
const slug = (page: string) =>
  page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function shoot(
  context: BrowserContext,
  url: string,
  file: string,
  { fullPage = true, print = false, prepare }: ShotOptions = {},
) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  if (print) await page.emulateMedia({ media: "print" });
  await prepare?.(page);
  await page.screenshot({ path: file, fullPage });
  await page.close();
}

type ShotOptions = {
  fullPage?: boolean;
  print?: boolean;
  /** What to do on the loaded page before the picture (open the menu). */
  prepare?: (page: Page) => Promise<void>;
};

/** Taps the menu button, as a visitor does before any script has run, and waits for the menu. */
async function openMenu(page: Page) {
  await page.locator("button.menu-button").click();
  await page.locator("#site-menu a").first().waitFor();
}

function contactSheet(shots: Shot[], pages: string[]): string {
  const rows = pages
    .map((page) => {
      const cells = shots
        .filter((shot) => shot.page === page)
        .map(
          (shot) =>
            `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${page} ${shot.label}" loading="lazy"></a><figcaption>${shot.label}</figcaption></figure>`,
        )
        .join("\n");
      return `<section><h2>${page}</h2><div class="row">${cells}</div></section>`;
    })
    .join("\n");
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
<p>Every page at ${KEY_WIDTHS.join(", ")} px, light and dark, the home page at ${MENU_WIDTH} px with its menu open, then printed. Click a picture for full size.</p>
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

  const only = argument("--locale");
  const locales = SITE_LOCALES.filter((locale) => !only || locale.code === only);
  if (locales.length === 0) throw new Error(`--locale ${only}: no such locale`);
  const pages = localePages(locales).map(({ path: page }) => page);

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
        for (const page of pages) {
          const file = `${slug(page)}-${width}-${colorScheme}.png`;
          await shoot(context, server.origin + page, path.join(outDir, file));
          shots.push({ page, label: `${width} px, ${colorScheme}`, file });
        }
        if (width === MENU_WIDTH) {
          for (const { home } of locales) {
            const file = `${slug(home)}-${width}-${colorScheme}-menu.png`;
            await shoot(context, server.origin + home, path.join(outDir, file), {
              fullPage: false,
              prepare: openMenu,
            });
            shots.push({ page: home, label: `${width} px, ${colorScheme}, menu open`, file });
          }
        }
        await context.close();
      }
    }
    const printContext = await browser.newContext({
      viewport: { width: PRINT_WIDTH, height: HEIGHT },
      reducedMotion: "reduce",
    });
    for (const page of pages) {
      const file = `${slug(page)}-print.png`;
      await shoot(printContext, server.origin + page, path.join(outDir, file), { print: true });
      shots.push({ page, label: "print", file });
    }
    await printContext.close();
    writeFileSync(path.join(outDir, "index.html"), contactSheet(shots, pages));

    if (process.argv.includes("--docs")) await docsShots(server.origin, browser);
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${shots.length} screenshots: ${path.join(outDir, "index.html")}`);
}

/**
 * The README's first screens: docs/screenshots/home-phone-light.png and -dark.png (English), and
 * home-phone-<locale>-light.png for the locales in README_LOCALES.
 */
async function docsShots(origin: string, browser: Awaited<ReturnType<typeof launchBrowser>>) {
  const docsDir = path.join(ROOT, "docs/screenshots");
  mkdirSync(docsDir, { recursive: true });
  const wanted: Array<{ locale: SiteLocale; colorScheme: (typeof SCHEMES)[number]; name: string }> =
    [
      ...SCHEMES.map((colorScheme) => ({
        locale: ENGLISH,
        colorScheme,
        name: `home-phone-${colorScheme}.png`,
      })),
      ...SITE_LOCALES.filter(({ code }) => README_LOCALES.includes(code)).map((locale) => ({
        locale,
        colorScheme: "light" as const,
        name: `home-phone-${locale.code}-light.png`,
      })),
    ];
  for (const { locale, colorScheme, name } of wanted) {
    const context = await browser.newContext({
      viewport: README_SHOT,
      colorScheme,
      reducedMotion: "reduce",
    });
    await shoot(context, origin + locale.home, path.join(docsDir, name), { fullPage: false });
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
