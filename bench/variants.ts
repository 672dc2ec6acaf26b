/** What the benchmark measures side by side: builds of the site and its peers, and the floor. */
import { existsSync } from "fs";
import path from "path";

export type VariantId = "current" | "baseline" | "astro" | "spa" | "floor";

export type Variant = {
  id: VariantId;
  /** The folder served. */
  root: string;
  /** For the report: where the build comes from. */
  source: string;
  transformHtml?: (html: string) => string;
};

/** The report's column order. */
export const VARIANT_ORDER: VariantId[] = ["current", "baseline", "astro", "spa", "floor"];

export const PEERS = ["astro", "spa"] as const;

/** The floor: the page exactly as built, minus every <script> and script preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/** Whether the variant's build has `page` (the peers have only `/`). */
export function hasPage(variant: Variant, page: string): boolean {
  return existsSync(path.join(variant.root, page, "index.html"));
}
