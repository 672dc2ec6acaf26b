/**
 * Renders the design sources to the images the site uses, in every locale:
 *   npx tsx design/render.ts
 * screenshot/chat.html → content/images/app-screenshot.png (390×844 CSS px at 2×: 780×1688), and
 * social/card.html → content/images/social-card.jpg (1200×630, the link-preview image). Each translation
 * gets its own, named with its code: app-screenshot.de.png, social-card.de.jpg. The words come
 * from texts.ts (and the card's title from content/<locale>/site.json); the page takes the
 * locale's lang and dir, so the Arabic screen is mirrored.
 */
import { readFileSync } from "fs";
import { chromium } from "playwright-core";
import path from "path";

import { CHROMIUM_ARGS, chromiumPath } from "../scripts/shared/chromium";
import { fill } from "../src/i18n/fill";
import { DEFAULT_LOCALE, LOCALES } from "../src/i18n/locales";
import type { LocaleCode } from "../src/i18n/locales";
import { UI_STRINGS } from "../src/i18n/strings";
import { DESIGN_TEXTS } from "./texts";

const RENDERS = [
  {
    source: "screenshot/chat.html",
    output: "../content/images/app-screenshot.png",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    texts: (locale: LocaleCode) => DESIGN_TEXTS[locale]?.chat,
  },
  {
    source: "social/card.html",
    output: "../content/images/social-card.jpg",
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: 1,
    texts: (locale: LocaleCode) => {
      const site = (code: LocaleCode) =>
        JSON.parse(
          readFileSync(path.resolve(__dirname, `../content/${code}/site.json`), "utf8"),
        ) as { productName?: string; tagline: string };
      // The home page's heading, as the site writes it in this language (Hero.tsx).
      const title = fill(UI_STRINGS[locale].productTitle, {
        product: site(DEFAULT_LOCALE).productName ?? "",
        tagline: site(locale).tagline,
      });
      return { ...DESIGN_TEXTS[locale]?.card, title };
    },
  },
];

/** "…/app-screenshot.png" in English, "…/app-screenshot.de.png" in German. */
export const localizedFile = (file: string, locale: LocaleCode): string =>
  locale === DEFAULT_LOCALE ? file : file.replace(/(\.\w+)$/, `.${locale}$1`);

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const { code, dir } of LOCALES.filter(({ code }) => DESIGN_TEXTS[code])) {
    for (const { source, output, viewport, deviceScaleFactor, texts } of RENDERS) {
      const page = await browser.newPage({ viewport, deviceScaleFactor });
      await page.goto(`file://${path.resolve(__dirname, source)}`);
      const missing = await page.evaluate(
        ({ lang, direction, words }) => {
          document.documentElement.lang = lang;
          document.documentElement.dir = direction;
          const unfilled: string[] = [];
          for (const element of document.querySelectorAll<HTMLElement>("[data-text]")) {
            const text = words[element.dataset.text ?? ""];
            if (text === undefined) unfilled.push(element.dataset.text ?? "");
            else element.innerHTML = text;
          }
          return unfilled;
        },
        { lang: code, direction: dir, words: texts(code) as Record<string, string> },
      );
      if (missing.length > 0)
        throw new Error(`${source}: no ${code} text for ${missing.join(", ")}`);
      await page.evaluate(() => document.fonts.ready);
      const file = path.resolve(__dirname, localizedFile(output, code));
      const type = output.endsWith(".jpg") ? "jpeg" : "png";
      await page.screenshot({ path: file, type, ...(type === "jpeg" ? { quality: 88 } : {}) });
      console.log(path.relative(process.cwd(), file));
      await page.close();
    }
  }
  await browser.close();
}

if (require.main === module) void main();
