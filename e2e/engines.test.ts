import { createServer } from "http";
import type { Server } from "http";

import { pageScript } from "./support/build-files";
import { ENGINES, localCertificate, startEngine } from "./support/engines";
import type { Engine } from "./support/engines";
import { setupBrowserSuite } from "./support/harness";
import { startStaticServer } from "../scripts/shared/staticServer";
import type { StaticServer } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";

/**
 * The page script in the three engines (src/browser/enhanceHeader.ts, src/postbuild/pageScripts.ts):
 * the header's enhancements, with popovers and without, and the links to the site's pages, which
 * Chromium prerenders on intent and the others simply follow.
 */
const site = setupBrowserSuite();
const PHONE = { width: 375, height: 700 };
const DESKTOP = { width: 1280, height: 800 };
const SECTION_LINK = '#site-menu a[href*="#"]';

/** The menu's state as the page has it: the button's aria-expanded, and whether it is open. */
const MENU_STATE = `
  const button = document.querySelector("button.menu-button");
  const list = document.getElementById("site-menu");
  const popover = "popover" in HTMLElement.prototype && list.hasAttribute("popover");
  return {
    expanded: button.getAttribute("aria-expanded"),
    open: popover ? list.matches(":popover-open") : list.getAttribute("data-open") === "true",
    focused: document.activeElement === button,
  };`;
type MenuState = { expanded: string | null; open: boolean; focused: boolean };

/**
 * Serves the site's home page as a browser without popovers reads it: no popover attributes, and
 * the page script taken out so that the test runs it once the browser's popover API is gone.
 */
function startNoPopoverProxy(origin: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    void fetch(origin + (request.url ?? "/")).then(async (upstream) => {
      const type = upstream.headers.get("content-type") ?? "";
      const body = type.includes("text/html")
        ? (await upstream.text())
            .replace(/<script id="page-script">.*?<\/script>/s, "")
            .replace(/ popover(target)?="[^"]*"/g, "")
        : Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { "content-type": type });
      response.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

/**
 * No console error or uncaught exception, where the engine reports them (Chromium, Firefox).
 * WebKit's WebDriver reports none: there, that the script did its work is the proof it ran.
 */
function expectNoErrors(engine: Engine): void {
  const errors = engine.errors();
  if (errors !== "not reported") expect(errors).toEqual([]);
}

for (const name of ENGINES) {
  test.describe(`the page script in ${name}`, () => {
    let engine: Engine;
    /** Where the engine loads the site: WebKit over https (localCertificate says why). */
    let origin = "";
    let https: StaticServer | undefined;
    test.beforeAll(async () => {
      test.setTimeout(60_000);
      engine = await startEngine(name);
      if (name === "WebKit") https = await startStaticServer({ tls: localCertificate() });
      origin = https?.origin ?? site.origin();
    });
    test.afterAll(async () => {
      await engine?.close();
      await https?.close();
    });
    const menu = () => engine.run<MenuState>(MENU_STATE);

    test("writes aria-expanded, follows the popover, and closes the menu when a section link is chosen", async () => {
      await engine.open(`${origin}/`, PHONE);
      expect(await menu()).toMatchObject({ expanded: "false", open: false });
      await engine.click("button.menu-button");
      expect(await menu()).toMatchObject({ expanded: "true", open: true });
      await engine.click(SECTION_LINK);
      await expect.poll(menu).toMatchObject({ expanded: "false", open: false });
      await expect.poll(() => engine.run<string>("return location.hash;")).toMatch(/^#.+/);
      expectNoErrors(engine);
    });

    test("without popovers, opens and closes the same menu: its button, Escape and a tap outside", async () => {
      const proxy = await startNoPopoverProxy(site.origin());
      try {
        await engine.open(proxy.url, PHONE);
        await engine.run(`delete HTMLElement.prototype.popover; ${pageScript("/")}`);
        expect(await engine.run<boolean>(`return "popover" in HTMLElement.prototype;`)).toBe(false);
        expect(await menu()).toMatchObject({ expanded: "false", open: false });
        await engine.click("button.menu-button");
        expect(await menu()).toMatchObject({ expanded: "true", open: true });
        await engine.click("button.menu-button");
        expect(await menu()).toMatchObject({ expanded: "false", open: false });

        await engine.click("button.menu-button");
        await engine.escape();
        expect(await menu()).toEqual({ expanded: "false", open: false, focused: true });

        await engine.click("button.menu-button");
        expect(await menu()).toMatchObject({ expanded: "true", open: true });
        // Far below the header, on the page.
        await engine.clickAt(PHONE.width / 2, PHONE.height - 40);
        expect(await menu()).toMatchObject({ expanded: "false", open: false });
      } finally {
        proxy.server.close();
      }
    });

    test(
      name === "Chromium"
        ? "shows /terms/ prerendered when its link from / was hovered, then clicked"
        : "follows a link from / to /terms/ as a plain link: no prerendering, no error",
      async () => {
        await engine.open(`${origin}/`, DESKTOP);
        const link = 'footer a[href="/terms/"]';
        await engine.run(
          `document.querySelector('${link}').scrollIntoView({ behavior: "instant", block: "center" });`,
        );
        await engine.hover(link);
        // Chromium prerenders after a pointer rests on a link for 200 ms ("moderate").
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const { path, activationStart } = await engine.follow(link);
        expect(path).toBe("/terms/");
        if (name === "Chromium") expect(activationStart).toBeGreaterThan(0);
        else expect(activationStart).toBe(0);
        expectNoErrors(engine);
      },
    );
  });
}
