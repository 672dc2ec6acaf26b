/**
 * Plain data as Decap keeps an entry's values: Immutable.js Lists and Maps of Decap's own copy of
 * the library (the editor's bundle has its own, which the site's code cannot import). They are made
 * from an empty Map of the entry being edited, so Decap's checks (`List.isList`, `is`) know them.
 */

type ImmutableList = {
  clear: () => ImmutableList;
  push: (value: unknown) => ImmutableList;
};

export type ImmutableMap = {
  clear: () => ImmutableMap;
  set: (key: string, value: unknown) => ImmutableMap;
  toList: () => ImmutableList;
};

/** `plain` as Decap's values, made from `template` (any Map of Decap's, e.g. the entry's data). */
export function decapValue(template: ImmutableMap, plain: unknown): unknown {
  if (Array.isArray(plain)) {
    return plain.reduce<ImmutableList>(
      (list, item) => list.push(decapValue(template, item)),
      template.toList().clear(),
    );
  }
  if (typeof plain === "object" && plain !== null) {
    return Object.entries(plain).reduce<ImmutableMap>(
      (map, [key, item]) => (item === undefined ? map : map.set(key, decapValue(template, item))),
      template.clear(),
    );
  }
  return plain;
}

/** A Decap value as plain data; plain data as it is. */
export const plainValue = (value: unknown): unknown =>
  typeof value === "object" && value !== null && "toJS" in value
    ? (value as { toJS: () => unknown }).toJS()
    : value;
