/**
 * What a JavaScript file of a Gatsby build is for, read from its name and its source map rather
 * than kept by hand per content hash (hashes change with every build):
 *
 * - the name: Gatsby names its chunks (`framework`, `app`, `webpack-runtime`, `commons`,
 *   `component---<page component>`, a 40-hex name for modules shared by page components, an
 *   8-hex one for a large module of its own) and webpack numbers the rest;
 * - the source map's `sources`: whose code the chunk holds, by share of the sources' length
 *   (`sourcesContent`), npm package by npm package, with the site's own files together.
 *
 * Pure functions; bench/sourcemaps.ts reads the maps.
 */

/** The part of a source map (v3) this module reads. */
export type SourceMap = { sources: string[]; sourcesContent?: Array<string | null> };

/** Who wrote a source: an npm package, the site, or webpack's generated runtime. */
export type Owner = { kind: "package" | "site" | "webpack" | "outside"; name: string };

/**
 * A source as the build's folder names it: `webpack://<project>/./src/x.ts` → `src/x.ts`. A path
 * that starts with `../` lies outside the project: a package's own original source, which its
 * source map names relative to its dist/ folder and webpack carries over unresolved.
 */
export function sourcePath(source: string): string {
  return source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^(?:\.\/)+/, "");
}

/** The innermost package a path lies in: `node_modules/a/node_modules/@b/c/x.js` → `@b/c`. */
function packageName(file: string): string | undefined {
  const parts = file.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  const [first, second] = parts.slice(at + 1, -1);
  return first?.startsWith("@") && second ? `${first}/${second}` : first;
}

/**
 * Who wrote the source. `packageOf` names the package of a source outside the project, when the
 * caller could find it (bench/sourcemaps.ts looks in node_modules).
 */
export function sourceOwner(
  source: string,
  packageOf: (source: string) => string | undefined = () => undefined,
): Owner {
  const file = sourcePath(source);
  const name = packageName(file);
  if (name) return { kind: "package", name };
  if (file.startsWith("webpack/")) return { kind: "webpack", name: "webpack runtime" };
  // Gatsby copies its browser runtime into .cache/ and builds it from there.
  if (file.startsWith(".cache/")) return { kind: "package", name: "gatsby" };
  if (file.startsWith("../")) {
    const owner = packageOf(source);
    return owner ? { kind: "package", name: owner } : { kind: "outside", name: file };
  }
  return { kind: "site", name: file };
}

export type Share = { owner: Owner; files: string[]; share: number };

/**
 * The chunk's sources by owner, largest share first: each source weighs its length in
 * `sourcesContent`, or 1 when the map has none. The site's files are one owner, "site".
 */
export function sourceShares(
  map: SourceMap,
  packageOf?: (source: string) => string | undefined,
): Share[] {
  const byOwner = new Map<string, { owner: Owner; files: Map<string, number>; weight: number }>();
  let total = 0;
  map.sources.forEach((source, index) => {
    const owner = sourceOwner(source, packageOf);
    const weight = map.sourcesContent ? (map.sourcesContent[index]?.length ?? 0) : 1;
    const key = owner.kind === "site" || owner.kind === "outside" ? owner.kind : owner.name;
    const entry = byOwner.get(key) ?? { owner, files: new Map<string, number>(), weight: 0 };
    entry.weight += weight;
    entry.files.set(sourcePath(source), (entry.files.get(sourcePath(source)) ?? 0) + weight);
    byOwner.set(key, entry);
    total += weight;
  });
  return [...byOwner.values()]
    .map(({ owner, files, weight }) => ({
      owner,
      files: [...files].sort((a, b) => b[1] - a[1]).map(([file]) => file),
      share: total ? weight / total : 0,
    }))
    .sort((a, b) => b.share - a.share);
}

const percent = (share: number) => (share < 0.01 ? "< 1 %" : `${Math.round(share * 100)} %`);

/** A few files, the largest first: `a.ts, b.ts, …`. */
function someFiles(files: string[], count = 3): string {
  const shown = files.slice(0, count).map((file) => `\`${file}\``);
  return files.length > count ? `${shown.join(", ")}, …` : shown.join(", ");
}

/**
 * The sources in a line, the largest owners first: `react-dom 89 %, react 5 %, scheduler 3 %,
 * 2 more`. The site's share names its largest files.
 */
export function summarizeSources(
  map: SourceMap,
  packageOf?: (source: string) => string | undefined,
  shown = 4,
): string {
  const shares = sourceShares(map, packageOf);
  const parts = shares.slice(0, shown).map(({ owner, files, share }) => {
    if (owner.kind === "site") return `the site's ${someFiles(files)} ${percent(share)}`;
    if (owner.kind === "outside") {
      return `a package's own sources (${someFiles(files, 2)}) ${percent(share)}`;
    }
    return `${owner.name} ${percent(share)}`;
  });
  const rest = shares.length - shown;
  return rest > 0 ? `${parts.join(", ")}, ${rest} more` : parts.join(", ");
}

/** A path as Gatsby's chunk names spell it: `src/templates/LegalPage.tsx` → `src-templates-legal-page-tsx`. */
export function chunkSlug(file: string): string {
  return file
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The route of a page in src/pages/: `src/pages/index.tsx` → `/`, `src/pages/404.tsx` → `/404/`. */
function routeOf(file: string): string | undefined {
  const page = /^src\/pages\/(.+)\.[jt]sx?$/.exec(file)?.[1];
  if (page === undefined) return undefined;
  const route = page.replace(/(?:^|\/)index$/, "");
  return route ? `/${route}/` : "/";
}

/**
 * A page component's chunk, `component---<slug>`: which of the chunk's own sources the slug names
 * (the longest match), and the content file after `-content-file-path-` for an MDX page.
 */
function pageComponent(slug: string, sources: string[]): string {
  const files = sources.map(sourcePath).filter((file) => !file.startsWith("../"));
  const component = files
    .filter((file) => slug === chunkSlug(file) || slug.startsWith(`${chunkSlug(file)}-`))
    .sort((a, b) => chunkSlug(b).length - chunkSlug(a).length)[0];
  if (!component) return `a page component (\`${slug}\`)`;
  const route = routeOf(component);
  if (route) return `the page component of \`${route}\` (\`${component}\`)`;
  const rest = slug.slice(chunkSlug(component).length).replace(/^-content-file-path-/, "");
  const content = files.find((file) => rest && chunkSlug(file) === rest);
  return content
    ? `the page component \`${component}\` with \`${content}\``
    : `the page component \`${component}\``;
}

/**
 * What Gatsby's name for the chunk says it is, from the file name without its content hash;
 * `sources` (the map's) name a page component's file.
 */
export function chunkRole(file: string, sources: string[] = []): string {
  const name = (file.split("/").pop() ?? file).replace(/-[0-9a-f]{16,}\.m?js$|\.m?js$/, "");
  if (name === "entrance") {
    return "the card entrance (src/entrance/trail.ts on react-spring's core), when cards come near";
  }
  if (name === "web-vitals")
    return "web-vitals, for a site built to report (GATSBY_WEB_VITALS_URL)";
  if (name === "framework") return "Gatsby's framework chunk (React), on every page";
  if (name === "app") return "Gatsby's app entry: its browser runtime and router, on every page";
  if (name === "webpack-runtime") return "webpack's runtime: loads and links the other chunks";
  if (name === "commons") return "Gatsby's commons chunk: modules every page component uses";
  if (name.startsWith("component---")) {
    return pageComponent(name.slice("component---".length), sources);
  }
  if (/^[0-9a-f]{40}$/.test(name)) {
    return "Gatsby's shared chunk: modules two or more page components use";
  }
  if (/^[0-9a-f]{8}$/.test(name)) return "Gatsby's chunk for one large module (over 160 KB)";
  if (/^\d+$/.test(name)) return `webpack chunk ${name}, unnamed (an \`import()\` or a split)`;
  return "not a Gatsby chunk name";
}

/** The table's "What it is for": the chunk's role, then whose code it holds. */
export function describeChunk(
  file: string,
  map: SourceMap | undefined,
  packageOf?: (source: string) => string | undefined,
): string {
  const role = chunkRole(file, map?.sources);
  if (!map) return `${role}; no source map`;
  return map.sources.length ? `${role}; sources: ${summarizeSources(map, packageOf)}` : role;
}
