import type { BlockOf } from "./types";

/**
 * Text written in Markdown, as HTML the build made from it (src/content/markdown.ts): no HTML of
 * the editor's own reaches the page, and the page needs no Markdown parser.
 */
export default function TextBlock({ id, bodyHtml }: BlockOf<"TextBlock">) {
  return (
    <section id={id} className="block">
      <div className="container">
        <div className="block__narrow">
          <div className="prose" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        </div>
      </div>
    </section>
  );
}
