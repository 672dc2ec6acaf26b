import type { GatsbyNode } from "gatsby";

import { CHUNK_LOAD_TIMEOUT_MS } from "../constants";
import { compileInlineCss } from "../postbuild/compileInlineCss";

/**
 * Gatsby's webpack builds. The pages' server renderer matters for the built site; the browser's
 * bundles only for `gatsby develop`, since the built pages ship none of them (their scripts are
 * compiled apart: src/postbuild/compilePageScripts.ts).
 */
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
  // The entrance's chunk under `gatsby develop` waits as long as the built pages' does.
  config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS };
  actions.replaceWebpackConfig(config);
};
