import { attribute, elements, elementsWithNoscript, removeAttribute, startTag } from "./htmlTree";
import type { Tree } from "./htmlTree";

/**
 * Style attributes in the built HTML. The public pages' CSP allows inline styles only by hash, and
 * a style attribute can only be allowed by 'unsafe-inline' (or 'unsafe-hashes'), so the server
 * HTML may have none. Styles that scripts set later through the CSSOM (React's `style` prop on
 * the client, react-spring) are not governed by the policy and may stay.
 */

/**
 * Every start tag of a page that has a style attribute, written out for a message. Inside
 * <noscript> too: a browser with scripting off parses its content as elements, attributes
 * included. The text of scripts, stylesheets and comments holds no elements.
 */
export const styleAttributes = (tree: Tree): string[] =>
  elementsWithNoscript(tree)
    .filter((element) => attribute(element, "style") !== undefined)
    .map(startTag);

/**
 * The style attributes Gatsby's runtime gives its own two wrappers, each rule for rule as
 * src/styles/base.css has it: the focus wrapper (@gatsbyjs/reach-router's FocusHandler, focused
 * after client-side navigation) and the route announcer (gatsby/cache-dir/route-announcer-props.js).
 */
export const GATSBY_WRAPPER_STYLES: Record<string, string> = {
  "gatsby-focus-wrapper": "outline:none",
  "gatsby-announcer":
    "position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0",
};

/**
 * Removes the style attributes of Gatsby's wrappers, whose rules the site's stylesheet carries
 * instead. React hydrates them as they are: in production it does not patch an attribute the
 * server HTML lacks, and when it does set a style later it does so through the CSSOM. A value
 * other than the expected one means Gatsby changed it, and base.css must follow: that is an error.
 */
export function withoutGatsbyStyleAttributes(tree: Tree): void {
  for (const element of elements(tree)) {
    const id = attribute(element, "id") ?? "";
    const style = attribute(element, "style");
    const expected = GATSBY_WRAPPER_STYLES[id];
    if (expected === undefined || style === undefined) continue;
    if (style !== expected) {
      throw new Error(
        `#${id} has style="${style}", not "${expected}": move its rules to src/styles/base.css and update GATSBY_WRAPPER_STYLES.`,
      );
    }
    removeAttribute(element, "style");
  }
}
