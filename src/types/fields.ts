/** A JSON object read from content, a form or a request, before its shape is known. */
export type Fields = Record<string, unknown>;

/** Is this a JSON object (not null, not an array)? */
export const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
