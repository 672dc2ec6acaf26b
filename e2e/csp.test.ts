import type { Page } from "playwright-core";

import { scrollThrough, setupBrowserSuite, startScripts } from "./support/harness";
import { NOT_FOUND_PATH, PAGES, VIEWPORTS } from "./support/site";

// The build served with exactly the headers of public/_headers, as Netlify or Cloudflare would.
const site = setupBrowserSuite({ withHeadersFile: true });

type Violations = { __violations?: string[] };

/** A fresh page that records every policy violation and console error from its first load on. */
async function watchedPage(viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  const page = await site.newPage({ viewport });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const list = ((window as Violations).__violations ??= []);
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  const violations = () => page.evaluate(() => (window as Violations).__violations ?? []);
  return { page, problems, violations };
}

/**
 * Starts the page's scripts, reads the page, opens the menu on a phone, then goes home by
 * client-side navigation.
 */
async function useThenGoHome(page: Page, phone: boolean) {
  await startScripts(page);
  await scrollThrough(page);
  if (phone) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.keyboard.press("Escape");
  }
  // Client-side navigation draws the home page in the browser: that must pass the policy too.
  await page.getByRole("banner").getByRole("link", { name: "Octopus home" }).click();
  await page.waitForURL(`${site.origin()}/`);
  await scrollThrough(page);
}

describe.each(Object.entries(VIEWPORTS))("the Content-Security-Policy at %s", (name, viewport) => {
  it.each(PAGES)("%s works with zero violations", async (path) => {
    const { page, problems, violations } = await watchedPage(viewport);
    const response = await page.goto(site.origin() + path, { waitUntil: "networkidle" });
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/^default-src 'none'/);
    expect(policy).not.toMatch(/'unsafe-(inline|hashes|eval)'/);

    await useThenGoHome(page, name === "phone");
    await expect(violations()).resolves.toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  // The host answers a path no page has with 404.html and only the headers of `/*`: the page's
  // own <meta> policy is what protects it there.
  it("an unknown path gets the 404 page, under its <meta> policy, with zero violations", async () => {
    const { page, problems, violations } = await watchedPage(viewport);
    const missing = new Set<string>();
    page.on("response", (answer) => {
      if (answer.status() === 404) missing.add(new URL(answer.url()).pathname);
    });
    const response = await page.goto(site.origin() + NOT_FOUND_PATH, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    expect(response?.headers()["x-frame-options"]).toBe("DENY");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(
      /not found/i,
    );
    const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
    const policy = (await meta.getAttribute("content")) ?? "";
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
    expect(policy).toMatch(/style-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/'unsafe-|frame-ancestors/);
    // Before any script or stylesheet of the page, or it would not govern them.
    const before = await meta.evaluate((element) => {
      const all = [...document.querySelectorAll("script, style, link, meta")];
      return all.slice(0, all.indexOf(element)).map((el) => el.outerHTML.slice(0, 40));
    });
    expect(before.filter((tag) => /^<(script|style|link)/.test(tag))).toEqual([]);

    // A request the meta policy forbids is refused, so the policy is in force, not just present.
    await page.evaluate(() => {
      const style = document.createElement("div");
      style.innerHTML = '<i style="color:red"></i>';
      document.body.append(style);
    });
    await expect(violations()).resolves.toEqual(["style-src-attr blocked inline"]);
    await page.evaluate(() => ((window as Violations).__violations = []));
    problems.length = 0;

    await useThenGoHome(page, name === "phone");
    await expect(violations()).resolves.toEqual([]);
    // Nothing missing but the page itself and its page data, which Gatsby's runtime looks for
    // before it shows the 404 page's.
    expect([...missing].sort()).toEqual([
      NOT_FOUND_PATH,
      `/page-data${NOT_FOUND_PATH}/page-data.json`,
    ]);
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await page.close();
  });
});

describe("Gatsby's focus wrapper and route announcer, styled by the stylesheet", () => {
  it("are served without style attributes, focus without a ring and announce unseen", async () => {
    const page = await site.open("/terms", { viewport: VIEWPORTS.desktop });
    const wrappers = "#gatsby-focus-wrapper, #gatsby-announcer";
    const styled = () =>
      page.locator(wrappers).evaluateAll((els) => els.map((el) => el.getAttribute("style")));
    await expect(styled()).resolves.toEqual([null, null]);

    // Keyboard navigation, so that the wrapper's focus counts as :focus-visible.
    await page.getByRole("banner").getByRole("link", { name: "Octopus home" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.origin()}/`);
    const announcer = page.locator("#gatsby-announcer");
    await expect(
      page.waitForFunction(() => document.querySelector("#gatsby-announcer")?.textContent),
    ).resolves.toBeTruthy();
    await expect(announcer.textContent()).resolves.toMatch(/^Navigated to /);

    const looks = await page.evaluate(() => {
      const wrapper = document.querySelector("#gatsby-focus-wrapper") as HTMLElement;
      const box = document.querySelector("#gatsby-announcer") as HTMLElement;
      const { width, height } = box.getBoundingClientRect();
      return {
        focused: document.activeElement === wrapper,
        outline: getComputedStyle(wrapper).outlineStyle,
        announcer: { width, height, clip: getComputedStyle(box).clip },
        position: getComputedStyle(box).position,
      };
    });
    expect(looks).toEqual({
      focused: true,
      outline: "none",
      announcer: { width: 1, height: 1, clip: "rect(0px, 0px, 0px, 0px)" },
      position: "absolute",
    });
    await page.close();
  });
});
