import type { LocaleCode } from "../../i18n/locales";
import type { LinkTarget } from "../links";

/** One mistake in the content, in the file (relative to the site's root) where it is. */
export type Problem = { file: string; line?: number; message: string };

/** Everything the checks read: the content files' texts and what else a link may lead to. */
export type ContentSnapshot = {
  /** Text of every content file, by path from the site's root: "content/en/models.json", "content/legal/terms.mdx". */
  files: Record<string, string>;
  /** Paths of the pages built from src/pages/ ("/", "/404"). */
  codePages: string[];
  /** Files in static/, as published: "/social-card.jpg". */
  staticFiles: string[];
};

/** What compiling one MDX body found (src/content/mdxScanCore.mjs). */
export type MdxScan = {
  file: string;
  /** The first syntax error MDX reports, if any. */
  error: { reason: string; line?: number; column?: number } | null;
  /** JSX elements with a component's name (capitalised or dotted), less those the file imports. */
  components: Array<{ name: string; line: number }>;
  links: Array<{ url: string; line: number; image?: boolean }>;
};

export type MdxBody = { file: string; source: string };

/** A link or an image in a content file, to check against the pages and static/. */
export type Link = {
  file: string;
  line?: number;
  url: string;
  image?: boolean;
  /**
   * The language whose version of a page the link leads to: the file's (content/de/…,
   * content/legal/de/…) when not given; null: the file is a translation not yet on the site, so
   * which pages exist in its language is not judged yet.
   */
  locale?: LocaleCode | null;
  /** What a message about the link starts with, to find it in the file: "blocks[2] (faq "pro"): answer ". */
  where?: string;
};

/** The first half of the checks: everything but what MDX's compiler finds. */
export type ReadContent = {
  snapshot: ContentSnapshot;
  problems: Problem[];
  links: Link[];
  /** The legal texts to compile, with the front matter blanked so lines stay the file's. */
  bodies: MdxBody[];
  target: LinkTarget;
};
