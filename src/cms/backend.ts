/**
 * Where the editor reads and saves content. Three cases, decided when /admin/ opens:
 *
 * - On this computer (`npm run cms`): the page is on localhost and decap-server answers on the
 *   page's own origin at /api/v1 (the dev server passes requests on), so files are written
 *   straight into content/.
 * - Deployed: the git host named at build time by GATSBY_CMS_BACKEND and GATSBY_CMS_REPO (README,
 *   "Editing in production"). Saving commits to that repository, and the host rebuilds the site.
 * - Neither: the page says how to set the editor up, instead of a blank page or a stack trace.
 */

import { JSON_FILES, PAGES_FOLDER, jsonFile } from "../content/layout";
import { LOCALE_CODES } from "../i18n/locales";
import { LOOPBACK_HOSTS } from "./loopbackHosts";

type BackendConfig = {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
  app_id?: string;
  auth_type?: string;
  api_root?: string;
  proxy_url?: string;
  preview_context?: string;
};

/**
 * "editorial_workflow": a save makes or updates a draft, which is reviewed and then published.
 * "simple": a save publishes at once.
 */
export type PublishMode = "editorial_workflow" | "simple";

type EditorSetup =
  | { kind: "local"; backend: BackendConfig; publishMode: PublishMode }
  | { kind: "git"; backend: BackendConfig; publishMode: PublishMode }
  | { kind: "missing"; onLocalhost: boolean };

/** What the build inlined from GATSBY_CMS_* (empty strings when unset). */
export type BuildSettings = {
  backend: string;
  repo: string;
  branch: string;
  baseUrl: string;
  authEndpoint: string;
  appId: string;
  apiRoot: string;
  /** "simple" turns the editorial workflow off; anything else leaves it on. */
  publishMode: string;
  /** The commit status whose link is a draft's deploy preview ("View preview"), when Decap cannot guess it. */
  previewContext: string;
};

/** The git hosts Decap can save to that need only a repository and a login. */
const GIT_BACKENDS = ["github", "gitlab", "gitea", "bitbucket"];

export const LOCAL_API_PATH = "/api/v1";

/**
 * What decap-server says of itself: its mode ("local_fs" writes files, "local_git" keeps drafts as
 * branches) and, behind the gate of `npm run cms`, the branch the editor publishes to.
 */
type LocalBackendInfo = { type: string; branch?: string };

/**
 * decap-server's answer to `info` on this origin, or undefined when it is not answering there.
 * `headers`: more to send (the secret, when asking decap-server's own port).
 */
async function localBackendInfo(
  origin: string,
  headers: Record<string, string> = {},
): Promise<LocalBackendInfo | undefined> {
  try {
    const response = await fetch(`${origin}${LOCAL_API_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ action: "info" }),
    });
    if (!response.ok) return undefined;
    const info = (await response.json()) as { type?: unknown; branch?: unknown };
    if (typeof info.type !== "string" || !info.type.startsWith("local_")) return undefined;
    return { type: info.type, ...(typeof info.branch === "string" ? { branch: info.branch } : {}) };
  } catch {
    return undefined;
  }
}

/** Is decap-server answering on this origin? */
export const localBackendAnswers = async (
  origin: string,
  headers: Record<string, string> = {},
): Promise<boolean> => (await localBackendInfo(origin, headers)) !== undefined;

export async function chooseBackend(
  location: Pick<Location, "hostname" | "origin">,
  settings: BuildSettings,
): Promise<EditorSetup> {
  const onLocalhost = LOOPBACK_HOSTS.includes(location.hostname);
  const local = onLocalhost ? await localBackendInfo(location.origin) : undefined;
  if (local) {
    return {
      kind: "local",
      backend: {
        name: "proxy",
        proxy_url: `${location.origin}${LOCAL_API_PATH}`,
        branch: local.branch ?? "main",
      },
      // Drafts need branches: decap-server in git mode has them, in fs mode it has only files.
      publishMode: local.type === "local_git" ? "editorial_workflow" : "simple",
    };
  }
  const { backend, repo } = settings;
  if (GIT_BACKENDS.includes(backend) && repo) {
    return {
      kind: "git",
      backend: {
        name: backend,
        ...(repo ? { repo } : {}),
        branch: settings.branch || "main",
        ...(settings.baseUrl ? { base_url: settings.baseUrl } : {}),
        ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
        // GitLab logs in with PKCE given an application id, without an OAuth provider.
        ...(settings.appId ? { app_id: settings.appId } : {}),
        ...(settings.appId && backend === "gitlab" ? { auth_type: "pkce" } : {}),
        ...(settings.apiRoot ? { api_root: settings.apiRoot } : {}),
        ...(settings.previewContext ? { preview_context: settings.previewContext } : {}),
      },
      publishMode: settings.publishMode === "simple" ? "simple" : "editorial_workflow",
    };
  }
  return { kind: "missing", onLocalhost };
}

type LocalEntry = { data: string | null; file: { path: string } };

export async function askLocalBackend<T = LocalEntry[]>(
  origin: string,
  branch: string,
  action: string,
  params: object,
): Promise<T> {
  const response = await fetch(`${origin}${LOCAL_API_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch, ...params } }),
  });
  if (!response.ok) throw new Error(`decap-server answered ${response.status} to ${action}`);
  return (await response.json()) as T;
}

/**
 * The content files as they are now on `branch` (the published content), read through
 * decap-server: the JSON files, every legal page and every page made from blocks, in every
 * language. The editor checks a save against these, not against the content it was built with.
 */
export async function readLocalContent(
  origin: string,
  branch: string,
): Promise<Record<string, string>> {
  const [json, legal, ...pages] = await Promise.all([
    askLocalBackend(origin, branch, "entriesByFiles", {
      // Every locale's files: a save is checked against the translations as the build checks it.
      files: LOCALE_CODES.flatMap((locale) =>
        JSON_FILES.map((name) => ({ path: jsonFile(locale, name) })),
      ),
    }),
    askLocalBackend(origin, branch, "entriesByFolder", {
      folder: "content/legal",
      extension: "mdx",
      depth: 1,
    }),
    // A language may have no pages yet, and decap-server's fs mode fails on a missing folder.
    ...LOCALE_CODES.map((locale) =>
      askLocalBackend(origin, branch, "entriesByFolder", {
        folder: `content/${locale}/${PAGES_FOLDER}`,
        extension: "json",
        depth: 1,
      }).catch((): LocalEntry[] => []),
    ),
  ]);
  return Object.fromEntries(
    [...json, ...legal, ...pages.flat()].flatMap(({ data, file }) =>
      data === null ? [] : [[file.path, data]],
    ),
  );
}
