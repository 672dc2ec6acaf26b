import { ENTRANCE_ITEM_ATTRIBUTE, ENTRANCE_SECTION_ATTRIBUTE } from "../entrance/watchEntrances";
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
const entranceSection = { [ENTRANCE_SECTION_ATTRIBUTE]: true };

/**
 * A home-page section: a heading and a list of cards that enter, staggered, the first time the
 * section scrolls into view (the page script plays it: src/entrance/watchEntrances.ts). Cards
 * come in the order the content file lists them. The HTML carries no animation style: without
 * script, everything shows.
 */
export default function CardSection({ id, title, intro, cards }: Props) {
  const headingId = `${id}-title`;

  return (
    <section id={id} className="card-section" aria-labelledby={headingId} {...entranceSection}>
      <div className="container">
        <div className="card-section__header" {...entranceItem}>
          <h2 id={headingId} className="card-section__title">
            {title}
          </h2>
          {intro && <p className="card-section__intro">{intro}</p>}
        </div>
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.id} className="card-grid__item" {...entranceItem}>
              <Card {...card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
