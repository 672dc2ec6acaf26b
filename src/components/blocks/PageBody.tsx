import WholeNames from "../WholeNames";
import type { CardContent } from "../Card";
import Blocks, { needsPageTitle } from "./Blocks";
import type { PageBlock } from "./types";

type Props = {
  title: string;
  blocks: ReadonlyArray<PageBlock>;
  useCases?: ReadonlyArray<CardContent>;
  models?: ReadonlyArray<CardContent>;
};

/**
 * What a page made from blocks shows inside the site's frame, on the site (BlockPage.tsx) and in
 * the editor's preview alike: its blocks, after its title as the page's heading when no hero is
 * there to be it.
 */
export default function PageBody({ title, blocks, useCases, models }: Props) {
  return (
    <>
      {needsPageTitle(blocks) && (
        <div className="container block-page__header">
          <h1 className="block-page__title">
            <WholeNames text={title} />
          </h1>
        </div>
      )}
      <Blocks blocks={blocks} useCases={useCases} models={models} />
    </>
  );
}
