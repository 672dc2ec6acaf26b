import type { Page } from "playwright-core";

import { scrollThrough, setupBrowserSuite } from "./support/harness";
import { PAGES, VIEWPORTS } from "./support/site";

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

/** Reads the page, opens the menu on a phone, then goes home by client-side navigation. */
async function useThenGoHome(page: Page, phone: boolean) {
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
