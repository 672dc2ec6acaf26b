import path from "path";
import type { GatsbyNode } from "gatsby";

import { CHUNK_LOAD_TIMEOUT_MS } from "../constants";
import { CompileHintsPlugin } from "../postbuild/compileHints";
import { compileInlineCss } from "../postbuild/compileInlineCss";
import { FrameworkModulesPlugin } from "../postbuild/frameworkModules";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage === "build-html" || stage === "develop-html") {
    // The server renderer's: the no-script header's rules, inlined by gatsby-ssr.tsx.
    actions.setWebpackConfig({
      plugins: [plugins.define({ __NO_SCRIPT_MENU_CSS__: JSON.stringify(compileInlineCss()) })],
    });
    return;
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  if (!process.env.GATSBY_WEB_VITALS_URL) {
    // Gatsby only inlines GATSBY_* variables that are set. Inlining the empty value makes the
    // opt-in in gatsby-browser.tsx a constant false, so the reporter is not even bundled.
    config.plugins.push(
      plugins.define({ "process.env.GATSBY_WEB_VITALS_URL": JSON.stringify("") }),
    );
  }
  config.output = {
    ...config.output,
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    // webpack's own code (each module's wrapper, its exports, the runtime) in ES2015, the syntax
    // the site's compiled code is already in (const, template literals), not ES5's function
    // expressions: about 0.2 KB less gzipped script on the home page.
    environment: {
      ...config.output?.environment,
      arrowFunction: true,
      const: true,
      destructuring: true,
      forOf: true,
      templateLiteral: true,
    },
  };
  // The scripts every page runs at start-up are compiled while they download, not when called.
  if (stage === "build-javascript") {
    config.plugins.push(new CompileHintsPlugin(), new FrameworkModulesPlugin());
  }
  // Browser bundles only: see src/shims/react-dom-server.ts. It must come before Gatsby's own
  // "react-dom" alias, which would otherwise claim "react-dom/server" first.
  config.resolve.alias = {
    "react-dom/server$": path.resolve("src/shims/react-dom-server.ts"),
    ...config.resolve.alias,
  };
  actions.replaceWebpackConfig(config);
};
