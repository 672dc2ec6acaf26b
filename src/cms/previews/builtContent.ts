import type { CmsBuildFacts } from "../cmsBuildFacts";
import type { CardContent as Card } from "../../components/Card";
import { localizedCard, localizedCards, localizedSite } from "../../content/englishFallback";
import { jsonFile } from "../../content/layout";
import { SCHEMA_DOCUMENTS } from "../../content/schemaDocuments";
import { translatableIn } from "../../content/schemaRules";
import type { JsonName } from "../../content/schemaRules";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import type { LocaleCode } from "../../i18n/locales";
import type {
  ModelsContent,
  ModelsTranslation,
  SiteContent as Site,
  SiteTranslation,
  UseCasesContent,
  UseCasesTranslation,
} from "../../types/content.generated";

type Cards = ModelsContent | UseCasesContent;
type CardsTranslation = ModelsTranslation | UseCasesTranslation;

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
  models: translatableIn(SCHEMA_DOCUMENTS["models.schema.json"]).cardFields,
  "use-cases": translatableIn(SCHEMA_DOCUMENTS["use-cases.schema.json"]).cardFields,
};

/** site.json in a locale as a page reads it: its texts translated, the rest English's. */
export const builtSiteIn = (locale: LocaleCode): Site =>
  locale === DEFAULT_LOCALE
    ? builtSite
    : localizedSite(builtSite, builtFile<SiteTranslation>(locale, "site"));

/** A file's cards in a locale as a page shows them: English's cards with the translated texts. */
export function builtCardsIn(locale: LocaleCode, name: "models" | "use-cases"): Card[] {
  const english = builtFile<Cards>(DEFAULT_LOCALE, name).items;
  if (locale === DEFAULT_LOCALE) return english;
  const translated = builtFile<CardsTranslation>(locale, name).items ?? [];
  return localizedCards<Card>(english, translated, CARD_TEXTS[name]);
}

/**
 * A card being edited, as a page in `locale` shows it: in a translation, its English card (so
 * comingSoon is English's) with the texts being written; in English, the card itself.
 */
export function builtCardIn(
  locale: LocaleCode,
  name: "models" | "use-cases",
): (card: Partial<Card>) => Partial<Card> {
  if (locale === DEFAULT_LOCALE) return (card) => card;
  const english = new Map(builtCardsIn(DEFAULT_LOCALE, name).map((card) => [card.id, card]));
  return (card) => {
    const source = english.get(card.id ?? "");
    return source ? localizedCard(source, card, CARD_TEXTS[name]) : card;
  };
}
