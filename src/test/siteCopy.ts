import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const projectRoot = path.resolve(__dirname, "../..");

/** What a copy needs to be built on its own (node_modules is linked, not copied). */
export const BUILDABLE_SITE = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "content",
  "plugins",
  "src",
  "static",
];

/**
 * Packages installed inside a copied folder are left out: scripts/netlify and scripts/observatory
 * install their tools there (scripts/install-tools.ts), 550 MB that took a git copy 9 s to make
 * and 12 s to remove, and that no copy runs.
 */
const notInstalled = (source: string) => path.basename(source) !== "node_modules";

export type SiteCopy = {
  root: string;
  /** Rewrites one file of the copy; fails if the edit changed nothing, so a stale edit is noticed. */
  edit: (file: string, change: (text: string) => string) => void;
  remove: () => void;
};

/**
 * A throwaway copy of parts of this project in a temporary folder, to break on purpose.
 * `copy` lists paths to copy, `link` paths to symlink (node_modules: too big to copy).
 */
export function copySite({
  copy,
  link = [],
  from = projectRoot,
}: {
  copy: string[];
  link?: string[];
  /** The folder copied from: this project unless told. */
  from?: string;
}): SiteCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-site-"));
  for (const entry of copy) {
    fs.cpSync(path.join(from, entry), path.join(root, entry), {
      recursive: true,
      filter: notInstalled,
    });
  }
  for (const entry of link) fs.symlinkSync(path.join(from, entry), path.join(root, entry));
  return {
    root,
    edit(file, change) {
      const absolute = path.join(root, file);
      const before = fs.readFileSync(absolute, "utf8");
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing.`);
      fs.writeFileSync(absolute, after);
    },
    // A process killed a moment before (an editor's server, git's background upkeep) may still
    // write a file into the copy while it is removed: try again rather than fail the teardown
    // with ENOTEMPTY, as a fresh clone's cms-crash did once.
    remove: () =>
      fs.rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
  };
}

/**
 * A copy of the project that `npm run cms` runs in, as an editor's clone: a git repository on
 * main with everything committed, its own scripts, and node_modules linked (and excluded: a link
 * is not a folder to git, so .gitignore misses it).
 */
export function gitCopyOfSite(): SiteCopy {
  const site = copySite({
    copy: [...BUILDABLE_SITE, "scripts", ".gitignore"],
    link: ["node_modules"],
  });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: site.root });
  git("init", "-q", "-b", "main");
  fs.appendFileSync(path.join(site.root, ".git/info/exclude"), "node_modules\n");
  git("config", "user.name", "Editor Test");
  git("config", "user.email", "editor@octopus.test");
  // No upkeep in the background: a detached `git gc --auto` outlives the editor's process group
  // and may still be writing into .git while the copy is removed.
  git("config", "gc.auto", "0");
  git("config", "maintenance.auto", "false");
  git("add", "-A");
  git("commit", "-q", "-m", "The site as it is");
  return site;
}
