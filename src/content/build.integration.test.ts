/** @jest-environment node */
import { spawnSync } from "child_process";
import path from "path";

import { BUILDABLE_SITE, copySite } from "../test/siteCopy";

/**
 * The real `gatsby build`, on a copy of the site with one broken file: it must stop, and say where.
 * The content check runs before Gatsby reads anything, so this takes seconds, not a full build.
 */
it("stops gatsby build with a message naming the broken file and field", () => {
  const site = copySite({
    copy: BUILDABLE_SITE,
    link: ["node_modules"],
  });
  try {
    site.edit("content/en/models.json", (text) =>
      text.replace('"comingSoon": true', '"comingSoon": "yes"'),
    );
    const build = spawnSync(path.join(site.root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: site.root,
      encoding: "utf8",
      env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
      timeout: 170_000,
    });
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toContain(
      'content/en/models.json: line 45: items[6] ("DALL·E 3"): comingSoon must be a boolean (true or false, without quotes), got "yes"',
    );
  } finally {
    site.remove();
  }
}, 180_000);
