import { graphql } from "gatsby";

import { useStrings } from "../i18n/LocaleContext";
import type { Card as CardFields } from "../types/content.generated";
import CardIcon from "./CardIcon";
import WholeNames from "./WholeNames";

/**
 * A card as its schema declares it (common.schema.json's card, for every list of cards: the use
 * cases, the models, a cards block's), with its icon's markup when it names one (the build's
 * `iconSvg`).
 */
export type CardContent = CardFields & { iconSvg?: string | null | undefined };

/**
 * What a page selects of a card to draw it, in whichever list: the home page's use cases and
 * models, a cards block's items (src/pages/index.tsx, src/templates/BlockPage.tsx).
 */
export const query = graphql`
  fragment CardContent on Card {
    id
    name
    description
    comingSoon
    iconSvg
  }
`;

/**
 * One card: its icon, if any, its name as a heading, what it is for, and whether it is here yet.
 */
export default function Card({ name, description, comingSoon = false, iconSvg }: CardContent) {
  const strings = useStrings();
  return (
    <article className={comingSoon ? "card card--soon" : "card"}>
      {iconSvg && <CardIcon markup={iconSvg} />}
      <h3 className="card__title">
        <WholeNames text={name} />
      </h3>
      <p className="card__text">
        <WholeNames text={description} />
      </p>
      {comingSoon && <p className="card__badge">{strings.comingSoon}</p>}
    </article>
  );
}
