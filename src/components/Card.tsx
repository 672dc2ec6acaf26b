import { useStrings } from "../i18n/LocaleContext";
import WholeNames from "./WholeNames";

export type CardContent = {
  /** Stable: pairs the card with its translations (content/schemas/common.schema.json#cardId). */
  id: string;
  name: string;
  description: string;
  comingSoon?: boolean;
};

/** One use case or model: its name as a heading, what it is for, and whether it is here yet. */
export default function Card({ name, description, comingSoon = false }: CardContent) {
  const strings = useStrings();
  return (
    <article className={comingSoon ? "card card--soon" : "card"}>
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
