import type { Chunk, Compilation, Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on the background thread that streams the script in while it
 * downloads. Without it V8 only pre-parses a function and compiles it on the main thread the
 * first time it is called, which for React and Gatsby's runtime at start-up is most of the task
 * that evaluates them. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Gatsby names each page component's chunk group after the component: component---src-… */
const PAGE_COMPONENT_GROUP = /^component---/;

const PLUGIN = "CompileHintsPlugin";

/**
 * The chunks every page runs at start-up: the entry points' (webpack's runtime, React, Gatsby's
 * app) and a page component's, with the chunks they share. Chunks loaded on demand, such as the
 * card entrance's react-spring, are left to V8's lazy compilation: hinting them would compile
 * code that may never run.
 */
export function startupChunks(compilation: Compilation): Set<Chunk> {
  const chunks = new Set<Chunk>();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) chunks.add(chunk);
  }
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
