import zlib from "zlib";

import { PNG_SIGNATURE, pngChunk, rgbHeader } from "../content/png";

/**
 * A PNG of a few hundred bytes whose header says 30,000 × 30,000 pixels: a decompression bomb,
 * which the picture checks refuse from its header, before anything unpacks it. The upload tests
 * of the local backend and of the editor in the browser send it.
 */
export function bombPng(): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", rgbHeader(30_000, 30_000)),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(30_001))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
