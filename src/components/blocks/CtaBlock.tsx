import WholeNames from "../WholeNames";
import BlockAction from "./BlockAction";
import type { BlockOf } from "./types";

/** A closing call: a title, a sentence and the action, set apart on the surface colour. */
export default function CtaBlock({ id, title, text, action }: BlockOf<"CtaBlock">) {
  return (
    <section id={id} className="block" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cta">
          <h2 id={`${id}-title`} className="block__title">
            <WholeNames text={title} />
          </h2>
          <p className="cta__text">
            <WholeNames text={text} />
          </p>
          <BlockAction action={action} />
        </div>
      </div>
    </section>
  );
}
