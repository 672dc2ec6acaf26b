import { NEEDS_SCRIPTS_ATTRIBUTE } from "../constants";
import useStaggeredEntrance, { ENTRANCE_ITEM_ATTRIBUTE } from "../entrance/useStaggeredEntrance";
import Card from "./Card";
import type { CardContent } from "./Card";

type Props = {
  id: string;
  title: string;
  /** The sentence under the heading; a section of a page made from blocks may have none. */
  intro?: string;
  cards: ReadonlyArray<CardContent>;
};

const entranceItem = { [ENTRANCE_ITEM_ATTRIBUTE]: true };
/** The entrance is played by script: the page's loader starts it when the section comes near. */
const needsScripts = { [NEEDS_SCRIPTS_ATTRIBUTE]: true };

/**
 * A home-page section: a heading and a list of cards that enter, staggered, the first time the
 * section scrolls into view. Cards come in the order the content file lists them.
 */
export default function CardSection({ id, title, intro, cards }: Props) {
  const { ref, style, entrance } = useStaggeredEntrance<HTMLElement>();
  const headingId = `${id}-title`;

  return (
    <section
      id={id}
      className="card-section"
      aria-labelledby={headingId}
      ref={ref}
      {...needsScripts}
    >
      <div className="container">
        <div className="card-section__header" style={style} {...entranceItem}>
          <h2 id={headingId} className="card-section__title">
            {title}
          </h2>
          {intro && <p className="card-section__intro">{intro}</p>}
        </div>
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.id} className="card-grid__item" style={style} {...entranceItem}>
              <Card {...card} />
            </li>
          ))}
        </ul>
      </div>
      {entrance}
    </section>
  );
}
