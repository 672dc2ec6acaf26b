import fs from "fs";
import path from "path";

import { JSON_FILES, jsonFile } from "../../content/layout";
import { LOCALE_CODES } from "../../i18n/locales";

/**
 * For the previews' tests: the part of the facts the editor's build defines as
 * __CMS_BUILD_FACTS__ (gatsby-config.ts, cmsBuildFacts.ts) that the previews read, the JSON
 * content files of this project. Imported before the previews, which read them as they load.
 */
const root = path.resolve(__dirname, "../../..");
const files = Object.fromEntries(
  LOCALE_CODES.flatMap((locale) =>
    JSON_FILES.map((name) => jsonFile(locale, name)).map((file) => [
      file,
      fs.readFileSync(path.join(root, file), "utf8"),
    ]),
  ),
);
(globalThis as { __CMS_BUILD_FACTS__?: unknown }).__CMS_BUILD_FACTS__ = {
  snapshot: { files, codePages: [], staticFiles: [] },
  images: {},
};
