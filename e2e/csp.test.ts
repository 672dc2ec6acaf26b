import { scrollThrough, setupBrowserSuite } from "./support/harness";
import { PAGES, VIEWPORTS } from "./support/site";

// The build served with exactly the headers of public/_headers, as Netlify or Cloudflare would.
const site = setupBrowserSuite({ withHeadersFile: true });

describe.each(Object.entries(VIEWPORTS))("the Content-Security-Policy at %s", (name, viewport) => {
  it.each(PAGES)("%s works with zero violations", async (path) => {
    const page = await site.open("/", { viewport });
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
        list.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
      });
    });
    const response = await page.goto(site.origin() + path, { waitUntil: "networkidle" });
    expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);

    await scrollThrough(page);
    if (name === "phone") {
      await page.getByRole("button", { name: "Menu" }).click();
      await page.keyboard.press("Escape");
    }
    // Client-side navigation draws the screenshot in the browser: that must pass the policy too.
    await page.getByRole("banner").getByRole("link", { name: "Octopus home" }).click();
    await page.waitForURL(`${site.origin()}/`);
    await scrollThrough(page);

    const violations = await page.evaluate(
      () => (window as unknown as { __violations?: string[] }).__violations ?? [],
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
