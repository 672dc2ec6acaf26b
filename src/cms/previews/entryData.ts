import type { PreviewTemplateProps } from "./types";

/** The entry being edited, as plain data (Decap hands it over as an Immutable.js map). */
export function entryData<T>(entry: PreviewTemplateProps["entry"]): Partial<T> {
  const data = entry.get("data") as { toJS?: () => unknown } | undefined;
  return (data?.toJS?.() ?? {}) as Partial<T>;
}
