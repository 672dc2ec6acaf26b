import type { CardContent } from "../../components/Card";
import { iconMarkup } from "../../content/cardIcons";
import CardSection from "../../components/CardSection";
import { homeCardSection } from "../../components/homeCardSection";
import type { HomeList } from "../../components/homeCardSection";
import { SECTION_IDS } from "../../constants";
import { useLocale } from "../../i18n/LocaleContext";
import { entryData } from "./entryData";
import type { PreviewTemplateProps } from "./types";
import { builtCardIn } from "./builtContent";

const FILES = { useCases: "use-cases", models: "models" } as const;

/**
 * Cards with something to show: an item the editor has just added has no fields yet. A
 * translation's card has texts only: whether it is coming soon, and its icon, are its English card's.
 */
const complete = (
  items: Array<Partial<CardContent>>,
  inLocale: (card: Partial<CardContent>) => Partial<CardContent>,
): CardContent[] =>
  items.map((item, index) => {
    const { comingSoon, icon } = inLocale(item);
    return {
      id: item.id || `unsaved-${index}`,
      name: item.name ?? "",
      description: item.description ?? "",
      comingSoon: comingSoon === true,
      iconSvg: iconMarkup(icon),
    };
  });

/**
 * The use-case or model cards as the home page shows them, with the site's own CardSection, in
 * the language withEditedLocale gives it.
 */
export const cardsPreview = (section: HomeList) =>
  function CardsPreview(props: PreviewTemplateProps) {
    const { locale, strings, settings } = useLocale();
    const { items = [] } = entryData<{ items: Array<Partial<CardContent>> }>(props.entry);
    const inLocale = builtCardIn(locale, FILES[section]);
    return (
      <CardSection
        id={SECTION_IDS[section]}
        {...homeCardSection(section, strings, settings, complete(items, inLocale))}
      />
    );
  };
