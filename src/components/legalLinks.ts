/**
 * The legal pages, as linked from the footer of every page. Their paths are slugs of
 * content/legal/*.mdx, so the content checks make sure each one is built.
 */
export const LEGAL_LINKS = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Use", to: "/terms" },
] as const;
