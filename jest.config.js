/**
 * Jest for a Gatsby site, set up as Gatsby's unit-testing guide describes for TypeScript:
 * babel-preset-gatsby compiles the code, `gatsby` itself is mocked (__mocks__/gatsby.js) and
 * stylesheets and files are stubbed.
 */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // A test is a file named *.test.ts(x), beside what it proves. Not Jest's default, which also
  // takes a file named test.ts: the script behind `npm test` once ran itself, build and all,
  // inside the unit tests.
  testMatch: ["**/*.test.[jt]s?(x)"],
  // e2e/ is the browser suite (Playwright Test); only its tools (e2e/tools/) have unit tests here.
  testPathIgnorePatterns: [
    "/node_modules/",
    "\\.cache",
    "<rootDir>/public/",
    "<rootDir>/e2e/(?!tools/)",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup.ts"],
  // Both cores: Jest would keep one for itself, and the suites wait on child processes and disks.
  maxWorkers: 2,
  // A limit against a test that hangs, not a measure of speed (that is the bench's): the git, sharp
  // and child-process tests take 1-3 s here, and a fresh clone's CI beside a browser suite took
  // one of them past Jest's 5 s default (pictureGate, 2026-11-29).
  testTimeout: 60_000,
};
