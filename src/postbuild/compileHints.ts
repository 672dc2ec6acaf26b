import type { Chunk, Compilation, Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on the background thread that streams the script in while it
 * downloads. Without it V8 only pre-parses a function and compiles it on the main thread the
 * first time it is called, which for React and Gatsby's runtime at start-up is most of the task
 * that evaluates them. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Gatsby's entry point: webpack's runtime, React (the framework chunk) and Gatsby's app. */
const APP_ENTRY = "app";
/** Gatsby names each page component's chunk group after the component: component---src-… */
const PAGE_COMPONENT_GROUP = /^component---/;

const PLUGIN = "CompileHintsPlugin";

/**
 * The chunks every page runs at start-up: the app entry point's and a page component's, with
 * the chunks that component shares with others. Left out, and so compiled lazily:
 * - chunks loaded on demand, such as the card entrance's react-spring, which may never run;
 * - a legacy `polyfill` entry point, which browsers that read the hint never load.
 *
 * The hint compiles every function of a file, also those start-up never calls (React DOM has
 * some): more bytecode in memory and more work for the background thread, in exchange for none
 * on the main thread. npm run bench measured that exchange for these chunks (README →
 * Performance).
 */
function startupChunks(compilation: Compilation): Set<Chunk> {
  const chunks = new Set<Chunk>(compilation.entrypoints.get(APP_ENTRY)?.chunks ?? []);
  for (const [name, group] of compilation.namedChunkGroups) {
    if (PAGE_COMPONENT_GROUP.test(name)) for (const chunk of group.chunks) chunks.add(chunk);
  }
  return chunks;
}

/**
 * Starts every JavaScript file of the start-up chunks with the compile hint. It runs after
 * minification, which would strip the comment, and before source maps and content hashes are
 * made, so both describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          for (const chunk of startupChunks(compilation)) {
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
