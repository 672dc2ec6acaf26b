/** Why a named image cannot be the site's: the same words from the build and from the editor. */
export const IMAGE_MESSAGES = {
  missing:
    "there is no such file in the content folder. Check the name, or add the image to content/images/.",
  outside: "the image must be inside the content folder.",
  notAnImage: "this file is not a PNG, JPEG, WebP or AVIF image.",
};
