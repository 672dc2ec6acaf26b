/** @jest-environment node */
import { chooseBackend } from "./backend";
import type { BuildSettings } from "./backend";

const none: BuildSettings = {
  backend: "",
  repo: "",
  branch: "",
  baseUrl: "",
  authEndpoint: "",
  appId: "",
  apiRoot: "",
  publishMode: "",
  previewContext: "",
};

/**
 * fetch answering the local backend's `info` as decap-server does (in fs mode, or in git mode
 * behind the gate of `npm run cms`, which adds the branch), or refusing.
 */
function stubFetch(answer: "decap-server" | "decap-server-git" | "refused") {
  global.fetch = jest.fn(async () => {
    if (answer === "refused") throw new TypeError("fetch failed");
    const info =
      answer === "decap-server"
        ? { repo: "site", type: "local_fs" }
        : { repo: "site", type: "local_git", branch: "trunk" };
    return new Response(JSON.stringify(info), { status: 200 });
  }) as typeof fetch;
}

const local = { hostname: "localhost", origin: "http://localhost:8000" };
const deployed = { hostname: "www.octopusai.app", origin: "https://www.octopusai.app" };

describe("chooseBackend", () => {
  it("uses decap-server on the page's own origin when it answers on localhost", async () => {
    stubFetch("decap-server");
    await expect(chooseBackend(local, none)).resolves.toEqual({
      kind: "local",
      backend: { name: "proxy", proxy_url: "http://localhost:8000/api/v1", branch: "main" },
      // decap-server in fs mode writes files: it has no branches to keep drafts in.
      publishMode: "simple",
    });
    expect(global.fetch).toHaveBeenCalledWith(
      "http://localhost:8000/api/v1",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ action: "info" }) }),
    );
  });

  it("has drafts and review with decap-server in git mode, on the branch it names", async () => {
    stubFetch("decap-server-git");
    await expect(chooseBackend(local, none)).resolves.toEqual({
      kind: "local",
      backend: { name: "proxy", proxy_url: "http://localhost:8000/api/v1", branch: "trunk" },
      publishMode: "editorial_workflow",
    });
  });

  it("never asks for a local backend on a deployed site", async () => {
    stubFetch("decap-server");
    await expect(chooseBackend(deployed, none)).resolves.toEqual({
      kind: "missing",
      onLocalhost: false,
    });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("uses the git host named at build time", async () => {
    stubFetch("refused");
    const github = {
      ...none,
      backend: "github",
      repo: "octopus/site",
      baseUrl: "https://auth.example",
    };
    await expect(chooseBackend(deployed, github)).resolves.toEqual({
      kind: "git",
      backend: {
        name: "github",
        repo: "octopus/site",
        branch: "main",
        base_url: "https://auth.example",
      },
      publishMode: "editorial_workflow",
    });
    // GATSBY_CMS_PUBLISH_MODE=simple turns drafts off: a save publishes at once.
    await expect(
      chooseBackend(deployed, { ...github, publishMode: "simple" }),
    ).resolves.toMatchObject({ kind: "git", publishMode: "simple" });
    // GATSBY_CMS_PREVIEW_CONTEXT names the commit status that links a draft's deploy preview.
    await expect(
      chooseBackend(deployed, { ...github, previewContext: "Cloudflare Pages" }),
    ).resolves.toMatchObject({ backend: { preview_context: "Cloudflare Pages" } });
    const gitlab = {
      ...none,
      backend: "gitlab",
      repo: "octopus/site",
      appId: "abc",
      branch: "live",
    };
    await expect(chooseBackend(deployed, gitlab)).resolves.toMatchObject({
      backend: { name: "gitlab", branch: "live", app_id: "abc", auth_type: "pkce" },
    });
  });

  it("says the editor is not set up when there is neither, naming where it runs", async () => {
    stubFetch("refused");
    await expect(chooseBackend(local, none)).resolves.toEqual({
      kind: "missing",
      onLocalhost: true,
    });
    const unknownHost = { ...none, backend: "dropbox", repo: "octopus/site" };
    await expect(chooseBackend(deployed, unknownHost)).resolves.toEqual({
      kind: "missing",
      onLocalhost: false,
    });
    await expect(chooseBackend(deployed, { ...none, backend: "github" })).resolves.toEqual({
      kind: "missing",
      onLocalhost: false,
    });
  });
});
