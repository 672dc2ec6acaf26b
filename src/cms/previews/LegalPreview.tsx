import { evaluate } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import type { MDXContent } from "mdx/types";
import { useEffect, useState } from "react";
import * as runtime from "react/jsx-runtime";

import LegalArticle from "../../components/LegalArticle";
import { entryData } from "./entryData";
import type { PreviewTemplateProps } from "./types";
import { builtSite } from "./builtContent";

type LegalEntry = { title: string; lastUpdated: string; body: string };

type Compiled = { Content: MDXContent } | { error: string };

/**
 * A legal page as the site shows it: the body compiled with MDX 2, as gatsby-plugin-mdx compiles
 * it, into the site's own LegalArticle. A body MDX cannot read shows why instead.
 */
export default function LegalPreview({ entry }: PreviewTemplateProps) {
  const { title = "", lastUpdated = "", body = "" } = entryData<LegalEntry>(entry);
  const [compiled, setCompiled] = useState<Compiled | null>(null);

  useEffect(() => {
    let current = true;
    evaluate(body, { ...runtime, useMDXComponents })
      .then(({ default: Content }) => current && setCompiled({ Content }))
      .catch((error: unknown) => current && setCompiled({ error: String(error) }));
    return () => {
      current = false;
    };
  }, [body]);

  return (
    // Printed links name the live site's pages, as they do on the site.
    <LegalArticle title={title} lastUpdated={lastUpdated} siteUrl={builtSite.siteUrl}>
      {compiled && "error" in compiled ? (
        <p role="alert">This text cannot be shown: {compiled.error}</p>
      ) : compiled ? (
        <compiled.Content />
      ) : null}
    </LegalArticle>
  );
}
