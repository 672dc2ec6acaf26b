import CardSection from "../../components/CardSection";
import Hero from "../../components/Hero";
import { SECTION_IDS } from "../../constants";
import { UI_STRINGS } from "../../i18n/strings";
import type { SiteSettings } from "../../hooks/useSiteSettings";
import { entryData } from "./entryData";
import type { PreviewTemplateProps } from "./types";
import { builtModels, builtUseCases } from "./builtContent";

/**
 * The site settings where a visitor reads them: the hero with its heading, text and store links,
 * and each section's intro above its cards (the cards as last built).
 */
export default function SitePreview({ entry }: PreviewTemplateProps) {
  const settings = entryData<SiteSettings>(entry);
  return (
    <>
      <Hero
        productName={settings.productName ?? ""}
        tagline={settings.tagline ?? ""}
        heroDescription={settings.heroDescription ?? ""}
        appStoreUrl={settings.appStoreUrl ?? ""}
        googlePlayUrl={settings.googlePlayUrl ?? ""}
        screenshot={null}
      />
      <CardSection
        id={SECTION_IDS.useCases}
        title={UI_STRINGS.en.sectionTitles.useCases}
        intro={settings.useCasesIntro ?? ""}
        cards={builtUseCases.items}
      />
      <CardSection
        id={SECTION_IDS.models}
        title={UI_STRINGS.en.sectionTitles.models}
        intro={settings.modelsIntro ?? ""}
        cards={builtModels.items}
      />
    </>
  );
}
