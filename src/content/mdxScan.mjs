// The Node side of the MDX checks: reads [{ file, source }] on stdin and writes what
// mdxScanCore.mjs finds in each on stdout.
//
// A separate ES module because @mdx-js/mdx is ESM-only, and the checks run in three CommonJS
// hosts that cannot import it reliably: Jest, tsx and gatsby-node (bundled to CommonJS by Parcel).
import { scanMdxBody } from "./mdxScanCore.mjs";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const results = await Promise.all(JSON.parse(input).map(scanMdxBody));
process.stdout.write(JSON.stringify(results));
