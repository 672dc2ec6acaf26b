/* eslint-disable no-empty-pattern -- Playwright reads what a fixture needs from its first
   parameter's pattern, and `{}` is how a fixture says it needs nothing. */
import { test as base } from "@playwright/test";
import type { Browser } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumPath, DEJAVU_CONFIG } from "../../scripts/shared/chromium";
import { startHost } from "../../scripts/shared/hosts";
import type { HostServer } from "../../scripts/shared/hosts";
import { startStaticServer } from "../../scripts/shared/staticServer";
import type { StaticServer } from "../../scripts/shared/staticServer";
import { SPECIMEN_PUBLIC } from "../../src/gatsby/specimens";

export { expect } from "@playwright/test";

/**
 * The time limit of a setting that builds or installs: a site build (`gatsby build` or `gatsby
 * develop`), or netlify-cli's first install. A guard against a hang, not a measure of speed, which
 * is the benchmark's (`npm run bench`): such a setting takes 50 to 100 s here, and more than 300 s
 * on a 2-core machine running a second suite beside this one (a copy's build in `cms`, and
 * `netlifyDev`, in a busy run on 2026-11-28).
 */
export const SETUP_LIMIT_MS = 600_000;

/**
 * What a test before this one in the file handed on (the editor's page, a draft), or the error
 * that says which test made it and that it failed or did not run: after a failure, Playwright goes
 * on in a new worker, where nothing was handed on.
 */
export function handedOn<T>(value: T | undefined, maker: string): T {
  if (value === undefined) throw new Error(`${maker}: it failed or did not run.`);
  return value;
}

/**
 * The browser suites' fixtures (playwright.config.ts). Each server and each browser starts at most
 * once per worker, the first time a test of that worker asks for it, and stops when the worker
 * ends: a file no longer starts its own.
 * - `browser`, Playwright's own, is Debian's headless shell (playwright.config.ts);
 * - `desktopBrowser` is the whole Chromium, which keeps the mouse out of a new page as a phone does
 *   (the headless shell holds it at the corner and sends a pointermove on load, a visitor's input);
 * - `dejavuBrowser` sees DejaVu Sans as the default sans-serif (scripts/shared/fonts/dejavu-sans.conf), Debian's
 *   default without fonts-noto-core and wider than Noto Sans;
 * - `staticServer` serves public/ as a static host does, and `headersServer` with `_headers`; both
 *   serve the specimen pages behind it (sitePages.ts, SPECIMEN_PAGE), which public/ never holds;
 * - `workerd` is Cloudflare's runtime (`wrangler pages dev`), `netlifyDev` Netlify's.
 */
type WorkerFixtures = {
  desktopBrowser: Browser;
  dejavuBrowser: Browser;
  staticServer: StaticServer;
  headersServer: StaticServer;
  workerd: HostServer;
  netlifyDev: HostServer;
};

export const test = base.extend<object, WorkerFixtures>({
  desktopBrowser: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch({
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
      });
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  dejavuBrowser: [
    async ({ playwright, launchOptions }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        env: { ...process.env, FONTCONFIG_FILE: DEJAVU_CONFIG },
      });
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  staticServer: [
    async ({}, use) => {
      const server = await startStaticServer({ specimens: SPECIMEN_PUBLIC });
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  headersServer: [
    async ({}, use) => {
      const server = await startStaticServer({
        withHeadersFile: true,
        specimens: SPECIMEN_PUBLIC,
      });
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  workerd: [
    async ({}, use) => {
      const host = await startHost("cloudflare");
      await use(host);
      await host.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  netlifyDev: [
    async ({}, use) => {
      const host = await startHost("netlify");
      await use(host);
      await host.close();
    },
    // netlify-cli installs itself on first use (scripts/netlify/): `npm test` starts that first.
    { scope: "worker", timeout: SETUP_LIMIT_MS },
  ],
});
