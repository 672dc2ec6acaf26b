/** The suites that need the machine to themselves (serialSuites.js): one at a time, after the rest. */
module.exports = {
  ...require("./jest.config.js"),
  testMatch: require("./serialSuites"),
  testPathIgnorePatterns: ["/node_modules/"],
  maxWorkers: 1,
};
