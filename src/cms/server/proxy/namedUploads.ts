import { isPictureFile, namesPicture } from "../../../content/pictures/pictures";

/**
 * A save carries every picture uploaded while its entry was open (Decap's draft media files),
 * also one the editor then replaced by another, or one refused: only the pictures its files name
 * are saved. The others were never part of the entry, so they never reach the branch, and an
 * upload refused earlier can no longer refuse every later save of the entry.
 */
export function withNamedUploads<
  Request extends { action?: string; params?: Record<string, unknown> },
>(request: Request): Request {
  const params = request.params ?? {};
  if (request.action !== "persistEntry" || !Array.isArray(params.assets)) return request;
  const entry = params.entry as { raw?: unknown } | undefined;
  const dataFiles = (params.dataFiles as Array<{ raw?: unknown }> | undefined) ?? [];
  const texts = [...dataFiles, ...(entry ? [entry] : [])].map(({ raw }) =>
    typeof raw === "string" ? raw : "",
  );
  const assets = (params.assets as unknown[]).filter((asset) => {
    const file = (asset as { path?: unknown } | null)?.path;
    // Not a picture's path: the gate refuses the save, naming it (gate/pictureGate.ts, uploadsOf).
    if (typeof file !== "string" || !isPictureFile(file)) return true;
    return texts.some((text) => namesPicture(text, file));
  });
  return assets.length === params.assets.length
    ? request
    : { ...request, params: { ...params, assets } };
}
