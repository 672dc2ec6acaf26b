import path from "path";

import type { Browser, Locator, Page } from "@playwright/test";

import { VIEWPORTS } from "../../scripts/shared/sitePages";
import { startStaticServer } from "../../scripts/shared/staticServer";
import { column, setField, writeIn } from "./cms";
import { scrollThrough } from "./harness";
import { expect } from "./test";

/**
 * An editor making a page from blocks in the editor's Pages collection (src/cms/BlocksControl.tsx),
 * by the labels and roles an editor meets: "Add block" and its menu "Block types", one group per
 * block ('FAQ block “faq”'), fields by their labels, lists with "Add question" / "Add card".
 */

/** Each block type as the add menu names it, with what an editor fills in for it. */
export const EVERY_BLOCK = [
  {
    menu: "Hero block",
    group: /^Hero block/,
    texts: {
      Title: "Octopus for study groups",
      Text: "One app for notes, questions and practice.",
    },
    action: "chat",
  },
  {
    menu: "Text block",
    group: /^Text block/,
    texts: {
      Text: "## Why groups use it\n\nEach member asks the model that suits the question. Read the [Terms of Use](/terms).",
    },
  },
  {
    menu: "Cards block",
    group: /^Cards block/,
    texts: { Title: "Three ways to start", Intro: "Pick one and invite your group." },
    list: {
      add: "Add card",
      item: /^Card/,
      texts: { Name: "Shared notes", Description: "Summarise a lecture together." },
    },
  },
  {
    menu: "FAQ block",
    group: /^FAQ block/,
    texts: { Title: "Questions" },
    list: {
      add: "Add question",
      item: /^Question/,
      texts: {
        Question: "Is there a group plan?",
        Answer: "Not yet: each member uses their own account.",
      },
    },
  },
  {
    menu: "Call to action block",
    group: /^Call to action block/,
    texts: { Title: "Get the app", Text: "On iPhone, iPad and Android." },
    action: "stores",
  },
  {
    menu: "Image block",
    group: /^Image block/,
    texts: {
      "Picture file": "images/app-screenshot.png",
      "Picture description (alt text)": "The Octopus app on a phone, with a chat open.",
      Caption: "A chat in the app.",
    },
  },
  { menu: "Use cases block", group: /^Use cases block/, texts: {} },
  { menu: "Models block", group: /^Models block/, texts: {} },
] as const;

type Block = (typeof EVERY_BLOCK)[number];

/** Fills fields by label; a block's own field comes before its items' fields of that label. */
const fill = async (scope: Locator, texts: Record<string, string>) => {
  for (const [label, value] of Object.entries(texts)) {
    await setField(scope.getByLabel(label, { exact: true }).first(), value);
  }
};

/** Adds one block of each type, in order, and fills in its fields and one item of its list. */
export async function addEveryBlock(page: Page): Promise<void> {
  const left = column(page, "left");
  for (const block of EVERY_BLOCK as readonly Block[]) {
    await left.getByRole("button", { name: "Add block", exact: true }).click();
    await page
      .getByRole("menu", { name: "Block types" })
      .getByRole("menuitem", { name: block.menu, exact: true })
      .click();
    const group = left.getByRole("group", { name: block.group }).last();
    await group.waitFor();
    await fill(group, block.texts);
    if ("action" in block) {
      await group.getByRole("combobox", { name: "Action" }).selectOption(block.action);
    }
    if ("list" in block) {
      // A new block comes with its first item; the list's button adds more.
      const items = group.getByRole("group", { name: block.list.item });
      if ((await items.count()) === 0) {
        await group.getByRole("button", { name: block.list.add, exact: true }).click();
      }
      await fill(items.last(), block.list.texts);
    }
  }
}

/**
 * Translates every text of the page into `locale`, in the left-hand column switched to it (the
 * column the preview follows), then shows English there again. Each empty textbox gets `word`
 * and its number, so every text is given and each is different. Returns how many texts it wrote.
 */
export async function translateEveryText(
  page: Page,
  locale: string,
  word: string,
): Promise<number> {
  await writeIn(page, "left", locale);
  const left = column(page, "left");
  const boxes = left.getByRole("textbox");
  await boxes.first().waitFor();
  const count = await boxes.count();
  let filled = 0;
  for (let index = 0; index < count; index++) {
    const box = boxes.nth(index);
    if (!(await box.isEditable())) continue;
    if ((await box.inputValue()) !== "") continue;
    filled += 1;
    await setField(box, `${word} ${filled}`);
  }
  await writeIn(page, "left", "en");
  return filled;
}

/**
 * Screenshots of a built copy's pages (its public/), at a phone's width and a desktop's, each
 * taken once the page has been scrolled through: its lazy pictures loaded and its cards in, as a
 * visitor who scrolls sees them. A picture that does not load fails the test, naming it.
 */
export async function shootBuilt(
  browser: Browser,
  root: string,
  paths: string[],
  folder: string,
): Promise<void> {
  const server = await startStaticServer({ root: path.join(root, "public") });
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(`${server.origin}${pagePath}`);
        await scrollThrough(page);
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.images]
                  .filter((image) => !image.complete || image.naturalWidth === 0)
                  .map((image) => image.currentSrc || image.src),
              ),
            { message: `${pagePath}: pictures not loaded`, timeout: 10_000 },
          )
          .toEqual([]);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const file = `built${pagePath.replace(/\/$/, "").replace(/\//g, "-")}-${name}.png`;
        await page.screenshot({ path: path.join(folder, file), fullPage: true });
      }
      await context.close();
    }
  } finally {
    await server.close();
  }
}
