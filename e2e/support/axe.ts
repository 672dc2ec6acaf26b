import AxeBuilder from "@axe-core/playwright";
import axePackage from "axe-core/package.json";
import type { AxeResults } from "axe-core";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * axe-core as every browser suite runs it: the site's pages (accessibility.test.ts) and the
 * content editor's screens (cms.test.ts, cms-workflow.test.ts).
 */

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and Deque's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** The oldest axe-core these checks were written against: a pin below it would test less. */
const AXE_AT_LEAST = "4.14.1";

function atLeast(version: string, floor: string): boolean {
  const parse = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
  const [a, b] = [parse(version), parse(floor)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** One line per violation: the rule, its impact, what it asks, and where. */
export function summary(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ` +
      violation.nodes.map((node) => `${node.target.join(" ")}`).join(", "),
  );
}

/** axe over the page as it is now, with the checks that it is the newest axe and really ran. */
export async function analyse(page: Page): Promise<AxeResults> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  // The axe that ran is the newest installed, not an older copy bundled somewhere.
  expect(results.testEngine.version).toBe(axePackage.version);
  expect(atLeast(results.testEngine.version, AXE_AT_LEAST)).toBe(true);
  // Proof that axe really examined the page, not an empty document.
  expect(results.passes.length).toBeGreaterThan(10);
  return results;
}
