import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";

import PageBody from "../components/blocks/PageBody";
import FaqStructuredData from "../components/FaqStructuredData";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import type { LocalePageContext } from "../i18n/LocaleContext";

/** The page's context (src/gatsby/blockPages.ts): its file's slug, and which home lists it shows. */
export type BlockPageContext = LocalePageContext & {
  slug: string;
  withUseCases: boolean;
  withModels: boolean;
};

type Props = PageProps<Queries.BlockPageQuery, BlockPageContext>;

/**
 * Every page made from blocks (content/<locale>/pages/<slug>.json), in every language it is
 * translated into: /faq/, /de/faq/. A page that opens with no hero gets its title as its heading.
 */
export default function BlockPage({ data }: Props) {
  const page = data.page;
  if (!page) throw new Error("A page made from blocks was rendered without its content.");
  return (
    <Layout>
      <PageBody
        title={page.title}
        blocks={page.blocks}
        useCases={data.useCases?.items ?? []}
        models={data.models?.items ?? []}
      />
    </Layout>
  );
}

export const Head: HeadFC<Queries.BlockPageQuery, BlockPageContext> = ({ data, pageContext }) => {
  const questions = (data.page?.blocks ?? []).flatMap((block) =>
    block.__typename === "FaqBlock" ? block.questions : [],
  );
  return (
    <Seo
      title={data.page?.title}
      description={data.page?.description}
      page={pageContext}
      settings={data.settings}
    >
      <FaqStructuredData locale={pageContext.locale} questions={questions} />
    </Seo>
  );
};

export const query = graphql`
  query BlockPage(
    $locale: String!
    $slug: String!
    $withUseCases: Boolean!
    $withModels: Boolean!
  ) {
    settings: siteJson(locale: { eq: $locale }) {
      ...SiteSettings
    }
    page: pageJson(locale: { eq: $locale }, slug: { eq: $slug }) {
      title
      description
      blocks {
        __typename
        ... on HeroBlock {
          id
          title
          text
          action
        }
        ... on TextBlock {
          id
          bodyHtml
        }
        ... on CardsBlock {
          id
          title
          intro
          items {
            ...CardContent
          }
        }
        ... on FaqBlock {
          id
          title
          questions {
            id
            question
            answerHtml
          }
        }
        ... on CtaBlock {
          id
          title
          text
          action
        }
        ... on ImageBlock {
          id
          alt
          decorative
          caption
          image {
            childImageSharp {
              # At most 720 px wide (the text's column), at 1× and 2×.
              gatsbyImageData(
                layout: CONSTRAINED
                width: 720
                outputPixelDensities: [1, 2]
                sizes: "(min-width: 760px) 720px, calc(100vw - 40px)"
              )
            }
          }
        }
        ... on UseCasesBlock {
          id
        }
        ... on ModelsBlock {
          id
        }
      }
    }
    useCases: useCasesJson(locale: { eq: $locale }) @include(if: $withUseCases) {
      items {
        ...CardContent
      }
    }
    models: modelsJson(locale: { eq: $locale }) @include(if: $withModels) {
      items {
        ...CardContent
      }
    }
  }
`;
