/**
 * `npm run i18n:status`: per language, how many texts are translated, stale (the English changed
 * since) and missing, for the content (content/<locale>/*.json), each page made from blocks
 * (content/<locale>/pages/<slug>.json, listed as missing in a language until its translation gives
 * every text) and the site's own words (src/i18n/strings/<locale>.json). A draft language
 * (npm run i18n:add) is shown as such. Reads the files; changes nothing.
 */
import { translationStatus } from "../src/content/translationStatus";

console.log(translationStatus(process.cwd()));
