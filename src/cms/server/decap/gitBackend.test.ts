/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import type { Server } from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";

import express from "express";

import { registerGitDrafts } from "./gitBackend";

/**
 * decap-server's API over the drafts, as Decap's proxy backend calls it: the answers Decap reads
 * (the shapes of decap-server's git mode), the version a save is checked against, and refusals.
 */

const MODELS = "content/en/models.json";
let root: string;
let server: Server;
let url: string;
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "octopus-backend-"));
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Editor Test");
  git("config", "user.email", "editor@octopus.test");
  fs.mkdirSync(path.join(root, "content/en"), { recursive: true });
  fs.mkdirSync(path.join(root, "content/legal/deeper"), { recursive: true });
  fs.writeFileSync(path.join(root, MODELS), '{ "items": [] }\n');
  fs.writeFileSync(path.join(root, "content/legal/terms.mdx"), "Terms\n");
  fs.writeFileSync(path.join(root, "content/legal/deeper/old.mdx"), "Old\n");
  git("add", "-A");
  git("commit", "-q", "-m", "The site as it is");
  const app = express();
  registerGitDrafts(app, root);
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

async function ask(action: string, params: object = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const save = (raw: string, base: object) =>
  ask("persistEntry", {
    dataFiles: [{ path: MODELS, slug: "models", raw }],
    assets: [],
    options: {
      useWorkflow: true,
      collectionName: "models",
      commitMessage: "Update",
      status: "draft",
    },
    base,
  });

it("says it is decap-server's git mode, with the editorial workflow", async () => {
  expect((await ask("info")).body).toEqual({
    repo: path.basename(root),
    publish_modes: ["simple", "editorial_workflow"],
    type: "local_git",
  });
});

it("lists a folder to the depth asked, each file with its text and blob id", async () => {
  const { body } = await ask("entriesByFolder", {
    folder: "content/legal",
    extension: "mdx",
    depth: 1,
  });
  expect(body).toEqual([
    {
      data: "Terms\n",
      file: {
        path: "content/legal/terms.mdx",
        id: git("rev-parse", "main:content/legal/terms.mdx"),
      },
    },
  ]);
});

it("saves a draft, reads it back as Decap does, and publishes it", async () => {
  const published = (await ask("getEntry", { path: MODELS })).body as { file: { id: string } };
  const first = await save('{ "items": [1] }\n', {
    draft: null,
    files: { [MODELS]: published.file.id },
  });
  expect(first).toEqual({
    status: 200,
    body: { message: "entry persisted", head: git("rev-parse", "cms/models/models") },
  });

  const draft = await ask("unpublishedEntry", { id: "models/models" });
  expect(draft.body).toMatchObject({
    collection: "models",
    slug: "models",
    status: "draft",
    head: first.body.head,
    diffs: [{ path: MODELS, id: MODELS, status: "modified", newFile: false, binary: false }],
  });
  // Decap reads each changed file with the diff's id, which is its path.
  const file = await ask("unpublishedEntryDataFile", {
    collection: "models",
    slug: "models",
    path: MODELS,
    id: MODELS,
  });
  expect(file.body.data).toBe('{ "items": [1] }\n');

  // A second save from the version first loaded is refused; from the draft's, it is taken.
  const stale = await save('{ "items": [2] }\n', { draft: null, files: {} });
  expect(stale.status).toBe(409);
  expect(stale.body.error).toMatch(/changed since you opened it .*: reload/);
  expect((await save('{ "items": [3] }\n', { draft: first.body.head, files: {} })).status).toBe(
    200,
  );

  expect(
    (
      await ask("updateUnpublishedEntryStatus", {
        collection: "models",
        slug: "models",
        newStatus: "pending_publish",
      })
    ).status,
  ).toBe(200);
  expect((await ask("unpublishedEntries")).body).toEqual(["models/models"]);
  expect(
    (await ask("publishUnpublishedEntry", { collection: "models", slug: "models" })).status,
  ).toBe(200);
  expect(fs.readFileSync(path.join(root, MODELS), "utf8")).toBe('{ "items": [3] }\n');
  expect((await ask("unpublishedEntry", { collection: "models", slug: "models" })).status).toBe(
    404,
  );
  expect(git("status", "--porcelain")).toBe("");
});

it("refuses paths outside the repository, unknown branches and names that are not a draft's", async () => {
  for (const file of ["../outside.json", "/etc/passwd", "content/../../x", "content\\x"]) {
    expect((await ask("getEntry", { path: file })).status).toBe(422);
  }
  expect(await ask("getEntry", { path: MODELS, branch: "nope" })).toEqual({
    status: 422,
    body: { error: "Default branch 'nope' doesn't exist" },
  });
  expect((await ask("unpublishedEntry", { collection: "models", slug: "../../main" })).status).toBe(
    422,
  );
  // A slug that would be more lines of update-ref's transaction, moving main.
  const refs = git("for-each-ref");
  const crafted = await ask("persistEntry", {
    dataFiles: [
      {
        path: MODELS,
        slug: `a ${"0".repeat(40)}\nupdate refs/heads/main ${"0".repeat(40)}`,
        raw: "{}",
      },
    ],
    assets: [],
    options: { useWorkflow: true, collectionName: "models", status: "draft" },
    base: { draft: null, files: {} },
  });
  expect(crafted.status).toBe(422);
  expect(crafted.body.error).toMatch(/is not a draft's name/);
  expect(git("for-each-ref")).toBe(refs);
  expect((await ask("persistMedia", { asset: {} })).status).toBe(422);
});

it("deletes a page made from blocks, every language's file, and nothing else", async () => {
  const pages = ["en", "de"].map((locale) => `content/${locale}/pages/old.json`);
  for (const file of pages) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "{}\n");
  }
  git("add", "-A");
  git("commit", "-q", "-m", "A page");
  for (const paths of [[MODELS], [...pages, MODELS], []]) {
    expect((await ask("deleteFiles", { paths })).status).toBe(422);
  }
  // Decap names every language's file; those the page has are deleted in one commit.
  const deleted = await ask("deleteFiles", {
    paths: [...pages, "content/ja/pages/old.json"],
    options: { commitMessage: "Delete page “old”" },
  });
  expect(deleted.status).toBe(200);
  expect(git("log", "-1", "--format=%s", "main")).toBe("Delete page “old”");
  expect(pages.filter((file) => fs.existsSync(path.join(root, file)))).toEqual([]);
  expect(fs.existsSync(path.join(root, MODELS))).toBe(true);
  expect(git("status", "--porcelain")).toBe("");
  expect((await ask("deleteFiles", { paths: pages })).status).toBe(404);
});
