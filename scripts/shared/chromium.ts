import { existsSync } from "fs";
import path from "path";
import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";

/** Chromium flags for a machine with no outside network (else it keeps trying to reach Google). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Headless Chromium may otherwise skip animation frames for a page it thinks is hidden.
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  "--disable-backgrounding-occluded-windows",
];

function firstPresent(candidates: Array<string | undefined>, install: string): string {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium was not found. Install it with \`${install}\` (Debian/Ubuntu), ` +
        "or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return found;
}

/** Debian's Chromium, the browser visitors run: for Lighthouse, the benchmark and the designs. */
export function chromiumPath(): string {
  return firstPresent(
    [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"],
    "apt-get install -y chromium",
  );
}

/**
 * The browser suites' Chromium: Debian's headless shell (package chromium-headless-shell), the
 * same Blink as `chromium` without the desktop browser around it, which is what Playwright itself
 * runs headless. On this 2-core machine two suites opened 24 pages in 13 s with it and in 41 s
 * with `chromium`, whose browser process took most of the CPU. Falls back to `chromium`.
 */
export function suiteChromiumPath(): string {
  return firstPresent(
    [
      process.env.CHROME_PATH,
      "/usr/lib/chromium/chromium-headless-shell",
      "/usr/bin/chromium-headless-shell",
      "/usr/bin/chromium",
      "/usr/bin/chromium-browser",
    ],
    "apt-get install -y chromium chromium-headless-shell",
  );
}

/**
 * The system's default sans-serif, or DejaVu Sans in its place (fonts/dejavu-sans.conf): Debian's
 * default without fonts-noto-core, and many Linux desktops', wider than Noto Sans.
 */
export type DefaultFont = "system" | "dejavu";

/** The fontconfig file that makes DejaVu Sans the default sans-serif (FONTCONFIG_FILE). */
export const DEJAVU_CONFIG = path.join(__dirname, "fonts", "dejavu-sans.conf");

/**
 * The headless shell, for the scripts that look at pages (scripts/screenshots.ts). The browser
 * suites launch theirs as Playwright Test's fixtures (e2e/support/test.ts), which trace them.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: suiteChromiumPath(), args: CHROMIUM_ARGS });
}
