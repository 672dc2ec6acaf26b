import { useSiteSettings, useStrings } from "../../i18n/LocaleContext";
import type { CardContent } from "../Card";
import CardSection from "../CardSection";
import { homeCardSection } from "../homeCardSection";
import type { CardSectionContent } from "../homeCardSection";
import CtaBlock from "./CtaBlock";
import FaqBlock from "./FaqBlock";
import HeroBlock from "./HeroBlock";
import ImageBlock from "./ImageBlock";
import TextBlock from "./TextBlock";
import type { PageBlock } from "./types";

type Props = {
  blocks: ReadonlyArray<PageBlock>;
  /** The home page's lists, in the page's language, for its useCases and models blocks. */
  useCases?: ReadonlyArray<CardContent>;
  models?: ReadonlyArray<CardContent>;
};

/**
 * A page's blocks in their order, each drawn with the site's own components. The blocks whose
 * cards enter one after another (cards, useCases, models) are card sections, as the home page's
 * are; the page script plays their entrance (src/entrance/watchEntrances.ts).
 */
export default function Blocks({ blocks, useCases = [], models = [] }: Props) {
  const strings = useStrings();
  const settings = useSiteSettings();
  const firstHero = blocks.find((block) => block.__typename === "HeroBlock");

  /** The card section a block draws, by its type: its own items, or the home page's lists. */
  const sectionOf = (block: PageBlock): CardSectionContent | undefined => {
    switch (block.__typename) {
      case "CardsBlock":
        return { title: block.title, intro: block.intro ?? undefined, cards: block.items };
      case "UseCasesBlock":
        return homeCardSection("useCases", strings, settings, useCases);
      case "ModelsBlock":
        return homeCardSection("models", strings, settings, models);
      default:
        return undefined;
    }
  };

  return (
    <>
      {blocks.map((block) => {
        const section = sectionOf(block);
        if (section) {
          return <CardSection key={block.id} id={block.id} {...section} />;
        }
        switch (block.__typename) {
          case "HeroBlock":
            return (
              <HeroBlock key={block.id} {...block} headingLevel={block === firstHero ? 1 : 2} />
            );
          case "TextBlock":
            return <TextBlock key={block.id} {...block} />;
          case "FaqBlock":
            return <FaqBlock key={block.id} {...block} />;
          case "CtaBlock":
            return <CtaBlock key={block.id} {...block} />;
          case "ImageBlock":
            return <ImageBlock key={block.id} {...block} />;
          default:
            return null;
        }
      })}
    </>
  );
}

/** Whether the page has no hero to be its h1: the template then writes the page's title as one. */
export const needsPageTitle = (blocks: ReadonlyArray<PageBlock>): boolean =>
  !blocks.some((block) => block.__typename === "HeroBlock");
