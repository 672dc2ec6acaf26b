import { defineConfig } from "@playwright/test";

import suite from "../../../playwright.config";

/**
 * The browser suite's own settings (trace, screenshot, browser), run over the one test that fails
 * on purpose: e2e/failure-artifacts.test.ts proves that a failure leaves what the README says.
 */
export default defineConfig({
  ...suite,
  testDir: __dirname,
  testMatch: "fails.fixture.ts",
  projects: undefined,
  workers: 1,
  reporter: [["json"]],
  outputDir: process.env.FAILURE_OUTPUT_DIR,
});
