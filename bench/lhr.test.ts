import { measureOf } from "./lhr";
import type { Report } from "./lhr";

const report = (audits: Report["audits"]): Report => ({
  categories: {
    performance: {
      score: 0.93,
      auditRefs: [
        { id: "total-blocking-time", weight: 30 },
        { id: "long-tasks", weight: 0 },
      ],
    },
    seo: { score: 1, auditRefs: [] },
  },
  audits: {
    "total-blocking-time": { score: 0.79, numericValue: 295 },
    "largest-contentful-paint": { score: 1, numericValue: 1914 },
    "resource-summary": {
      details: {
        items: [
          { resourceType: "total", transferSize: 146_900 },
          { resourceType: "script", transferSize: 97_400 },
        ],
      },
    },
    "main-thread-tasks": { details: { items: [{ duration: 12 }, { duration: 16 }] } },
    "network-requests": {
      details: {
        items: [
          { url: "http://localhost:4100/", resourceType: "Document", transferSize: 9_000 },
          {
            url: "http://localhost:4100/framework-8ea683fcd6da872d1af5.js",
            resourceType: "Script",
            transferSize: 45_100,
            resourceSize: 140_000,
          },
          { url: "https://cdn.example/x.js?v=2", resourceType: "Script", transferSize: 900 },
        ],
      },
    },
    ...audits,
  },
  finalDisplayedUrl: "http://localhost:4100/",
  environment: { benchmarkIndex: 1583 },
  configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
});

describe("measureOf", () => {
  it("reads scores, metrics, bytes, the benchmark index and the audits that lost points", () => {
    const measure = measureOf(
      report({
        "long-tasks": { score: 0, details: { items: [{ duration: 235 }, { duration: 80 }] } },
      }),
    );
    expect(measure).toMatchObject({
      performance: 93,
      seo: 100,
      accessibility: 0,
      tbt: 295,
      lcp: 1914,
      jsBytes: 97_400,
      totalBytes: 146_900,
      benchmarkIndex: 1583,
      longestTask: 235,
      longestTaskSource: "long-tasks",
      missed: { "total-blocking-time": 0.79 },
    });
    expect(measure.fcp).toBeNaN();
  });

  it("lists the scripts requested, by path on the page's origin", () => {
    expect(measureOf(report({})).scripts).toEqual([
      { url: "/framework-8ea683fcd6da872d1af5.js", transferSize: 45_100, resourceSize: 140_000 },
      { url: "https://cdn.example/x.js?v=2", transferSize: 900, resourceSize: 0 },
    ]);
  });

  it("estimates the longest task from main-thread-tasks when long-tasks lists none", () => {
    const measure = measureOf(report({ "long-tasks": { score: 1, details: { items: [] } } }));
    expect(measure).toMatchObject({ longestTask: 64, longestTaskSource: "main-thread-tasks" });
  });
});
