import { animated } from "@react-spring/web";

import useStaggeredEntrance from "../hooks/useStaggeredEntrance";
import Card from "./Card";
import type { CardContent } from "./Card";

type Props = {
  id: string;
  title: string;
  intro: string;
  cards: ReadonlyArray<CardContent>;
};

/**
 * A home-page section: a heading and a list of cards that enter, staggered, the first time the
 * section scrolls into view. Cards come in the order the content file lists them.
 */
export default function CardSection({ id, title, intro, cards }: Props) {
  const { ref, styleFor } = useStaggeredEntrance(cards.length);
  const headingId = `${id}-title`;

  return (
    <section id={id} className="card-section" aria-labelledby={headingId} ref={ref}>
      <div className="container">
        <animated.div className="card-section__header" style={styleFor(0)}>
          <h2 id={headingId} className="card-section__title">
            {title}
          </h2>
          <p className="card-section__intro">{intro}</p>
        </animated.div>
        <ul className="card-grid">
          {cards.map((card, index) => (
            <animated.li key={card.name} className="card-grid__item" style={styleFor(index + 1)}>
              <Card {...card} />
            </animated.li>
          ))}
        </ul>
      </div>
    </section>
  );
}
