import { existsSync } from "fs";
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

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "Chromium was not found. Install it with `apt-get install -y chromium` (Debian/Ubuntu), " +
        "or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
