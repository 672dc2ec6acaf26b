import { createReadStream, existsSync, realpathSync, statSync } from "fs";
import type { IncomingMessage, ServerResponse } from "http";
import path from "path";

import { REVIEWS_FOLDER } from "./draftReviews";
import { factsOf, refuse, whyRefused } from "../guard";

/**
 * The drafts' review reports (draftReviews.ts), served by `npm run cms`'s dev server at /review/
 * from review/ in the repository: to the editor's own pages only, by the rule of the editor's
 * backend (guard/requestGuard.ts: this computer's names, its own origin, from this computer), on
 * top of the guard in front of the whole dev server (guard/devServerGuard.ts). A report is a
 * picture book: its page runs no script (its policy allows none), and no other site may embed its
 * pictures.
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
};

/** A report's page: its own pictures and its one inline style, nothing else. */
export const REPORT_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The file a path under /review/ names, or undefined: nothing outside review/, no folder. */
export function reportFile(root: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath).replace(/^\/+/, "");
  } catch {
    return undefined;
  }
  if (relative === "" || relative.endsWith("/")) relative += "index.html";
  const reports = path.join(root, REVIEWS_FOLDER);
  const file = path.resolve(reports, relative);
  if (!file.startsWith(reports + path.sep) || !(path.extname(file) in TYPES)) return undefined;
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  // A link out of review/ is not followed.
  const real = realpathSync(file);
  return real.startsWith(realpathSync(reports) + path.sep) ? real : undefined;
}

/** The handler for requests under /review/ (mounted there: `request.url` is the rest). */
export function serveReviewReports(root: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const reason = whyRefused(factsOf(request), { thisComputerOnly: true });
    if (reason) return refuse(response, reason);
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = reportFile(root, urlPath);
    const headers = {
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Security-Policy": REPORT_POLICY,
      "Referrer-Policy": "no-referrer",
    };
    if (!file) {
      response.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      response.end("No such review report. Save the draft to review it.\n");
      return;
    }
    response.writeHead(200, { ...headers, "Content-Type": TYPES[path.extname(file)] ?? "" });
    if (request.method === "HEAD") response.end();
    else createReadStream(file).pipe(response);
  };
}
