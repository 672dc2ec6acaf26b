import type { CardContent } from "../../components/Card";
import CardSection from "../../components/CardSection";
import { SECTION_IDS } from "../../constants";
import { useLocale } from "../../i18n/LocaleContext";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { entryData } from "./entryData";
import type { PreviewTemplateProps } from "./types";
import { builtEnglishCards } from "./builtContent";

type Section = "useCases" | "models";

const FILES = { useCases: "use-cases", models: "models" } as const;

const INTRO = { useCases: "useCasesIntro", models: "modelsIntro" } as const;

/**
 * Cards with something to show: an item the editor has just added has no fields yet. A
 * translation's card has texts only: whether it is coming soon is its English card's.
 */
const complete = (
  items: Array<Partial<CardContent>>,
  english: Map<string, CardContent> | undefined,
): CardContent[] =>
  items.map((item, index) => {
    const comingSoon = english ? english.get(item.id ?? "")?.comingSoon : item.comingSoon;
    return {
      id: item.id || `unsaved-${index}`,
      name: item.name ?? "",
      description: item.description ?? "",
      comingSoon: comingSoon === true,
    };
  });

/**
 * The use-case or model cards as the home page shows them, with the site's own CardSection, in
 * the language withEditedLocale gives it.
 */
export const cardsPreview = (section: Section) =>
  function CardsPreview(props: PreviewTemplateProps) {
    const { locale, strings, settings } = useLocale();
    const { items = [] } = entryData<{ items: Array<Partial<CardContent>> }>(props.entry);
    const english = locale === DEFAULT_LOCALE ? undefined : builtEnglishCards(FILES[section]);
    return (
      <CardSection
        id={SECTION_IDS[section]}
        title={strings.sectionTitles[section]}
        intro={settings[INTRO[section]] ?? ""}
        cards={complete(items, english)}
      />
    );
  };
