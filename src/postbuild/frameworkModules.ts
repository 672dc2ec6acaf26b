import { mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { Chunk, Compilation, Compiler, Module } from "webpack";

import type { FrameworkModules } from "../loader/startWhenWanted";

/** Gatsby's chunk of React, React DOM and the scheduler (its `framework` cache group). */
const FRAMEWORK_CHUNK = "framework";
const PLUGIN = "FrameworkModulesPlugin";

/** Where FrameworkModulesPlugin leaves React's module ids for the post-build page loader. */
const FRAMEWORK_MODULES_FILE = path.resolve(".cache", "framework-modules.json");

/**
 * The framework chunk's modules in an order that evaluates each one's dependencies before it
 * (depth first, post-order), so that requiring them one by one evaluates one module per call.
 */
function dependenciesFirst(compilation: Compilation, chunk: Chunk): Module[] {
  const inChunk = new Set(compilation.chunkGraph.getChunkModulesIterable(chunk));
  const order: Module[] = [];
  const seen = new Set<Module>();
  const visit = (module: Module) => {
    if (seen.has(module)) return;
    seen.add(module);
    const dependencies = [...compilation.moduleGraph.getOutgoingConnections(module)]
      .map((connection) => connection.module)
      .filter((dependency): dependency is Module => !!dependency && inChunk.has(dependency))
      .sort((a, b) => a.identifier().localeCompare(b.identifier()));
    dependencies.forEach(visit);
    order.push(module);
  };
  [...inChunk].sort((a, b) => a.identifier().localeCompare(b.identifier())).forEach(visit);
  return order;
}

/**
 * Writes the framework chunk's module ids, dependencies first, and webpack's chunk-loading global
 * to `file`, for the page loader (src/loader/startWhenWanted.ts, its `modules`) to evaluate
 * React's modules one per task. Writes an empty list when the build has no framework chunk.
 */
export class FrameworkModulesPlugin {
  constructor(private readonly file = FRAMEWORK_MODULES_FILE) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const chunk = [...compilation.chunks].find(({ name }) => name === FRAMEWORK_CHUNK);
      const ids = chunk
        ? dependenciesFirst(compilation, chunk).flatMap((module) => {
            const id = compilation.chunkGraph.getModuleId(module);
            return id === null ? [] : [id];
          })
        : [];
      const facts: FrameworkModules = {
        chunkLoadingGlobal: String(compiler.options.output.chunkLoadingGlobal),
        ids,
      };
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(facts));
    });
  }
}

/** What FrameworkModulesPlugin wrote for the last build. */
export function readFrameworkModules(file = FRAMEWORK_MODULES_FILE): FrameworkModules {
  const facts = JSON.parse(readFileSync(file, "utf8")) as FrameworkModules;
  if (!facts.chunkLoadingGlobal || !Array.isArray(facts.ids)) {
    throw new Error(`${file}: no chunk-loading global or module ids`);
  }
  return facts;
}
