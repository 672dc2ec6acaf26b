const isHash = (text: string | undefined) =>
  text?.length === 20 && [...text].every((character) => "0123456789abcdef".includes(character));

/** A bundle webpack named by its content: `app-<20 hex>.js`, `styles.<20 hex>.css`. */
export function isHashedFile(name: string): boolean {
  if (name.endsWith(".js")) return isHash(name.slice(0, -".js".length).split("-").pop());
  if (name.endsWith(".css")) return isHash(name.slice(0, -".css".length).split(".").pop());
  return false;
}

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl).href}\n`;
