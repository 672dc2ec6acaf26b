/**
 * The requests of Decap's proxy backend, as the editor sends them to /api/v1 and as they reach
 * decap-server: what the local backend's gate, proxy and draft store read of them.
 */

/** A request: its action (`persistEntry`, `entriesByFolder`…) and its parameters. */
export type BackendRequest = { action?: string; params?: Record<string, unknown> };

/**
 * One file of a save, as Decap sends it: its path, its text, where it moves if it does, and the
 * entry's slug. A picture (an upload) is its bytes in base64.
 */
export type DataFile = {
  path: string;
  raw: string;
  newPath?: string;
  slug?: string;
  encoding?: "base64";
};

/** The bytes a file of a save writes. */
export const contentOf = (file: DataFile): string | Buffer =>
  file.encoding === "base64" ? Buffer.from(file.raw, "base64") : file.raw;
