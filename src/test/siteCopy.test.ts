/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";

import { copySite } from "./siteCopy";

let project: string;

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-project-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), text);
  };
  write("scripts/netlify/install.ts", "tool");
  write("scripts/netlify/node_modules/netlify-cli/index.js", "installed");
  write("scripts/review.ts", "review");
  write("node_modules/gatsby/index.js", "gatsby");
});

afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test("a copied folder's own files are copied, and the packages installed inside it are not", () => {
  const site = copySite({ copy: ["scripts"], link: ["node_modules"], from: project });
  try {
    expect(fs.readFileSync(path.join(site.root, "scripts/netlify/install.ts"), "utf8")).toBe(
      "tool",
    );
    expect(fs.readFileSync(path.join(site.root, "scripts/review.ts"), "utf8")).toBe("review");
    expect(fs.existsSync(path.join(site.root, "scripts/netlify/node_modules"))).toBe(false);
    // The project's own packages are linked, not copied.
    expect(fs.lstatSync(path.join(site.root, "node_modules")).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(site.root, "node_modules/gatsby/index.js"), "utf8")).toBe(
      "gatsby",
    );
  } finally {
    site.remove();
  }
});
