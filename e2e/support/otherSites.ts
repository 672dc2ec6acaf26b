import http from "http";
import type { AddressInfo } from "net";

import type { BrowserContext, Page } from "playwright-core";

/**
 * Pages of other web sites, for the suites that prove the editor's servers answer the editor only:
 * a site of its own on another port (FOREIGN_HOST, or localhost for a local page), and a rebinding
 * page, which the browser takes for a page of the attacked server itself.
 */

const PAGE = '<!DOCTYPE html><html lang="en"><title>Another site</title><p>Another site</p></html>';

export type OtherSite = { port: number; close: () => Promise<void> };

/** A server that answers every path with a blank page, on 127.0.0.1. */
export async function startOtherSite(): Promise<OtherSite> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A page of `origin`, opened in `context`. */
export async function pageOf(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  return page;
}

/**
 * A rebinding page at `origin` (a made-up name at the attacked server's port): its document comes
 * from the attacker, as it would before the name is pointed at 127.0.0.1; all it asks for after
 * that goes to the attacked server, as its own origin.
 */
export async function rebindingPage(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(`${origin}/`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: PAGE }),
  );
  await page.goto(`${origin}/`);
  return page;
}

/**
 * POSTs each body to `url` from `page`, as the page's own script would: once as JSON (CORS, with
 * a preflight), once as a form would post it (`no-cors` text/plain, which needs no preflight and
 * whose answer the page cannot see). Gives what the page could see of each: "<status> <text>" or
 * "network error"; for the form post, "sent" or "network error".
 */
export function postFrom(page: Page, url: string, bodies: object[]): Promise<string[]> {
  return page.evaluate(
    async ({ url, bodies }) => {
      const seen: string[] = [];
      for (const body of bodies) {
        const text = JSON.stringify(body);
        try {
          const answer = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: text,
          });
          seen.push(`${answer.status} ${(await answer.text()).trim()}`);
        } catch {
          seen.push("network error");
        }
        try {
          await fetch(url, { method: "POST", mode: "no-cors", body: text });
          seen.push("sent");
        } catch {
          seen.push("network error");
        }
      }
      return seen;
    },
    { url, bodies },
  );
}

/** What `page` could read of a GET of `url`: "<status> <start of text>" or "network error". */
export function getFrom(page: Page, url: string): Promise<string> {
  return page.evaluate(async (url) => {
    try {
      const answer = await fetch(url);
      return `${answer.status} ${(await answer.text()).slice(0, 80).trim()}`;
    } catch {
      return "network error";
    }
  }, url);
}

/** Does `page` load `url` as a script of its own (`<script src>`, which sends no Origin)? */
export function includeFrom(page: Page, url: string): Promise<"loaded" | "refused"> {
  return page.evaluate(
    (url) =>
      new Promise<"loaded" | "refused">((resolve) => {
        const script = document.createElement("script");
        script.src = url;
        script.onload = () => resolve("loaded");
        script.onerror = () => resolve("refused");
        document.head.append(script);
      }),
    url,
  );
}
