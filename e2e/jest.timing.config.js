/** The suites that time what a visitor sees (timingSuites.js): one at a time, nothing beside them. */
module.exports = {
  ...require("./jest.config.js"),
  testMatch: require("./timingSuites"),
  testPathIgnorePatterns: ["/node_modules/"],
  maxWorkers: 1,
};
