// The same Babel preset Gatsby builds with, on the automatic JSX runtime that gatsby-config sets.
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
