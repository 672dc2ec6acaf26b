import zlib from "zlib";

/**
 * A PNG of a few hundred bytes whose header says 30,000 × 30,000 pixels: a decompression bomb,
 * which the picture checks refuse from its header, before anything unpacks it. The upload tests
 * of the local backend and of the editor in the browser send it.
 */

/** A PNG chunk: length, type, data and CRC. */
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

export function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(30_001))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
