import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";

import { localePages, NOT_FOUND_PATH, PAGES } from "../scripts/shared/sitePages";
import { startStaticServer } from "../scripts/shared/staticServer";
import type { StaticServer } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";

const run = promisify(execFile);
// linkinator is ESM-only, so it runs as its own command rather than inside Jest's module system.
const LINKINATOR = path.resolve(__dirname, "../node_modules/.bin/linkinator");

type LinkResult = { url: string; status: number; state: string; parent?: string };

let server: StaticServer;

test.beforeAll(async () => {
  server = await startStaticServer();
});

test.afterAll(() => server?.close());

/** Every page of every locale, by the address its links use ("/de/terms/"). */
const everyPage = localePages(undefined, PAGES).map(({ path: page }) => page.replace(/\/?$/, "/"));
/**
 * Where linkinator starts: the home page, which links every locale's home page and legal pages,
 * and each locale's 404 page, which no page links to.
 */
const starts = [
  "/",
  ...localePages(undefined, [NOT_FOUND_PATH]).map(({ locale }) => locale.localize("/404.html")),
];

test.describe("internal links of the built site (linkinator)", () => {
  test("has no broken link or asset on any page of any locale", async () => {
    test.setTimeout(120_000);
    const escapedOrigin = server.origin.replace(/[.:/]/g, "\\$&");
    const { stdout } = await run(
      LINKINATOR,
      // Only this site is checked: the stores and the chat app are outside it.
      [
        ...starts.map((start) => `${server.origin}${start}`),
        "--recurse",
        "--format",
        "json",
        "--skip",
        `^(?!${escapedOrigin})`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const { links } = JSON.parse(stdout) as { links: LinkResult[] };

    const checked = links.filter((link) => link.state !== "SKIPPED");
    const broken = checked
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
    expect(broken).toEqual([]);
    const pages = new Set(checked.map((link) => new URL(link.url).pathname));
    expect([...pages]).toEqual(expect.arrayContaining([...everyPage, ...starts]));
    expect(checked.length).toBeGreaterThan(10);
  });
});
