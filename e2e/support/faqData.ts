import type { Page } from "@playwright/test";

/**
 * A page's schema.org FAQPage data (src/components/FaqStructuredData.tsx) as search engines read
 * it, and what the page shows, to compare: block-pages.test.ts on the specimen, pages.test.ts on
 * every page an editor made with questions.
 */

/** The FAQPage data of the page: its language, and each question with its answer's HTML. */
export type FaqPageData = {
  /** The data's own shape, wrong where it is not schema.org's ("" when right). */
  shape: string;
  inLanguage: string;
  questions: string[];
  answers: string[];
};

export async function faqPageData(page: Page): Promise<FaqPageData | undefined> {
  const entries = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const faq = (entries as Array<Record<string, unknown>>).find(
    (entry) => entry["@type"] === "FAQPage",
  );
  if (!faq) return undefined;
  const entities = Array.isArray(faq.mainEntity)
    ? (faq.mainEntity as Array<Record<string, unknown>>)
    : [];
  const answerOf = (entity: Record<string, unknown>) =>
    (entity.acceptedAnswer ?? {}) as Record<string, unknown>;
  const wrong = [
    faq["@context"] === "https://schema.org" ? "" : `@context ${String(faq["@context"])}`,
    entities.length > 0 ? "" : "no mainEntity",
    ...entities.map((entity, index) =>
      entity["@type"] === "Question" && answerOf(entity)["@type"] === "Answer"
        ? ""
        : `mainEntity[${index}] is not a Question with an Answer`,
    ),
  ].filter(Boolean);
  return {
    shape: wrong.join("; "),
    inLanguage: String(faq.inLanguage ?? ""),
    questions: entities.map((entity) => String(entity.name ?? "")),
    answers: entities.map((entity) => String(answerOf(entity).text ?? "")),
  };
}

/** The questions and the answers' HTML, as the page shows them. */
export async function shownQuestions(
  page: Page,
): Promise<{ questions: string[]; answers: string[] }> {
  return page.locator("details.faq__item").evaluateAll((items) => ({
    questions: items.map((item) => item.querySelector("summary")?.textContent?.trim() ?? ""),
    answers: items.map((item) => item.querySelector(".faq__answer")?.innerHTML.trim() ?? ""),
  }));
}
