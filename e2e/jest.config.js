/**
 * The browser and build-output suites. They run against the production build in public/ (run
 * `npm run build` first; `npm test` does), in Node, driving Debian's Chromium with playwright-core.
 */
module.exports = {
  rootDir: "..",
  testMatch: ["<rootDir>/e2e/**/*.test.ts"],
  testEnvironment: "node",
  transform: { "^.+\\.ts$": "<rootDir>/jest/preprocess.js" },
  testTimeout: 60_000,
  // One Chromium at a time: the machine has two cores and timing assertions need a quiet one.
  maxWorkers: 1,
};
