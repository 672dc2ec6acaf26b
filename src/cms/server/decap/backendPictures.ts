import path from "path";

import { NoDraft } from "../drafts";
import type { DraftStore } from "../drafts";
import type { DataFile } from "../../backendRequest";
import { uploadsOf } from "../gate";
import { withoutMetadata } from "./withoutMetadata";

/** The local backend's pictures (gitBackend.ts): read as Decap's media library wants them, and saved. */

/** A media file as decap-server sends it. */
export function mediaFile(store: DraftStore, ref: string, file: string) {
  const [read] = store.read(ref, [file]);
  if (!read?.id) throw new NoDraft(`There is no file ${file}.`);
  const content = store.git.bytes(["cat-file", "blob", read.id]);
  return {
    id: read.id,
    content: content.toString("base64"),
    encoding: "base64",
    path: file,
    name: path.posix.basename(file),
  };
}

/**
 * A save's uploads as files of its commit: checked by the gate, without their metadata; or why they
 * cannot be taken.
 */
export async function picturesOf(assets: unknown): Promise<DataFile[] | string> {
  const uploads = uploadsOf(assets);
  if (typeof uploads === "string") return uploads;
  return Promise.all(
    uploads.map(async ({ path: file, bytes }) => ({
      path: file,
      raw: (await withoutMetadata(bytes)).toString("base64"),
      encoding: "base64" as const,
    })),
  );
}
