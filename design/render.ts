/**
 * Renders the design sources to the images the site uses:
 *   npx tsx design/render.ts
 * screenshot/chat.html → content/images/app-screenshot.png (390×844 CSS px at 2×: 780×1688), and
 * social/card.html → static/social-card.jpg (1200×630, the link-preview image).
 */
import { chromium } from "playwright-core";
import path from "path";

import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/browser";

const RENDERS = [
  {
    source: "screenshot/chat.html",
    output: "../content/images/app-screenshot.png",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  },
  {
    source: "social/card.html",
    output: "../static/social-card.jpg",
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: 1,
  },
];

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const { source, output, viewport, deviceScaleFactor } of RENDERS) {
    const page = await browser.newPage({ viewport, deviceScaleFactor });
    await page.goto(`file://${path.resolve(__dirname, source)}`);
    const type = output.endsWith(".jpg") ? "jpeg" : "png";
    await page.screenshot({
      path: path.resolve(__dirname, output),
      type,
      ...(type === "jpeg" ? { quality: 88 } : {}),
    });
    await page.close();
  }
  await browser.close();
}

void main();
