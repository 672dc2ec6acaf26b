/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

import { draftReviews } from "./draftReviews";
import type { StartReview } from "./draftReviews";

/** A stand-in for `npm run review`: each start is kept, to be ended by the test. */
function fakeReviews(root: string) {
  const started: Array<{ branch: string; end: (status: number, reportName?: string) => void }> = [];
  const start: StartReview = (_root, args, done) => {
    started.push({
      branch: args.join(" "),
      end: (status, reportName) => {
        let output = "building…\n";
        if (reportName) {
          const dir = path.join(root, "review", reportName);
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
          output += `${dir}\n`;
        }
        done(status, output);
      },
    });
    return undefined;
  };
  return { started, start };
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "draft-reviews-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("draftReviews", () => {
  it("reviews a saved draft, pending until its report is written, then links it", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.saved("cms/site/de/site");
    expect(reviews.status("cms/site/de/site")).toEqual({ status: "PENDING" });
    started[0]?.end(0, "cms-site-de-site");
    expect(reviews.status("cms/site/de/site")).toEqual({
      status: "SUCCESS",
      url: "/review/cms-site-de-site/",
    });
  });

  it("runs one review at a time, and the newest save of a draft under review wins", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.saved("cms/site/de/site");
    reviews.saved("cms/pages/faq");
    reviews.saved("cms/site/de/site");
    expect(started.map(({ branch }) => branch)).toEqual(["cms/site/de/site"]);
    started[0]?.end(0, "cms-site-de-site");
    // The save during the review asks for another: it waits behind the draft that waited first.
    expect(reviews.status("cms/site/de/site")).toEqual({ status: "PENDING" });
    expect(started.map(({ branch }) => branch)).toEqual(["cms/site/de/site", "cms/pages/faq"]);
    started[1]?.end(0, "cms-pages-faq");
    expect(started.map(({ branch }) => branch)).toEqual([
      "cms/site/de/site",
      "cms/pages/faq",
      "cms/site/de/site",
    ]);
    started[2]?.end(0, "cms-site-de-site");
    expect(reviews.status("cms/site/de/site")).toMatchObject({ status: "SUCCESS" });
    expect(started).toHaveLength(3);
  });

  it("links the report of a draft that fails the content checks (exit 1), and says when a review itself failed", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.saved("cms/site/de/too-long");
    started[0]?.end(1, "cms-site-de-too-long");
    expect(reviews.status("cms/site/de/too-long")).toEqual({
      status: "SUCCESS",
      url: "/review/cms-site-de-too-long/",
    });
    reviews.saved("cms/site/ja/site");
    started[1]?.end(2);
    expect(reviews.status("cms/site/ja/site")).toEqual({ status: "ERROR", error: "building…" });
  });

  it("starts the review of a draft saved before the editor started, when it is first asked about", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    expect(reviews.status("cms/site/ar/site")).toEqual({ status: "PENDING" });
    expect(started.map(({ branch }) => branch)).toEqual(["cms/site/ar/site"]);
  });

  it("builds the published branch once the editor is open, and a draft saved meanwhile waits for it", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.prepare();
    reviews.saved("cms/site/de/site");
    expect(reviews.status("cms/site/de/site")).toEqual({ status: "PENDING" });
    expect(started.map(({ branch }) => branch)).toEqual(["--prepare"]);
    started[0]?.end(0);
    expect(started.map(({ branch }) => branch)).toEqual(["--prepare", "cms/site/de/site"]);
    // Once: the editor asks on every request.
    reviews.prepare();
    started[1]?.end(0, "cms-site-de-site");
    expect(reviews.status("cms/site/de/site")).toMatchObject({ status: "SUCCESS" });
    expect(started).toHaveLength(2);
  });

  it("prepares nothing while a review is under way: it builds the published branch itself", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.saved("cms/site/de/site");
    reviews.prepare();
    started[0]?.end(0, "cms-site-de-site");
    reviews.prepare();
    expect(started.map(({ branch }) => branch)).toEqual(["cms/site/de/site"]);
  });

  it("reviews drafts as before when the published branch could not be built ahead", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.prepare();
    reviews.saved("cms/pages/faq");
    started[0]?.end(1);
    expect(started.map(({ branch }) => branch)).toEqual(["--prepare", "cms/pages/faq"]);
    expect(reviews.status("cms/pages/faq")).toEqual({ status: "PENDING" });
  });

  it("links no folder outside review/", () => {
    const { started, start } = fakeReviews(root);
    const reviews = draftReviews(root, start);
    reviews.saved("cms/site/de/site");
    started[0]?.end(0, "../elsewhere");
    expect(reviews.status("cms/site/de/site")).toMatchObject({ status: "ERROR" });
  });
});
