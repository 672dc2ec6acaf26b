import { askLocalBackend } from "./backend";
import type { Pictures } from "./contentGate";
import { namesPicture, PICTURES_FOLDER, readPicture } from "../content/pictures/pictures";

/**
 * The pictures the editor's checks read: the uploads of the entry being saved (Decap keeps a
 * draft's new media files on the entry until its save sends them), and, on this computer, the
 * pictures published now. Each is read from its bytes by src/content/pictures/pictures.ts, as the
 * build reads it.
 */

/** One of Decap's media files on an entry (an Immutable Map). */
type MediaFileMap = { get: (key: string) => unknown };

/** A path from the site's root as the content names it ("content/images/x.png" → "images/x.png"). */
const fromContent = (file: string) => file.replace(/^\/?content\//, "");

/** The entry's data in every language, as text: what its files will name. */
const namesIn = (entry: { get: (key: string) => unknown }) =>
  JSON.stringify([entry.get("data"), entry.get("i18n")]);

/**
 * The entry's uploads not yet saved that it names, by path from the content folder. An upload it
 * no longer names (replaced by another picture, or refused when chosen) is not part of the save:
 * the local backend leaves it out too (server/proxy/namedUploads.ts).
 */
export async function entryUploads(entry: { get: (key: string) => unknown }): Promise<Pictures> {
  const mediaFiles = entry.get("mediaFiles") as { toArray: () => MediaFileMap[] } | undefined;
  const named = namesIn(entry);
  const drafts = (mediaFiles?.toArray() ?? []).filter(
    (file) => file.get("draft") && namesPicture(named, String(file.get("path"))),
  );
  const read = await Promise.all(
    drafts.map(async (file) => {
      const blob = file.get("file") as Blob | undefined;
      const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array();
      return [fromContent(String(file.get("path"))), readPicture(bytes)] as const;
    }),
  );
  return Object.fromEntries(read);
}

/** The pictures of the published branch, read through the local backend. */
export async function readLocalPictures(origin: string, branch: string): Promise<Pictures> {
  const files = await askLocalBackend<Array<{ path: string; content: string }>>(
    origin,
    branch,
    "getMedia",
    { mediaFolder: PICTURES_FOLDER.replace(/\/$/, "") },
  );
  return Object.fromEntries(
    files.map(({ path, content }) => {
      const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
      return [fromContent(path), readPicture(bytes)];
    }),
  );
}
