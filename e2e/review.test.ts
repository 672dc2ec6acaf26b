import { execFileSync, spawnSync } from "child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "fs";
import path from "path";

import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { analyse, summary } from "./support/axe";
import { gitCopyOfSite } from "../src/test/siteCopy";
import type { SiteCopy } from "../src/test/siteCopy";
import { PUBLIC_DIR, startStaticServer } from "../scripts/shared/staticServer";
import { builtPages } from "../scripts/review/changedPages";
import { diffScreenshots } from "../scripts/review/pixelDiff";
import type { ReviewJson } from "../scripts/review/reviewReport";
import { REVIEW_CACHE } from "./support/reviewCache";
import { widthsByPage } from "./support/reviewJson";
import { REVIEW_WIDTHS, shootPage } from "../scripts/review/screenshots";

/**
 * `npm run review` on drafts of a git copy of the site, each case the issue (#54) names: a JSON
 * file's whitespace; a new page, an Arabic edit and the German screenshot in one draft, each
 * touching pages of its own, so that the exact list of changed pages proves each change reaches
 * its own alone; drafts that fail the content checks. The German tagline's case is the editor's
 * (cms-review.test.ts): its save runs this same command, and that test checks its review.json as
 * these do theirs. They share one review cache, as an editor's reviews do: the published commit
 * is built once, each draft after it in the same clone.
 */

type Reviewed = {
  status: number | null;
  dir: string;
  json: ReviewJson;
  html: string;
  stderr: string;
};

let site: SiteCopy;
let cache: string;

const git = (...args: string[]) => execFileSync("git", args, { cwd: site.root, encoding: "utf8" });

/** A draft branch off main, made by `edit` in the copy's files and committed. */
async function draft(branch: string, edit: () => void | Promise<void>): Promise<void> {
  git("switch", "-q", "-c", branch, "main");
  try {
    await edit();
    git("add", "-A");
    git("commit", "-q", "-m", `Draft ${branch}`);
  } finally {
    git("switch", "-q", "--force", "main");
  }
}

function review(head: string): Reviewed {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(site.root, "scripts", "review.ts"), head],
    {
      cwd: site.root,
      encoding: "utf8",
      env: { ...process.env, REVIEW_CACHE_DIR: cache, FORCE_COLOR: "0" },
    },
  );
  const dir = result.stdout.trim().split("\n").at(-1) ?? "";
  expect(existsSync(path.join(dir, "review.json")), result.stderr).toBe(true);
  return {
    status: result.status,
    dir,
    json: JSON.parse(readFileSync(path.join(dir, "review.json"), "utf8")) as Reviewed["json"],
    html: readFileSync(path.join(dir, "index.html"), "utf8"),
    stderr: result.stderr,
  };
}

const WIDTHS = REVIEW_WIDTHS.map(({ width }) => width);

// In order, on one worker (the cases share the cache), but each run whatever the one before found.
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  site = gitCopyOfSite();
  cache = REVIEW_CACHE;
});

test.afterAll(() => site?.remove());

test("the same build shot twice differs by 0 pixels, at both widths", async ({ browser }) => {
  const server = await startStaticServer({ root: PUBLIC_DIR });
  try {
    for (const viewport of REVIEW_WIDTHS) {
      for (const page of ["/de/", "/ar/"]) {
        const first = await shootPage(browser, `${server.origin}${page}`, viewport);
        const second = await shootPage(browser, `${server.origin}${page}`, viewport);
        expect(
          diffScreenshots(first, second).changedPixels,
          `${page} at ${viewport.width} px`,
        ).toBe(0);
      }
    }
  } finally {
    await server.close();
  }
});

test("a JSON edit of whitespace alone: no page changed, and the report says so", async () => {
  test.setTimeout(240_000);
  await draft("cms/models/ja/models", () =>
    site.edit("content/ja/models.json", (text) => JSON.stringify(JSON.parse(text), null, 4) + "\n"),
  );
  const result = review("cms/models/ja/models");
  expect(result.status, result.stderr).toBe(0);
  // The same data, the same site: the published build serves as the draft's, checked, not built.
  expect(result.stderr).toContain("Checking the content of cms/models/ja/models");
  expect(result.stderr).toContain("cms/models/ja/models built (kept from before)");
  expect(result.json.pages).toEqual([]);
  expect(result.json.texts).toEqual([]);
  expect(result.json.unchanged.sort()).toEqual(
    builtPages(PUBLIC_DIR)
      .map(({ path: page }) => page)
      .sort(),
  );
  expect(result.html).toContain("No visible change");
  expect(readdirSync(result.dir).filter((file) => file.endsWith(".png"))).toEqual([]);
});

test("a new page, an Arabic answer and the German screenshot: each changes its own page alone; the new page has no before; the Arabic page right to left", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const slug = "review-new-page";
  const picture = path.join(site.root, "content/images/app-screenshot.de.png");
  // The same size, its colours turned: an upload of another screenshot.
  const screenshot = await sharp(picture).negate({ alpha: false }).png().toBuffer();
  await draft("cms/pages/review-new-page", () => {
    const faq = JSON.parse(
      readFileSync(path.join(site.root, "content/en/pages/faq.json"), "utf8"),
    ) as Record<string, unknown>;
    writeFileSync(
      path.join(site.root, `content/en/pages/${slug}.json`),
      // Not in the footer: else every English page changes too, as its footer lists the page.
      JSON.stringify({ ...faq, title: "A page for the review", footer: false }, null, 2) + "\n",
    );
    site.edit("content/ar/pages/faq.json", (text) => {
      const arabic = JSON.parse(text) as { blocks: { text: string }[] };
      const intro = arabic.blocks[0]?.text ?? "";
      return text.replace(intro, `${intro} جرّبه الآن.`);
    });
    writeFileSync(picture, screenshot);
  });
  const result = review("cms/pages/review-new-page");
  expect(result.status, result.stderr).toBe(0);
  const created = result.json.pages.filter(({ path: page }) => page === `/${slug}/`);
  expect(created.map(({ width }) => width).sort((a, b) => a - b)).toEqual(WIDTHS);
  for (const shot of created) {
    expect(shot.before).toBeNull();
    expect(shot.diff).toBeNull();
    expect(existsSync(path.join(result.dir, shot.after ?? ""))).toBe(true);
  }
  // The new page; the Arabic page whose answer changed; the German home page, which shows the
  // screenshot: each at both widths, and nothing else.
  expect([...widthsByPage(result.json).entries()].sort()).toEqual(
    [
      ["/ar/faq/", WIDTHS],
      ["/de/", WIDTHS],
      [`/${slug}/`, WIDTHS],
    ].sort(),
  );
  // Texts from the new page's file and the Arabic answer; none German: the screenshot is no text.
  expect([...new Set(result.json.texts.map(({ file }) => file))].sort()).toEqual([
    "content/ar/pages/faq.json",
    `content/en/pages/${slug}.json`,
  ]);

  // The report, as a reviewer opens it: no script, axe clean (axe runs as a script of the test's),
  // the Arabic page right to left.
  const server = await startStaticServer({ root: result.dir });
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/index.html`);
    // A page of pictures and text: nothing in it runs.
    expect(await page.locator("script").count()).toBe(0);
    await expect(page.getByText("New page: there is no before").first()).toBeVisible();
    const arabic = page
      .locator("section.shot", { has: page.locator("h3", { hasText: /^\/ar\/faq\/ ·/ }) })
      .first();
    await expect(arabic).toHaveAttribute("dir", "rtl");
    expect(await arabic.evaluate((section) => getComputedStyle(section).direction)).toBe("rtl");
    const words = page.locator(".words[lang=ar]");
    await expect(words.locator("ins")).toContainText("جرّبه الآن");
    expect(await words.evaluate((text) => getComputedStyle(text).direction)).toBe("rtl");
    // The page never scrolls sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(summary(await analyse(page))).toEqual([]);
  } finally {
    await context.close();
    await server.close();
  }
});

test("a draft that fails the content checks: their message, no pictures, and a failing exit", async () => {
  test.setTimeout(120_000);
  await draft("cms/site/de/too-long", () =>
    site.edit("content/de/site.json", (text) =>
      text.replace(/"tagline": "[^"]*"/, `"tagline": "${"Sehr lang ".repeat(40).trim()}"`),
    ),
  );
  const result = review("cms/site/de/too-long");
  expect(result.status).toBe(1);
  expect(result.json.failure).toMatch(/tagline/);
  expect(result.json.pages).toEqual([]);
  expect(result.html).toContain("fails the content checks");
  const firstLine = result.json.failure?.split("\n")[0] ?? "";
  expect(firstLine).not.toBe("");
  expect(result.html).toContain(
    firstLine
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;"),
  );
  expect(readdirSync(result.dir).filter((file) => file.endsWith(".png"))).toEqual([]);
});

test("a field repeated with its own value: the same data as published, and still refused by the checks", async () => {
  test.setTimeout(120_000);
  await draft("cms/site/ja/repeated", () =>
    site.edit("content/ja/site.json", (text) => {
      const { tagline } = JSON.parse(text) as { tagline: string };
      return text.replace(/\n}\s*$/, `,\n  "tagline": ${JSON.stringify(tagline)}\n}\n`);
    }),
  );
  const result = review("cms/site/ja/repeated");
  expect(result.status).toBe(1);
  expect(result.json.failure).toContain('the field "tagline" appears twice');
  expect(result.json.pages).toEqual([]);
});
