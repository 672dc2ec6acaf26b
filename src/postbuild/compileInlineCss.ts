import { readFileSync } from "fs";
import path from "path";
import { transformSync } from "esbuild";

/** The rules a page without JavaScript adds to its header (gatsby-ssr.tsx). */
export const NO_SCRIPT_MENU_CSS = path.resolve(__dirname, "../styles/no-script-menu.css");

/**
 * A stylesheet of src/styles/ minified for a <style> element in every page's <head>, where each
 * byte is on the first screen's wire: the file stays readable, with its comments, beside the
 * stylesheets whose rules it overrides.
 */
export function compileInlineCss(file = NO_SCRIPT_MENU_CSS): string {
  const { code } = transformSync(readFileSync(file, "utf8"), { loader: "css", minify: true });
  return code.trimEnd();
}
