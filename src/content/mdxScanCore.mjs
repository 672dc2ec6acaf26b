// Compiles one MDX body as gatsby-plugin-mdx does (MDX 2) and reports what the content checks
// need: the first syntax error, the JSX components used and every link and image, each with its
// line. Shared by the Node checks (mdxScan.mjs, in a child process) and the editor at /admin/,
// which compiles in the browser before it saves.
import { compile } from "@mdx-js/mdx";

/** "Expected a closing tag for `<Foo>` (3:1-3:6)": some messages carry their place only in words. */
const placeInReason = (reason) => {
  const match = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
};

const walk = (node, visit) => {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
};

const attribute = (node, name) => {
  const found = node.attributes?.find(
    (attr) => attr.type === "mdxJsxAttribute" && attr.name === name,
  );
  return typeof found?.value === "string" ? found.value : undefined;
};

const collect = (found) => () => (tree) => {
  walk(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === "link" || node.type === "definition") {
      found.links.push({ url: node.url, line });
    } else if (node.type === "image") {
      found.links.push({ url: node.url, line, image: true });
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      // Fragments (<>…</>) have no name. Lowercase names are HTML elements.
      if (node.name && !/^[a-z][a-z0-9-]*$/.test(node.name)) {
        found.components.push({ name: node.name, line });
      }
      const href = node.name === "a" ? attribute(node, "href") : undefined;
      const src = node.name === "img" ? attribute(node, "src") : undefined;
      if (href !== undefined) found.links.push({ url: href, line });
      if (src !== undefined) found.links.push({ url: src, line, image: true });
    } else if (node.type === "mdxjsEsm") {
      for (const statement of node.data?.estree?.body ?? []) {
        for (const specifier of statement.specifiers ?? [])
          found.imports.push(specifier.local.name);
      }
    }
  });
};

export const scanMdxBody = async ({ file, source }) => {
  const found = { file, error: null, components: [], links: [], imports: [] };
  try {
    await compile(source, { remarkPlugins: [collect(found)] });
  } catch (error) {
    const reason = String(error.reason ?? error.message ?? error);
    const place = error.line ? { line: error.line, column: error.column } : placeInReason(reason);
    found.error = { reason, ...place };
  }
  const imported = new Set(found.imports);
  found.components = found.components.filter(({ name }) => !imported.has(name.split(".")[0]));
  return found;
};
