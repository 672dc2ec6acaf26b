import "../styles/global.css";

import { Buffer } from "buffer";
import CMS from "decap-cms-app";
import { createRoot } from "react-dom/client";

import type { CmsBuildFacts } from "../build/cmsBuildFacts";
import { disableEntrances } from "../hooks/useStaggeredEntrance";
import { chooseBackend, readLocalContent } from "./backend";
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
disableEntrances();

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

/** Set when the editor saves through decap-server on this computer. */
let localOrigin: string | undefined;

/**
 * The file an entry is saved to. A new legal page has none yet (Decap names it as it writes it),
 * so it is checked under a name no saved file can have.
 */
function entryParts(entry: EntryMap) {
  const data = (entry.get("data") as { toJS: () => Record<string, unknown> }).toJS();
  const path = entry.get("path");
  return {
    collection: String(entry.get("collection")),
    path: typeof path === "string" && path ? path : undefined,
    data,
  };
}

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
  handler: async ({ entry }) => {
    const { collection, path, data } = entryParts(entry as EntryMap);
    // On this computer the files themselves are at hand: read them again, new page included.
    if (localOrigin) gate.reload(await readLocalContent(localOrigin));
    else gate.saved(collection, path, data);
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
  if (setup.kind === "local") {
    localOrigin = window.location.origin;
    // Check against the files as they are now, not as they were when the editor was built.
    gate.reload(await readLocalContent(localOrigin));
  }
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
