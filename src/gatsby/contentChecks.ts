import type { CreateNodeArgs, GatsbyNode, NodePluginArgs } from "gatsby";

import {
  formatProblem,
  formatProblems,
  staleContent,
  validateContent,
} from "../content/validateContent";

/**
 * Content is checked against content/schemas/ before Gatsby reads it, so a mistake stops the build
 * with one message naming the file, the item and the field, instead of a GraphQL error naming none.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkContent(reporter);
};

// `gatsby develop` checks again whenever an editor saves a content file; it reports, not stops.
let bootstrapped = false;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

/** From onCreateNode: a content file changed while `gatsby develop` runs. */
export function recheckOnSave({ node, reporter }: CreateNodeArgs): void {
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "content") {
    return;
  }
  checkContent(reporter);
}

function checkContent(reporter: NodePluginArgs["reporter"]): void {
  const problems = validateContent(process.cwd());
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
  // Out-of-date translations still build, in every language: they are named, not refused.
  for (const stale of staleContent(process.cwd())) reporter.warn(formatProblem(stale));
}
