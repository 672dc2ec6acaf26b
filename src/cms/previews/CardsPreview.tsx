import type { CardContent } from "../../components/Card";
import CardSection from "../../components/CardSection";
import { SECTION_IDS } from "../../constants";
import { UI_STRINGS } from "../../i18n/strings";
import { entryData } from "./entryData";
import type { PreviewTemplateProps } from "./types";
import { builtSite } from "./builtContent";

type Section = "useCases" | "models";

const INTROS: Record<Section, string> = {
  useCases: builtSite.useCasesIntro,
  models: builtSite.modelsIntro,
};

/** Cards with something to show: an item the editor has just added has no fields yet. */
const complete = (items: Array<Partial<CardContent>>): CardContent[] =>
  items.map((item, index) => ({
    id: item.id || `unsaved-${index}`,
    name: item.name ?? "",
    description: item.description ?? "",
    comingSoon: item.comingSoon === true,
  }));

/** The use-case or model cards as the home page shows them, with the site's own CardSection. */
export const cardsPreview = (section: Section) =>
  function CardsPreview({ entry }: PreviewTemplateProps) {
    const { items = [] } = entryData<{ items: Array<Partial<CardContent>> }>(entry);
    return (
      <CardSection
        id={SECTION_IDS[section]}
        title={UI_STRINGS.en.sectionTitles[section]}
        intro={INTROS[section]}
        cards={complete(items)}
      />
    );
  };
