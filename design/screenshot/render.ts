/**
 * Renders the design sources to the images the site uses:
 *   npx tsx design/screenshot/render.ts
 * chat.html → content/images/app-screenshot.png (390×844 CSS px at 2×: 780×1688).
 */
import { chromium } from "playwright-core";
import path from "path";

import { CHROMIUM_ARGS, chromiumPath } from "../../e2e/support/browser";

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  await page.goto(`file://${path.resolve(__dirname, "chat.html")}`);
  await page.screenshot({
    path: path.resolve(__dirname, "../../content/images/app-screenshot.png"),
  });
  await browser.close();
}

void main();
