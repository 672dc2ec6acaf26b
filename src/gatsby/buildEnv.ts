/**
 * What `npm run review` (scripts/review/siteBuilds.ts) asks of a build, by environment variable.
 * It builds one commit after another in one folder and needs pages only, so:
 * - FINISH_IN_ENV: finish the site (src/gatsby/postBuild.ts) in a copy of public/ at this path,
 *   leaving public/ as Gatsby made it (its page data, its bundles), so that the next build
 *   rebuilds only what changed;
 * - WITHOUT_EDITOR_ENV = "1": leave out the editor at /admin/ (gatsby-config.ts), its own webpack
 *   build and most of the build's time (53 s against 93 s from scratch, 21 s after a text edit).
 *   The editor's browser suites build their copies of the site the same way (e2e/support/cms.ts).
 */
export const FINISH_IN_ENV = "OCTOPUS_FINISH_IN";
export const WITHOUT_EDITOR_ENV = "OCTOPUS_WITHOUT_EDITOR";
