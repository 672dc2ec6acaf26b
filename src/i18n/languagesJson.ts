import { DEFAULT_LOCALE } from "./locales";

/**
 * src/i18n/languages.json, the one list of languages, as the scripts that write it
 * (`npm run i18n:add`, i18n:import) and the one that derives its module from it
 * (`npm run generate:languages`) read and change it: each function here takes the list and gives
 * it back changed, and the scripts write it (languageModule.ts, languageFiles). locales.ts imports
 * the file as it is; the checks here make sure the scripts refuse a hand edit gone wrong, with a
 * reason, before it reaches the build.
 */

/** A language as the list gives it: the shape of locales.ts's Locale, its code any code. */
export type ListedLanguage = {
  code: string;
  /** The language named in itself, as a language switcher shows it. */
  name: string;
  /** The language named in English, for messages to editors and developers. */
  englishName: string;
  dir: "ltr" | "rtl";
};

export type LanguageList = {
  /** What the file is and who writes it, for whoever opens it. */
  $comment?: string;
  /** The site's languages, English (the source) first. */
  site: ListedLanguage[];
  /** The languages being translated, not yet on the site. */
  drafts: ListedLanguage[];
};

/** The list's file, from the site's root. */
export const LANGUAGE_LIST_FILE = "src/i18n/languages.json";

/** A code as `npm run i18n:add` takes it: two or three lowercase letters (ISO 639). */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function listedLanguage(value: unknown, where: string): ListedLanguage {
  if (!isRecord(value)) throw new Error(`${where} is not an object.`);
  const { code, name, englishName, dir } = value;
  if (typeof code !== "string" || !LANGUAGE_CODE.test(code)) {
    throw new Error(`${where}: code ${JSON.stringify(code)} is not two or three letters.`);
  }
  for (const [field, text] of Object.entries({ name, englishName })) {
    if (typeof text !== "string" || text.trim() === "") {
      throw new Error(`${where} (${code}): ${field} is missing.`);
    }
  }
  if (dir !== "ltr" && dir !== "rtl") throw new Error(`${where} (${code}): dir is ltr or rtl.`);
  return { code, name: name as string, englishName: englishName as string, dir };
}

/** The list in a file's text, or an error saying what is wrong with it. */
export function readLanguageList(text: string): LanguageList {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value)) throw new Error(`${LANGUAGE_LIST_FILE} is not an object.`);
  const part = (key: "site" | "drafts"): ListedLanguage[] => {
    const entries = value[key];
    if (!Array.isArray(entries)) throw new Error(`${LANGUAGE_LIST_FILE}: ${key} is not a list.`);
    return entries.map((entry, index) =>
      listedLanguage(entry, `${LANGUAGE_LIST_FILE}: ${key}[${index}]`),
    );
  };
  const list: LanguageList = { site: part("site"), drafts: part("drafts") };
  if (typeof value.$comment === "string") list.$comment = value.$comment;
  if (list.site[0]?.code !== DEFAULT_LOCALE) {
    throw new Error(`${LANGUAGE_LIST_FILE}: the site's first language is English, the source.`);
  }
  const codes = [...list.site, ...list.drafts].map(({ code }) => code);
  const twice = codes.filter((code, index) => codes.indexOf(code) !== index);
  if (twice.length > 0) {
    throw new Error(`${LANGUAGE_LIST_FILE}: ${twice.join(", ")} listed more than once.`);
  }
  return list;
}

/** The list with a new language as its last draft; refused if its code is listed already. */
export function addDraft(list: LanguageList, language: ListedLanguage): LanguageList {
  if ([...list.site, ...list.drafts].some(({ code }) => code === language.code)) {
    throw new Error(`"${language.code}" is already a language of the site or a draft.`);
  }
  return { ...list, drafts: [...list.drafts, language] };
}

/** The list with a draft made the site's last language (i18n:import, once it is complete). */
export function publishDraft(list: LanguageList, code: string): LanguageList {
  const moving = list.drafts.find((draft) => draft.code === code);
  if (!moving) throw new Error(`"${code}" is not a draft language.`);
  return {
    ...list,
    site: [...list.site, moving],
    drafts: list.drafts.filter((draft) => draft !== moving),
  };
}

/** One language on a line, as Prettier leaves a short object that was written on one. */
const entryText = (language: ListedLanguage) =>
  `{ ${(["code", "name", "englishName", "dir"] as const)
    .map((key) => `${JSON.stringify(key)}: ${JSON.stringify(language[key])}`)
    .join(", ")} }`;

const partText = (entries: ListedLanguage[]) =>
  entries.length === 0
    ? "[]"
    : `[\n${entries.map((entry) => `    ${entryText(entry)}`).join(",\n")}\n  ]`;

/**
 * The list's file before Prettier formats it (the scripts do, as every file they write): one
 * language a line, so that adding or moving one changes its line alone. Prettier keeps a line per
 * language, as a short object written on one line stays there, and puts a lone draft on the
 * line of "drafts".
 */
export function languageListText(list: LanguageList): string {
  const comment =
    list.$comment === undefined ? [] : [`  "$comment": ${JSON.stringify(list.$comment)}`];
  const body = [
    ...comment,
    `  "site": ${partText(list.site)}`,
    `  "drafts": ${partText(list.drafts)}`,
  ];
  return `{\n${body.join(",\n")}\n}\n`;
}
