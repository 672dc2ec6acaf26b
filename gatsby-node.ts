import type { GatsbyNode } from "gatsby";

import { onPostBootstrap, onPreBootstrap, recheckOnSave } from "./src/gatsby/contentChecks";
import { addLocaleField } from "./src/gatsby/contentNodes";
import { createPages, onCreatePage } from "./src/gatsby/pages";
import { createResolvers } from "./src/gatsby/resolvers";
import { createSchemaCustomization } from "./src/gatsby/schema";
import { onCreateWebpackConfig } from "./src/gatsby/webpack";
import { onPostBuild } from "./src/gatsby/postBuild";

/**
 * The site's build, one module per concern under src/gatsby/: the content checks, the content's
 * GraphQL types and their locales, the resolvers that fall back to English, the pages in every
 * language, webpack's settings and what happens after the build.
 */
export {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreatePage,
  onCreateWebpackConfig,
  onPostBootstrap,
  onPostBuild,
  onPreBootstrap,
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  if (!addLocaleField(args)) recheckOnSave(args);
};
