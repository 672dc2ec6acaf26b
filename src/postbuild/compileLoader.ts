import { buildSync } from "esbuild";
import path from "path";

/** The loader's entry: it reads the page's configuration and starts the loader. */
const ENTRY = path.resolve(__dirname, "../loader/main.ts");

/**
 * The page loader (src/loader/startWhenWanted.ts) bundled with its constants and minified into
 * one script. It takes each page's files from data, so it is the same text on every page and
 * needs one hash in the Content-Security-Policy. ES2017: every browser that runs Gatsby's
 * bundles parses it.
 */
export function compileLoader(entry = ENTRY): string {
  const { outputFiles, errors } = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2017",
    platform: "browser",
    legalComments: "none",
    write: false,
  });
  const [output] = outputFiles;
  if (errors.length > 0 || !output) throw new Error(`Could not compile the loader ${entry}`);
  // The inline <script> needs no trailing newline.
  const loader = output.text.trimEnd();
  // Inline, these would end the <script> early or change how the HTML parser reads it (and its
  // CSP hash would no longer match what the browser runs).
  if (/<\/script|<!--/i.test(loader)) {
    throw new Error(`The compiled loader ${entry} contains "</script" or "<!--"`);
  }
  return loader;
}
