/**
 * Style attributes in the built HTML. The public pages' CSP allows inline styles only by hash, and
 * a style attribute can only be allowed by 'unsafe-inline' (or 'unsafe-hashes'), so the server
 * HTML may have none. Styles that scripts set later through the CSSOM (React's `style` prop on
 * the client, react-spring) are not governed by the policy and may stay.
 */

// A start tag with its attributes; quoted values may hold ">" (HTML's attribute syntax). Each
// attribute starts after white space, so a run of letters can be read one way only.
const START_TAG =
  /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

type Attribute = { name: string; value: string; text: string };

function attributesOf(source: string): Attribute[] {
  return [...source.matchAll(ATTRIBUTE)].map(([text, name = "", quoted = ""]) => ({
    name: name.toLowerCase(),
    value: quoted.replace(/^(["'])([\s\S]*)\1$/, "$2"),
    text,
  }));
}

/**
 * The text of scripts, stylesheets and comments, where "<div style=…>" is not a tag. <noscript>
 * stays: a browser with scripting off parses its content as elements, attributes included.
 */
const NOT_MARKUP = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/** Every start tag of a page that has a style attribute, as written. */
export function styleAttributes(html: string): string[] {
  return [...html.replace(NOT_MARKUP, "").matchAll(START_TAG)]
    .filter(([, , attributes = ""]) => attributesOf(attributes).some((a) => a.name === "style"))
    .map(([tag]) => tag);
}

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
 * The page without the style attributes of Gatsby's wrappers, whose rules the site's stylesheet
 * carries instead. React hydrates them as they are: in production it does not patch an attribute
 * the server HTML lacks, and when it does set a style later it does so through the CSSOM. A value
 * other than the expected one means Gatsby changed it, and base.css must follow: that is an error.
 */
export function withoutGatsbyStyleAttributes(html: string): string {
  return html.replace(START_TAG, (tag: string, name: string, source: string) => {
    const attributes = attributesOf(source);
    const id = attributes.find((a) => a.name === "id")?.value ?? "";
    const style = attributes.find((a) => a.name === "style");
    const expected = GATSBY_WRAPPER_STYLES[id];
    if (expected === undefined || !style) return tag;
    if (style.value !== expected) {
      throw new Error(
        `#${id} has style="${style.value}", not "${expected}": move its rules to src/styles/base.css and update GATSBY_WRAPPER_STYLES.`,
      );
    }
    const kept = attributes.filter((a) => a !== style).map((a) => ` ${a.text}`);
    return `<${name}${kept.join("")}${/\/\s*>$/.test(tag) ? "/" : ""}>`;
  });
}
