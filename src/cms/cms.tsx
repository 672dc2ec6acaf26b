import "../styles/global.css";

import { Globals } from "@react-spring/web";
import { Buffer } from "buffer";
import CMS from "decap-cms-app";
import { createRoot } from "react-dom/client";

import type { CmsBuildFacts } from "../build/cmsBuildFacts";
import { chooseBackend } from "./backend";
import { collections, formatName } from "./config";
import { createGate, refusal } from "./contentGate";
import { formats } from "./formatsByCollection";
import NotConfigured from "./NotConfigured";
import { cardsPreview } from "./previews/CardsPreview";
import LegalPreview from "./previews/LegalPreview";
import SitePreview from "./previews/SitePreview";

/**
 * The content editor at /admin/ (Decap CMS), built by gatsby-plugin-decap-cms from this module.
 * global.css is imported above so the plugin hands it to the preview pane, where the site's own
 * components render the entry being edited.
 */

declare const __CMS_BUILD_FACTS__: CmsBuildFacts;

type EntryMap = {
  get: (key: string) => unknown;
};

// gray-matter, which reads a legal page's front matter (in its format and in the save gate), calls
// Node's Buffer, which webpack 5 no longer gives browser bundles: without it no legal page loads
// and every save is refused with "Buffer is not defined".
globalThis.Buffer ??= Buffer;

// The preview shows the content, not the entrance animation.
Globals.assign({ skipAnimation: true });

for (const [collection, formatter] of Object.entries(formats)) {
  CMS.registerCustomFormat(
    formatName(collection),
    collection === "legal" ? "mdx" : "json",
    formatter,
  );
}
CMS.registerPreviewTemplate("site", SitePreview);
CMS.registerPreviewTemplate("use-cases", cardsPreview("useCases"));
CMS.registerPreviewTemplate("models", cardsPreview("models"));
CMS.registerPreviewTemplate("legal", LegalPreview);

const gate = createGate(__CMS_BUILD_FACTS__);

/** The file an entry is saved to; a new legal page's is named after its title, as Decap names it. */
function entryFile(entry: EntryMap, data: Record<string, unknown>): string {
  const path = entry.get("path");
  if (typeof path === "string" && path) return path;
  const slug = String(data.title ?? "new-page")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `content/legal/${slug}.mdx`;
}

const entryParts = (entry: EntryMap) => {
  const data = (entry.get("data") as { toJS: () => Record<string, unknown> }).toJS();
  return { collection: String(entry.get("collection")), path: entryFile(entry, data), data };
};

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const { collection, path, data } = entryParts(entry as EntryMap);
    const problems = await gate.check(collection, path, data);
    if (problems.length > 0) throw new Error(refusal(problems));
    return undefined;
  },
});
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const { collection, path, data } = entryParts(entry as EntryMap);
    gate.saved(collection, path, data);
  },
});

async function start() {
  const setup = await chooseBackend(window.location, {
    backend: process.env.GATSBY_CMS_BACKEND ?? "",
    repo: process.env.GATSBY_CMS_REPO ?? "",
    branch: process.env.GATSBY_CMS_BRANCH ?? "",
    baseUrl: process.env.GATSBY_CMS_BASE_URL ?? "",
    authEndpoint: process.env.GATSBY_CMS_AUTH_ENDPOINT ?? "",
    appId: process.env.GATSBY_CMS_APP_ID ?? "",
    apiRoot: process.env.GATSBY_CMS_API_ROOT ?? "",
  });
  if (setup.kind === "missing") {
    const root = document.createElement("div");
    document.body.append(root);
    createRoot(root).render(<NotConfigured onLocalhost={setup.onLocalhost} />);
    return;
  }
  CMS.init({
    config: {
      load_config_file: false,
      backend: setup.backend,
      locale: "en",
      site_url: window.location.origin,
      display_url: window.location.origin,
      // No collection has a file upload; Decap still wants a media folder.
      media_folder: "content/images",
      public_folder: "images",
      collections: collections(),
    } as never,
  });
}

void start();
