import WholeNames from "../WholeNames";
import BlockAction from "./BlockAction";
import type { BlockOf } from "./types";

type Props = BlockOf<"HeroBlock"> & {
  /** The page's first hero is its h1; any later one is a section's h2. */
  headingLevel: 1 | 2;
};

/** A page's opening: a large title, a paragraph and an action, on the home page's hero ground. */
export default function HeroBlock({ id, title, text, action, headingLevel }: Props) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id={id} className="hero block-hero" aria-labelledby={`${id}-title`}>
      <div className="container">
        <Heading id={`${id}-title`} className="hero__title">
          <WholeNames text={title} />
        </Heading>
        <p className="hero__lead">
          <WholeNames text={text} />
        </p>
        <BlockAction action={action} />
      </div>
    </section>
  );
}
