/**
 * `npm run screenshots:cms`: pictures of the content editor for the documentation, in docs/cms/.
 * It drives the editor with the browser suites' own steps (e2e/support/cms.ts), so it lives beside
 * them: nothing outside e2e/ imports from e2e/. The editor of the build in public/ (run `npm run build` first) saves into a throwaway
 * copy of the project through decap-server, as in e2e/cms.test.ts; nothing in content/ changes.
 */
import { mkdirSync, readFileSync } from "fs";
import path from "path";

import {
  column,
  expand,
  listItem,
  openEditor,
  previewCard,
  previewFrame,
  publish,
  refusal,
  setField,
  showLanguages,
  startCmsSetup,
} from "../support/cms";

const OUT_DIR = path.resolve(__dirname, "../../docs/cms");
const VIEWPORT = { width: 1280, height: 800 };

type Card = { name: string; comingSoon?: boolean };

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const setup = await startCmsSetup();
  try {
    const context = await setup.browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const origin = setup.server.origin;
    const models = (
      JSON.parse(readFileSync(path.join(setup.site.root, "content/en/models.json"), "utf8")) as {
        items: Card[];
      }
    ).items;
    const soon = models.find((card) => card.comingSoon);
    const [first, second] = models;
    if (!soon || !first || !second)
      throw new Error("models.json needs two cards, one Coming Soon.");

    // Languages side by side: a card open in English on the left and in German on the right.
    const languagesPage = await openEditor(context, origin, "models", "models");
    await showLanguages(languagesPage);
    for (const side of ["left", "right"] as const) {
      await expand(await listItem(column(languagesPage, side), first.name));
    }
    await languagesPage.screenshot({ path: path.join(OUT_DIR, "languages-side-by-side.png") });
    await languagesPage.close();

    // The models: a Coming Soon card open on the left, the same card in the preview on the right.
    const modelsPage = await openEditor(context, origin, "models", "models");
    // The preview first: switching the right column to it draws the list again, closed.
    const frame = await previewFrame(modelsPage);
    const item = await listItem(modelsPage, soon.name);
    await expand(item);
    await item.getByRole("switch", { name: /Coming soon/ }).scrollIntoViewIfNeeded();
    const card = previewCard(frame, soon.name);
    await card.getByText("Coming Soon", { exact: true }).waitFor();
    await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await modelsPage.screenshot({ path: path.join(OUT_DIR, "models-editor.png") });
    await modelsPage.close();

    // A legal page: its raw Markdown on the left, the page as the site shows it on the right.
    const legalPage = await openEditor(context, origin, "legal", "terms");
    await legalPage.locator('[data-slate-editor="true"]').waitFor();
    await legalPage
      .getByText("Text (Markdown)", { exact: true })
      .evaluate((element) => element.scrollIntoView({ block: "start" }));
    const legalFrame = await previewFrame(legalPage);
    await legalFrame.locator(".legal__body p").first().waitFor();
    // The preview follows the editor's scrolling; line its heading up with the text's start.
    await legalFrame
      .locator("article.legal")
      .evaluate((element) => element.scrollIntoView({ block: "start" }));
    await legalPage.screenshot({ path: path.join(OUT_DIR, "legal-editor.png") });
    await legalPage.close();

    // A duplicate name: the save is refused with the content checks' message.
    const refusedPage = await openEditor(context, origin, "models", "models");
    const renamed = await listItem(refusedPage, first.name);
    await expand(renamed);
    await setField(renamed.getByLabel("Name", { exact: true }), second.name);
    await publish(refusedPage);
    const message = await refusal(refusedPage);
    if (!message.includes(`name "${second.name}" is used twice`)) {
      throw new Error(`Unexpected message: ${message}`);
    }
    await refusedPage.screenshot({ path: path.join(OUT_DIR, "duplicate-refused.png") });
    await refusedPage.close({ runBeforeUnload: false });
  } finally {
    await setup.close();
  }
  console.log(
    `Wrote languages-side-by-side.png, models-editor.png, legal-editor.png and duplicate-refused.png in ${OUT_DIR}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
