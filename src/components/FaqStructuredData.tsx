import type { LocaleCode } from "../i18n/locales";

type Question = { question: string; answerHtml: string };

type Props = { locale: LocaleCode; questions: ReadonlyArray<Question> };

/**
 * schema.org FAQPage for a page with questions, as search engines define it: every question with
 * its one accepted answer. The answer is the HTML the page shows (paragraphs, lists, links and
 * emphasis, which the definition allows).
 */
export default function FaqStructuredData({ locale, questions }: Props) {
  if (questions.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: questions.map(({ question, answerHtml }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answerHtml },
    })),
  };
  // "<" is escaped so no text in the content can close the script element early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
