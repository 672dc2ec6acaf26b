import PageBody from "../../components/blocks/PageBody";
import { localizedPage } from "../../content/englishFallback";
import { pageFile } from "../../content/layout";
import { useLocale } from "../../i18n/LocaleContext";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import type { CmsBuildFacts } from "../cmsBuildFacts";
import { editedEnglishPage } from "../blocks/editedPage";
import { isFields } from "../blocks/blockValues";

import { pageSlugOf } from "../pagesCollection";
import { builtCardsIn } from "./builtContent";
import { entryData } from "./entryData";
import { previewBlocks } from "./pageBlocks";
import type { PreviewTemplateProps } from "./types";
import type { Fields } from "../../types/fields";

declare const __CMS_BUILD_FACTS__: CmsBuildFacts;

/**
 * A page made from blocks as the site draws it (src/templates/BlockPage.tsx), in the language
 * being edited (withEditedLocale): the site's own block components (src/components/blocks/), and
 * the page's title as its heading when it opens with no hero. A translation is English's page with
 * the texts it gives, the rest English's (localizedPage, the build's own rule): Decap hands the
 * preview the translation's data alone, so English's comes from the blocks widget, which keeps the
 * entry as it is edited (blocks/editedPage.ts), or else from the page as the editor was built.
 */

/** The English page as the editor was built with it, for a preview before any widget has drawn. */
function builtEnglish(entrySlug: unknown): Fields {
  const text = __CMS_BUILD_FACTS__.snapshot.files[pageFile(DEFAULT_LOCALE, pageSlugOf(entrySlug))];
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  return isFields(parsed) ? parsed : {};
}

export default function PagePreview(props: PreviewTemplateProps) {
  const { locale } = useLocale();
  const data = entryData<Fields>(props.entry) as Fields;
  const page =
    locale === DEFAULT_LOCALE
      ? data
      : localizedPage(editedEnglishPage() ?? builtEnglish(props.entry.get("slug")), data);
  const pictureAt = (file: string) => {
    const asset = props.getAsset?.(file);
    const address = asset === undefined || asset === null ? "" : String(asset);
    return address || undefined;
  };
  const blocks = previewBlocks(page.blocks, locale, pictureAt);
  const title = typeof page.title === "string" ? page.title : "";
  return (
    <PageBody
      title={title}
      blocks={blocks}
      useCases={builtCardsIn(locale, "use-cases")}
      models={builtCardsIn(locale, "models")}
    />
  );
}
