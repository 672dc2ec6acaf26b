import "../styles/global.css";

import { Buffer } from "buffer";
import CMS from "decap-cms-app";
import { createRoot } from "react-dom/client";

import type { CmsBuildFacts } from "./cmsBuildFacts";
import { chooseBackend, readLocalContent } from "./backend";
import type { PublishMode } from "./backend";
import { englishPageSlugs } from "../content/pageTranslationWriter";
import { takenSlugs } from "../content/checks/pageSlugs";
import { addBlocksStyles } from "./blocks/blocksStyles";
import { blocksControl } from "./BlocksControl";
import { addTranslatedCardsStyles, cardsControl } from "./CardsControl";
import CardIconControl, { addCardIconStyles } from "./CardIconControl";
import { I18N, collections, formatName } from "./config";
import { createGate } from "./contentGate";
import { deletedPage, entryParts, newPageClash } from "./entryParts";
import { entryUploads, readLocalPictures } from "./entryPictures";
import type { EntryMap } from "./entryParts";
import { formats } from "./formatsByCollection";
import { keepEditorLabelled } from "./editorAccessibility";
import NotConfigured from "./NotConfigured";
import { deleteRefusal } from "./pageLinks";
import { LEAVING_CANCELLED, askedOnce, leavingQuestion, pagesLeaving } from "./pageLanguages";
import { PAGES_COLLECTION } from "./pagesCollection";
import { pageSlugControl } from "./PageSlugControl";
import { refusal } from "./refusal";
import { REVIEWING_BACKEND, registerReviewingBackend, withReviewLabels } from "./reviewingBackend";
import { addUploadRefusalStyles, checkUploads } from "./uploadCheck";
import { trackSaveVersions } from "./versionedSaves";
import { cardsPreview } from "./previews/CardsPreview";
import { withEditedLocale } from "./previews/withEditedLocale";
import LegalPreview from "./previews/LegalPreview";
import PagePreview from "./previews/PagePreview";
import SitePreview from "./previews/SitePreview";
import CardTranslationControl from "./translation/CardTranslationControl";
import { addStaleNoticeStyles } from "./translation/StaleNotice";
import { translatedTextControl } from "./translation/TranslatedTextControl";
import TranslationRecordControl from "./translation/TranslationRecordControl";

/**
 * The content editor at /admin/ (Decap CMS), built by gatsby-plugin-decap-cms from this module.
 * global.css is imported above so the plugin hands it to the preview pane, where the site's own
 * components render the entry being edited.
 */

declare const __CMS_BUILD_FACTS__: CmsBuildFacts;

// gray-matter, which reads a legal page's front matter (in its format and in the save gate), calls
// Node's Buffer, which webpack 5 no longer gives browser bundles: without it no legal page loads
// and every save is refused with "Buffer is not defined".
globalThis.Buffer ??= Buffer;

const gate = createGate(__CMS_BUILD_FACTS__);

for (const [collection, formatter] of Object.entries(formats)) {
  CMS.registerCustomFormat(
    formatName(collection),
    collection === "legal" ? "mdx" : "json",
    formatter,
  );
}
// The cards' list: Decap's own list in English, their texts alone in a translation.
const list = CMS.getWidget("list") as unknown as {
  control: Parameters<typeof cardsControl>[0];
  preview: Parameters<typeof CMS.registerWidget>[2];
};
CMS.registerWidget("cards", cardsControl(list.control) as never, list.preview);
addTranslatedCardsStyles(document);
// Translations that say when their English changed, and the record of what they came from.
for (const kind of ["string", "text"] as const) {
  const decap = CMS.getWidget(kind) as unknown as {
    control: Parameters<typeof translatedTextControl>[0];
    preview: Parameters<typeof CMS.registerWidget>[2];
  };
  CMS.registerWidget(
    `translated-${kind}`,
    translatedTextControl(decap.control) as never,
    decap.preview,
  );
}
// The previews are the site's own components (registerPreviewTemplate below): no widget previews.
const noPreview = () => null;
CMS.registerWidget("translation-record", TranslationRecordControl as never, noPreview);
CMS.registerWidget("card-translation", CardTranslationControl as never, noPreview);
CMS.registerWidget("card-icon", CardIconControl as never, noPreview);
addCardIconStyles(document);
addStaleNoticeStyles(document);
// A page's blocks (in every language) and a new page's address.
const images = Object.entries(__CMS_BUILD_FACTS__.images)
  .filter(([, problem]) => problem === null)
  .map(([image]) => image)
  .sort();
CMS.registerWidget("blocks", blocksControl(images) as never, noPreview);
CMS.registerWidget(
  "page-slug",
  pageSlugControl(() => ({
    taken: takenSlugs(gate.snapshot()),
    pages: englishPageSlugs(Object.keys(gate.files())),
  })) as never,
  noPreview,
);
addBlocksStyles(document);
// A picture chosen in the media library is checked before Decap takes it (uploadCheck.ts).
checkUploads(document);
addUploadRefusalStyles(document);
CMS.registerPreviewTemplate("site", withEditedLocale(SitePreview));
CMS.registerPreviewTemplate("use-cases", withEditedLocale(cardsPreview("useCases")));
CMS.registerPreviewTemplate("models", withEditedLocale(cardsPreview("models")));
CMS.registerPreviewTemplate("legal", withEditedLocale(LegalPreview));
CMS.registerPreviewTemplate(PAGES_COLLECTION, withEditedLocale(PagePreview));

/** Set when the editor saves through decap-server on this computer: where, and to which branch. */
let local: { origin: string; branch: string } | undefined;

/** Decided when the editor starts (chooseBackend): drafts and review, or publish on save. */
let publishMode: PublishMode = "editorial_workflow";

/** On this computer the published files are at hand: check against them as they are now. */
async function reloadPublished() {
  if (!local) return;
  const { origin, branch } = local;
  const [files, pictures] = await Promise.all([
    readLocalContent(origin, branch),
    readLocalPictures(origin, branch),
  ]);
  gate.reload(files, pictures);
}

/** The pages the editor has confirmed to leave a language, not asked about again. */
const leavingAsked = askedOnce();

/** Checks the entry against the published content; throws the refusal Decap shows. */
async function gateEntry(entry: unknown, refused: "save" | "publish") {
  await reloadPublished();
  const parts = entryParts(entry as EntryMap);
  const { collection, path, data, translations } = parts;
  const clash = newPageClash(parts, gate.files());
  if (clash) throw new Error(refusal([clash], refused));
  const uploads = await entryUploads(entry as EntryMap);
  const problems = await gate.check(collection, path, data, translations, uploads);
  if (problems.length > 0) throw new Error(refusal(problems, refused));
  // A page whose translation was whole and now misses a text leaves that language: say so first.
  const leaving = leavingAsked.unasked(
    pagesLeaving(path, gate.files(), gate.filesWith(collection, path, data, translations)),
  );
  if (leaving.length === 0) return;
  if (!window.confirm(leavingQuestion(leaving))) throw new Error(LEAVING_CANCELLED);
  leavingAsked.confirm(leaving);
}

/** After a publish, later checks see the entry as published. */
async function published(entry: unknown) {
  if (local) return reloadPublished();
  const { collection, path, data, translations } = entryParts(entry as EntryMap);
  gate.saved(collection, path, data, translations, await entryUploads(entry as EntryMap));
}

// A save (of a draft, in the editorial workflow) must leave the published content with this entry
// valid. Publishing a draft is checked again, against the content published since; on this
// computer the local backend also checks the merge git will make
// (src/cms/server/gate/requestGate.ts).
// Without the workflow, Decap also sends the publish events around every save: the save's checks
// cover them. A handler that returns nothing leaves the entry's data as it is.
// (publishMode is read when an event comes: it is set once the editor's setup is known.)
const workflow = () => publishMode === "editorial_workflow";
const SAVE_AND_PUBLISH = [
  ["preSave", (entry) => gateEntry(entry, "save")],
  ["postSave", async (entry) => !workflow() && published(entry)],
  ["prePublish", async (entry) => workflow() && gateEntry(entry, "publish")],
  ["postPublish", async (entry) => workflow() && published(entry)],
] as const satisfies ReadonlyArray<readonly [string, (entry: unknown) => Promise<unknown>]>;
for (const [name, run] of SAVE_AND_PUBLISH) {
  CMS.registerEventListener({
    name,
    handler: async ({ entry }) => {
      await run(entry);
      return undefined;
    },
  });
}

// Deleting a page (or unpublishing it) takes it off the site: refused while another page, a
// translation or a legal text links to it. The local backend asks again
// (src/cms/server/gate/requestGate.ts).
CMS.registerEventListener({
  name: "preUnpublish",
  handler: async ({ entry }) => {
    const page = deletedPage(entry as EntryMap);
    if (page === undefined) return undefined;
    await reloadPublished();
    const why = deleteRefusal(gate.files(), page);
    if (why) throw new Error(why);
    return undefined;
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
    publishMode: process.env.GATSBY_CMS_PUBLISH_MODE ?? "",
    previewContext: process.env.GATSBY_CMS_PREVIEW_CONTEXT ?? "",
  });
  if (setup.kind === "local") {
    local = { origin: window.location.origin, branch: setup.backend.branch ?? "main" };
    // Two tabs saving one entry: the second is refused, not lost (versionedSaves.ts).
    if (setup.backend.proxy_url) trackSaveVersions(window, setup.backend.proxy_url);
    // Check against the files as they are now, not as they were when the editor was built.
    await reloadPublished();
  }
  if (setup.kind === "missing") {
    const root = document.createElement("div");
    document.body.append(root);
    createRoot(root).render(<NotConfigured onLocalhost={setup.onLocalhost} />);
    return;
  }
  publishMode = setup.publishMode;
  // Drafts on this computer are reviewed: before and after, in pictures (reviewingBackend.ts).
  if (setup.kind === "local" && setup.publishMode === "editorial_workflow") {
    registerReviewingBackend(CMS as never, window.location.origin);
    setup.backend.name = REVIEWING_BACKEND;
    const registry = CMS as unknown as {
      getLocale: (code: string) => Parameters<typeof withReviewLabels>[0];
    };
    CMS.registerLocale("en", withReviewLabels(registry.getLocale("en")));
  }
  keepEditorLabelled();
  CMS.init({
    config: {
      load_config_file: false,
      backend: setup.backend,
      publish_mode: setup.publishMode,
      locale: "en",
      i18n: I18N,
      site_url: window.location.origin,
      display_url: window.location.origin,
      // Uploads go beside the content, and a field names them from the content folder
      // ("images/x.png"). Each is saved with its entry's draft, after the checks
      // (entryPictures.ts).
      media_folder: "content/images",
      public_folder: "images",
      collections: collections(),
    } as never,
  });
}

void start();
