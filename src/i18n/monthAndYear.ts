const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "April 2025" (how the legal files write it, in English) in the page's language: "April 2025",
 * "2025年4月", "أبريل 2025". Any other text is shown as written. The digits are Latin in every
 * language, as everywhere else on the site: which digits a locale's dates take by default differs
 * between ICU versions and regions ("ar-EG" gives ٢٠٢٥), so the numbering system is pinned.
 */
export function monthAndYear(text: string, locale: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1] ?? "") : -1;
  if (!match || month < 0) return text;
  const date = new Date(Date.UTC(Number(match[2]), month, 15));
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(date);
}
