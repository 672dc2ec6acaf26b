import { useStrings } from "../i18n/LocaleContext";
import type { ModelCard, UseCase } from "../types/content.generated";
import CardIcon from "./CardIcon";
import WholeNames from "./WholeNames";

/**
 * A card as its schema declares it: a use case, or a model, which may be coming soon; with its
 * icon's markup when it names one (the build's `iconSvg`).
 */
export type CardContent = UseCase &
  Pick<ModelCard, "comingSoon"> & { iconSvg?: string | null | undefined };

/**
 * One use case or model: its icon, if any, its name as a heading, what it is for, and whether it
 * is here yet.
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
