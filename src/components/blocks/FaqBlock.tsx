import WholeNames from "../WholeNames";
import type { BlockOf } from "./types";

/**
 * Questions that open to their answers: <details> and <summary>, so each opens with a tap or the
 * keyboard, with or without scripts, and a search in the page finds a closed answer's words.
 */
export default function FaqBlock({ id, title, questions }: BlockOf<"FaqBlock">) {
  return (
    <section id={id} className="block faq" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="block__narrow">
          <h2 id={`${id}-title`} className="block__title">
            <WholeNames text={title} />
          </h2>
          <div className="faq__list">
            {questions.map((question) => (
              <details key={question.id} id={`${id}-${question.id}`} className="faq__item">
                <summary className="faq__question">
                  <WholeNames text={question.question} />
                </summary>
                <div
                  className="faq__answer prose"
                  dangerouslySetInnerHTML={{ __html: question.answerHtml }}
                />
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
