import { setupBrowserSuite } from "../../support/harness";
import { expect, test } from "../../support/test";

/** A test that fails on purpose (e2e/failure-artifacts.test.ts runs it, and only it). */
const site = setupBrowserSuite();

test("fails on purpose", async () => {
  const page = await site.open("/");
  expect(await page.title()).toBe("a title no page has");
});
