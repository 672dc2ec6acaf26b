import type { BrowserContext, Page } from "@playwright/test";

import { LEAVING_QUESTION } from "../../src/cms/pageLanguages";
import { toast } from "./cms";

/**
 * The editorial workflow's screens as an editor meets them (Decap's drafts, in git mode): an
 * entry opened and logged in, a draft saved, its status moved, published. Shared by
 * cms-workflow.test.ts (through `npm run cms`) and cms-editing.test.ts (the build's /admin/ over
 * the same editor's server).
 */

export type Workflow = ReturnType<typeof workflowEditor>;

/** The pages whose test answers the question before a save that takes a page off a language. */
const answeredByTest = new WeakSet<Page>();

/** This page's test answers the question (src/cms/pageLanguages.ts) itself; others dismiss it. */
export const answerLeavingYourself = (page: Page): void => void answeredByTest.add(page);

/** The editor at `origin()`, its pages opened in `context()` (both read when a page opens). */
export function workflowEditor(where: () => { context: BrowserContext; origin: string }) {
  /** Opens the editor at `hash` in a new page, logged in to the local backend. */
  async function open(hash: string): Promise<Page> {
    const { context, origin } = where();
    const page = await context.newPage();
    // Decap asks before it publishes and before it deletes a draft; the only other dialog, after
    // a refused save, offers to recover a local backup, and declining opens the entry as saved.
    // The question before a save that takes a page off a language is dismissed (nothing saved)
    // unless the test answers it (answerLeavingYourself).
    page.on("dialog", (dialog) => {
      if (dialog.message().includes(LEAVING_QUESTION) && answeredByTest.has(page)) return;
      void (/publish this entry|will be deleted/.test(dialog.message())
        ? dialog.accept()
        : dialog.dismiss());
    });
    await page.goto(`${origin}/admin/#${hash}`);
    // Logging in once is remembered for the context's later pages.
    const login = page.getByRole("button", { name: "Login" });
    const header = page.getByRole("link", { name: "Workflow" });
    await login.or(header).first().waitFor({ timeout: 30_000 });
    if (await login.isVisible()) await login.click();
    await header.waitFor();
    return page;
  }

  const toolbarStatus = (page: Page) => page.getByRole("button", { name: /^Status: / });

  /** An entry's editor, once its toolbar shows whether it is published or a draft. */
  async function openEntry(collection: string, slug: string): Promise<Page> {
    const page = await open(`/collections/${collection}/entries/${slug}`);
    await toolbarStatus(page)
      .or(page.getByRole("button", { name: "Published" }))
      .first()
      .waitFor();
    return page;
  }

  async function saveDraft(page: Page) {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, /^Entry saved/);
    await toolbarStatus(page).waitFor();
  }

  async function setStatus(page: Page, label: "Draft" | "In review" | "Ready") {
    await toolbarStatus(page).click();
    await page.getByRole("menuitem", { name: label }).click();
    await page.getByRole("button", { name: `Status: ${label}` }).waitFor();
  }

  async function publishNow(page: Page) {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  }

  return { open, openEntry, toolbarStatus, saveDraft, setStatus, publishNow };
}
