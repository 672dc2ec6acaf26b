import type { Link, MdxScan, Problem } from "./types";

const MDX_HINT =
  "In MDX, < and { start code: close every tag (<div>…</div>), or write \\< and \\{ to show the characters.";

/**
 * What MDX's compiler found in each legal text: syntax errors, components and links. The legal
 * template gives MDX only HTML elements (MDX_COMPONENTS in src/components/LegalArticle.tsx maps
 * `a`), so a component in a text is a mistake; a component added there must be let through here.
 */
export function checkMdx(scans: MdxScan[]) {
  const problems: Problem[] = [];
  const links: Link[] = [];
  for (const { file, error, components, links: found } of scans) {
    if (error) {
      const where = error.line
        ? `line ${error.line}${error.column ? `, column ${error.column}` : ""}: `
        : "";
      // The reason may end with its place, "(32:1-32:10)", which `where` already says.
      const reason = error.reason.replace(/ \(\d+:\d+-\d+:\d+\)$/, "");
      problems.push({ file, message: `${where}invalid MDX: ${reason}. ${MDX_HINT}` });
      continue;
    }
    for (const { name, line } of components) {
      problems.push({
        file,
        line,
        message: `<${name}> is not a component this site provides to MDX (provided: none). Use Markdown, or ask a developer to add the component.`,
      });
    }
    links.push(...found.map((link) => ({ file, ...link })));
  }
  return { problems, links };
}
