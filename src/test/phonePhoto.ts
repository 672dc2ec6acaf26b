import type { Sharp } from "sharp";

/** The camera maker a test photo's EXIF names: no file served to visitors may carry it. */
export const PHONE_MAKER = "PhoneMaker Inc.";

/**
 * A phone's photo, as the editor's upload tests use it: `picture` as a JPEG whose EXIF names the
 * camera and where it was taken (GPS). Shared by the backend's tests (gate/pictureGate.test.ts) and
 * the browser's (e2e/support/pictures.ts).
 */
export const phonePhoto = (picture: Sharp): Promise<Buffer> =>
  picture
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: PHONE_MAKER, Model: "Phone 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 8/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "11/1 34/1 0/1",
      },
    })
    .toBuffer();
