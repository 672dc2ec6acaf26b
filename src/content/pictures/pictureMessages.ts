/** Why a named image cannot be the site's: the same words from the build and from the editor. */
export const PICTURE_MESSAGES = {
  missing:
    "there is no such file in the content folder. Check the name, or add the image to content/images/.",
  outside: "the image must be inside the content folder.",
  notAnImage:
    "this file is not a PNG, JPEG, WebP or AVIF image, whatever its name says. Export the picture in one of these formats (an iPhone's HEIC photo as JPEG).",
  svg: "SVG files are not accepted: an SVG can carry script that would run on the site. Export the picture as PNG, JPEG, WebP or AVIF.",
  tooLarge: (size: string, limit: string) =>
    `this file is ${size} MB, and a picture may be at most ${limit} MB. Export it smaller: a screenshot at twice its size is well under 1 MB.`,
  tooManyPixels: (width: number, height: number, limitMillions: number) =>
    `this picture is ${width} × ${height} pixels, more than the ${limitMillions} million pixels a picture may have. Export it at a smaller size.`,
  tooNarrow: (width: number, minWidth: number) =>
    `this picture is ${width} pixels wide, and this place needs at least ${minWidth}, twice the widest it is shown, to stay sharp on high-density screens. Export it wider.`,
  unused: "no page uses this picture. Delete it in the editor's Media page, or use it.",
};
