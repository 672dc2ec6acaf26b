import { cpSync, rmSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import site from "../../content/en/site.json";
import { compilePageScripts, writeChunk } from "../postbuild/compilePageScripts";
import { finishBuild } from "../postbuild/finishBuild";
import { adminContentSecurityPolicy, gitHostOrigins } from "../postbuild/securityHeaders";
import { TRANSLATIONS } from "../i18n/locales";
import { FINISH_IN_ENV } from "./buildEnv";
import { moveSpecimensOut } from "./specimens";

/** After every build: public/ made ready for a host (src/postbuild/finishBuild.ts), or a clear error. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const builtDir = path.resolve("public");
  const finishIn = process.env[FINISH_IN_ENV];
  const publicDir = finishIn ? path.resolve(finishIn) : builtDir;
  if (publicDir !== builtDir) {
    rmSync(publicDir, { recursive: true, force: true });
    cpSync(builtDir, publicDir, { recursive: true });
    reporter.info(`Finishing the build in ${publicDir}; public/ is left as Gatsby made it`);
  }
  const { pageScript, chunks } = compilePageScripts(process.env.GATSBY_WEB_VITALS_URL);
  chunks.forEach((chunk) => writeChunk(publicDir, chunk));
  const { problems, code } = finishBuild(publicDir, {
    pageScript,
    translations: TRANSLATIONS.map(({ code: prefix }) => prefix),
    adminPolicy: adminContentSecurityPolicy({ gitOrigins: gitHostOrigins(process.env) }),
    siteUrl: site.siteUrl,
    webVitalsUrl: process.env.GATSBY_WEB_VITALS_URL,
  });
  const count = (texts: string[]) => new Set(texts).size;
  reporter.info(
    `Pages' policies allow ${count(code.scripts)} inline script and ${count(code.styles)} inline style hashes in all`,
  );
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n\n"));
  // Made and finished as every page is, and then out of what ships (src/gatsby/specimens.ts).
  const moved = moveSpecimensOut(publicDir);
  reporter.info(`Specimen pages moved out of public/ to .specimens/public/: ${moved.length} files`);
};
