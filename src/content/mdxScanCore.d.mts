import type { MdxBody, MdxScan } from "./checkContent";

/** Compiles one MDX body with MDX 2 and reports its first error, components and links. */
export function scanMdxBody(body: MdxBody): Promise<MdxScan>;
