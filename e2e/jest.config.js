/**
 * The browser and build-output suites. They run against the production build in public/ (run
 * `npm run build` first; `npm test` does), in Node, driving Debian's Chromium with playwright-core.
 *
 * This config runs every suite that checks what is there (geometry, content, policy, the editor's
 * screens) on two workers, one Chromium each; jest.serial.config.js then runs the suites that need
 * the machine to themselves (serialSuites.js), one at a time. `npm run test:e2e` runs both.
 */
const serialSuites = require("./serialSuites");

module.exports = {
  rootDir: "..",
  testMatch: ["<rootDir>/e2e/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", ...serialSuites.map((suite) => `^${suite}$`)],
  testEnvironment: "node",
  transform: { "^.+\\.ts$": "<rootDir>/jest/preprocess.js" },
  testTimeout: 60_000,
  maxWorkers: 2,
  testSequencer: "<rootDir>/e2e/sequencer.js",
};
