/**
 * The source maps of a build's JavaScript files, read for bench/chunks.ts: what each file of the
 * build is for, by path (`/framework-<hash>.js` → "Gatsby's framework chunk (React), …").
 *
 * A package that ships its own source maps (gatsby-plugin-image does) leaves its original files
 * in the build's map as paths outside the project, `../src/image-utils.ts`, which name no
 * package. Those are looked up in the source maps that the packages in node_modules ship one
 * folder below their root per `../` (dist/*.map): the package whose map lists the same path with
 * the same content wrote it.
 */
import { existsSync, readFileSync, readdirSync } from "fs";
import path from "path";

import { describeChunk, sourcePath } from "./chunks";
import type { SourceMap } from "./chunks";

/** The map beside `file` (`<file>.map`), if there is one that parses. */
export function readSourceMap(file: string): SourceMap | undefined {
  try {
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as Partial<SourceMap>;
    // Only what chunks.ts reads: `mappings` is most of a map's size.
    return Array.isArray(map.sources)
      ? { sources: map.sources, sourcesContent: map.sourcesContent }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The folders of the packages in `nodeModules`: `a`, `@scope/b`. */
function packages(nodeModules: string): string[] {
  const names = (folder: string) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name);
  return names(nodeModules).flatMap((name) =>
    name.startsWith("@")
      ? names(path.join(nodeModules, name)).map((inner) => `${name}/${inner}`)
      : [name],
  );
}

/** The `.map` files exactly `depth` folders below `folder`, not inside a node_modules. */
function mapsBelow(folder: string, depth: number): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  if (depth === 0) {
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".map"))
      .map((entry) => path.join(folder, entry.name));
  }
  return entries
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
    .flatMap((entry) => mapsBelow(path.join(folder, entry.name), depth - 1));
}

/**
 * Which package wrote each source outside the project (`../…`) of `maps`: a lookup for
 * bench/chunks.ts, undefined where no package in `nodeModules` ships that file with that content.
 */
export function outsideSourcePackages(
  maps: SourceMap[],
  nodeModules: string,
): (source: string) => string | undefined {
  // Path → the content the build's map has for it (null: no content to compare).
  const wanted = new Map<string, string | null>();
  for (const map of maps) {
    map.sources.forEach((source, index) => {
      const file = sourcePath(source);
      if (file.startsWith("../")) wanted.set(file, map.sourcesContent?.[index] ?? null);
    });
  }
  const found = new Map<string, Set<string>>();
  // `../src/x.ts` lies one folder up from its map, `../../src/x.ts` two.
  const depths = new Set(
    [...wanted.keys()].map((file) => file.split("/").findIndex((part) => part !== "..")),
  );
  if (wanted.size && existsSync(nodeModules)) {
    for (const name of packages(nodeModules)) {
      for (const depth of depths) {
        for (const mapFile of mapsBelow(path.join(nodeModules, name), depth)) {
          const text = readFileSync(mapFile, "utf8");
          // Most maps name none of the files: skip them before parsing.
          if (![...wanted.keys()].some((file) => text.includes(JSON.stringify(file)))) continue;
          let map: Partial<SourceMap>;
          try {
            map = JSON.parse(text) as Partial<SourceMap>;
          } catch {
            continue;
          }
          (map.sources ?? []).forEach((file, index) => {
            const content = wanted.get(file);
            if (content === undefined) return;
            if (content !== null && map.sourcesContent?.[index] !== content) return;
            found.set(file, (found.get(file) ?? new Set()).add(name));
          });
        }
      }
    }
  }
  return (source) => {
    const names = found.get(sourcePath(source));
    return names ? [...names].sort().join(" or ") : undefined;
  };
}

/**
 * What each JavaScript file of the build in `root` is for, by path from the root: its top-level
 * `*.js` files (Gatsby writes its chunks there) and `also`, paths the page requested elsewhere.
 */
export function describeBuildChunks(
  root: string,
  also: string[] = [],
  nodeModules = path.resolve(__dirname, "../node_modules"),
): Record<string, string> {
  const files = [
    ...readdirSync(root)
      .filter((name) => name.endsWith(".js"))
      .map((name) => `/${name}`),
    ...also.map((url) => url.replace(/[?#].*$/, "")).filter((url) => url.startsWith("/")),
  ];
  const maps = new Map<string, SourceMap | undefined>();
  for (const file of new Set(files)) {
    const local = path.join(root, file);
    // Only files of the build: a path that climbs out of it (`/../x.js`) has no map here.
    const inside = !path.relative(root, local).startsWith("..");
    maps.set(file, inside ? readSourceMap(local) : undefined);
  }
  const packageOf = outsideSourcePackages(
    [...maps.values()].filter((map): map is SourceMap => map !== undefined),
    nodeModules,
  );
  return Object.fromEntries(
    [...maps].map(([file, map]) => [file, describeChunk(file, map, packageOf)]),
  );
}
