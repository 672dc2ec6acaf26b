import CardSection from "../../components/CardSection";
import Hero from "../../components/Hero";
import { homeCardSection } from "../../components/homeCardSection";
import { SECTION_IDS } from "../../constants";
import { useLocale } from "../../i18n/LocaleContext";
import type { SiteSettings } from "../../i18n/LocaleContext";
import { entryData } from "./entryData";
import type { PreviewTemplateProps } from "./types";
import { builtCardsIn, builtSite } from "./builtContent";

/**
 * The site settings where a visitor reads them: the hero with its heading, text and store links,
 * and each section's intro above its cards (the cards as last built). A translation gives the
 * texts; the product's name and the links are English's.
 */
export default function SitePreview(props: PreviewTemplateProps) {
  const { locale, strings } = useLocale();
  const settings = { ...builtSite, ...entryData<SiteSettings>(props.entry) };
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
        {...homeCardSection("useCases", strings, settings, builtCardsIn(locale, "use-cases"))}
      />
      <CardSection
        id={SECTION_IDS.models}
        {...homeCardSection("models", strings, settings, builtCardsIn(locale, "models"))}
      />
    </>
  );
}
