import type { Page } from "playwright-core";

import { setupBrowserSuite } from "./support/harness";
import { VIEWPORTS } from "./support/site";

const site = setupBrowserSuite();

/** Presses Tab until the focused element matches, as a keyboard user does. */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const menuLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("listitem");

describe("mobile menu at 375 px, keyboard only", () => {
  it("opens with Enter, closes with Escape and gives focus back to the button", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.phone });
    const button = page.getByRole("button", { name: "Menu" });
    expect(await button.isVisible()).toBe(true);
    expect(await menuLinks(page).first().isVisible()).toBe(false);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    const controls = await button.getAttribute("aria-controls");
    await expect(page.locator(`#${controls}`).count()).resolves.toBe(1);

    await tabTo(page, "button.menu-button");
    await page.keyboard.press("Enter");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await menuLinks(page).first().isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await menuLinks(page).first().isVisible()).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain(
      "menu-button",
    );
    await page.close();
  });

  it("closes when a link is chosen with the keyboard, and goes to that section", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.phone });
    const button = page.getByRole("button", { name: "Menu" });
    await tabTo(page, "button.menu-button");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "AI Models",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL(/#ai-models$/);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await menuLinks(page).first().isVisible()).toBe(false);
    await page.close();
  });
});

describe("navigation at 1280 px", () => {
  it("shows the links in the bar and no menu button", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.desktop });
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    expect(await menuLinks(page).first().isVisible()).toBe(true);
    await page.close();
  });
});
