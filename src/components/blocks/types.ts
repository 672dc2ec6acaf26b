/**
 * A page's blocks as its template queries them (src/templates/BlockPage.tsx): the generated
 * query types, so a block's props are the fields its schema declares (content/schemas/block-*).
 */
export type PageBlock = NonNullable<Queries.BlockPageQuery["page"]>["blocks"][number];

/** One kind of block, by its GraphQL type: BlockOf<"FaqBlock">. */
export type BlockOf<Name extends PageBlock["__typename"]> = Extract<
  PageBlock,
  { __typename: Name }
>;

/** What a block may offer: the chat's login, the app stores' badges, or nothing. */
export type BlockActionKind = "chat" | "stores" | "none";
