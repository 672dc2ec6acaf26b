import type { CmsBuildFacts } from "../cmsBuildFacts";
import modelsSchema from "../../../content/schemas/models.schema.json";
import useCasesSchema from "../../../content/schemas/use-cases.schema.json";
import type models from "../../../content/en/models.json";
import type site from "../../../content/en/site.json";
import type useCases from "../../../content/en/use-cases.json";
import { jsonFile, localizedCards, localizedSite } from "../../content/layout";
import { translatableIn } from "../../content/schemaRules";
import type { JsonName } from "../../content/schemaRules";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import type { LocaleCode } from "../../i18n/locales";

type Site = typeof site;
type Cards = typeof models | typeof useCases;
type Card = Cards["items"][number] & { comingSoon?: boolean };

declare const __CMS_BUILD_FACTS__: CmsBuildFacts;

/**
 * The content the previews show around the entry being edited, as the editor was built with it.
 * Read from the build facts, not imported: with imports, gatsby develop rebuilt the editor (and a
 * page opened meanwhile loaded half a script) each time decap-server switched the working tree
 * to a draft's branch to read or save it.
 */
const parsed = new Map<string, unknown>();

/** A file as the editor was built with it, parsed once: previews render on every keystroke. */
function builtFile<T>(locale: LocaleCode, name: JsonName): T {
  const file = jsonFile(locale, name);
  if (!parsed.has(file)) {
    const text = __CMS_BUILD_FACTS__.snapshot.files[file];
    if (text === undefined) throw new Error(`The editor was built without ${file}.`);
    parsed.set(file, JSON.parse(text));
  }
  return parsed.get(file) as T;
}

export const builtSite = builtFile<Site>(DEFAULT_LOCALE, "site");

/** The texts a translated card gives, by file (the schemas mark them "translatable"). */
const CARD_TEXTS = {
  models: translatableIn(modelsSchema).cardFields,
  "use-cases": translatableIn(useCasesSchema).cardFields,
};

/** site.json in a locale as a page reads it: its texts translated, the rest English's. */
export const builtSiteIn = (locale: LocaleCode): Site =>
  locale === DEFAULT_LOCALE ? builtSite : localizedSite(builtSite, builtFile(locale, "site"));

/** A file's cards in a locale as a page shows them: English's cards with the translated texts. */
export function builtCardsIn(locale: LocaleCode, name: "models" | "use-cases"): Card[] {
  const english = builtFile<Cards>(DEFAULT_LOCALE, name).items;
  if (locale === DEFAULT_LOCALE) return english;
  const translated = builtFile<Cards>(locale, name).items;
  return localizedCards(english, translated, CARD_TEXTS[name]) as Card[];
}

/** English's cards by id: where a translation's preview finds comingSoon. */
export const builtEnglishCards = (name: "models" | "use-cases"): Map<string, Card> =>
  new Map(builtCardsIn(DEFAULT_LOCALE, name).map((card) => [card.id, card]));
