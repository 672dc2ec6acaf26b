import { forwardRef, useEffect, useRef } from "react";

import { slugFrom, slugProblem } from "../content/checks/pageSlugs";
import type { TakenSlugs } from "../content/checks/pageSlugs";
import { pageSlugOf } from "./pagesCollection";
import { entryOf } from "./translation/entryUnits";
import type { EntryProps } from "./translation/entryUnits";
import { useWidgetHandle } from "./translation/widgetHandle";

/**
 * A page's address: the name of its file, content/en/pages/<slug>.json, and so /<slug>/. For a new
 * page it follows the title as it is typed ("Pricing & Plans" → pricing-plans) until the editor
 * changes it; the collection's slug template takes it from here when the page is first saved
 * (pagesCollection.ts). Decap never renames a saved entry, so after that the address is shown,
 * not edited. A slug the site already uses (another page, a legal text, a language, the editor)
 * is refused here with the content checks' own words (src/content/checks/pageSlugs.ts).
 */

type Props = EntryProps & {
  value?: unknown;
  onChange: (value: string) => void;
  forID?: string;
  classNameWrapper?: string;
};

/** What the slug may not be: the site's other addresses, and the pages there are now. */
export type SlugsInUse = () => { taken: TakenSlugs; pages: string[] };

export const SLUG_CLASS = "octopus-page-slug";

export function pageSlugControl(inUse: SlugsInUse) {
  return forwardRef<unknown, Props>(function PageSlugControl(props, ref) {
    const entry = entryOf(props);
    const isNew = entry?.get("newRecord") === true;
    const title = String(entry?.getIn(["data", "title"]) ?? "");
    const value = typeof props.value === "string" ? props.value : "";
    // Follows the title until the editor types an address of their own.
    const follows = useRef(value === "" || value === slugFrom(title));
    const latest = useRef(props);
    latest.current = props;

    const problem = (slug: string): string | undefined => {
      // An empty one is Decap's to refuse: the field is required.
      if (!isNew || slug === "") return undefined;
      const { taken, pages } = inUse();
      if (pages.includes(slug)) {
        return `The address "${slug}" is taken: /${slug}/ is another page. Choose an address of its own.`;
      }
      const refused = slugProblem(slug, taken);
      // The checks' message speaks of the file's name; here the editor types the address.
      return refused?.replace(/ Rename the file to .*$/, " Choose another address.");
    };
    const typed = () => (typeof latest.current.value === "string" ? latest.current.value : "");
    // A saved page's address is its entry's, not a value of the field.
    useWidgetHandle(
      ref,
      undefined,
      () => problem(typed()),
      () => (isNew ? typed() : pageSlugOf(entry?.get("slug"))),
    );

    useEffect(() => {
      if (!isNew || !follows.current) return;
      const made = slugFrom(title);
      if (made !== value) latest.current.onChange(made);
    }, [isNew, title, value]);

    if (!isNew) {
      const slug = pageSlugOf(entry?.get("slug"));
      return (
        <p id={props.forID} className={`${SLUG_CLASS} ${props.classNameWrapper ?? ""}`}>
          <code>/{slug}/</code> — fixed: the page was saved at this address.
        </p>
      );
    }
    const shown = problem(value);
    return (
      <div className={SLUG_CLASS}>
        <span aria-hidden="true">/</span>
        <input
          id={props.forID}
          type="text"
          className={props.classNameWrapper}
          value={value}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={shown ? true : undefined}
          aria-describedby={props.forID ? `${props.forID}-slug-problem` : undefined}
          onChange={(event) => {
            const typed = event.target.value.toLowerCase();
            follows.current = typed === "" || typed === slugFrom(title);
            props.onChange(typed);
          }}
        />
        <span aria-hidden="true">/</span>
        <p
          id={props.forID ? `${props.forID}-slug-problem` : undefined}
          className={`${SLUG_CLASS}__problem`}
        >
          {value && shown ? shown : ""}
        </p>
      </div>
    );
  });
}
