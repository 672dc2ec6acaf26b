import sharp from "sharp";

import { PICTURE_LIMITS } from "../../../content/pictures/pictures";

/**
 * An upload as it is committed: without the metadata a camera or phone writes into it (EXIF, with
 * the place a photo was taken; XMP; IPTC; a PNG's text chunks). The site's build makes new files
 * from it anyway (gatsby-plugin-sharp keeps no metadata), but the original sits in the repository,
 * where anyone with a clone could read it. A picture that carries none is kept byte for byte; one
 * that does is encoded again by sharp, turned upright first as its EXIF orientation said (PNG
 * losslessly; JPEG, WebP and AVIF at a quality above what the build serves).
 */
export async function withoutMetadata(bytes: Buffer): Promise<Buffer> {
  const picture = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels });
  const meta = await picture.metadata();
  const carries =
    meta.exif !== undefined ||
    meta.xmp !== undefined ||
    meta.iptc !== undefined ||
    meta.tifftagPhotoshop !== undefined ||
    (meta.comments?.length ?? 0) > 0;
  if (!carries) return bytes;
  const upright = picture.rotate();
  switch (meta.format) {
    case "png":
      return upright.png({ compressionLevel: 9 }).toBuffer();
    case "webp":
      return upright.webp({ quality: 90 }).toBuffer();
    case "heif":
      return upright.avif({ quality: 75 }).toBuffer();
    default:
      return upright.jpeg({ quality: 92, mozjpeg: true }).toBuffer();
  }
}
