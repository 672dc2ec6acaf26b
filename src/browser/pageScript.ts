/**
 * The entry the build compiles into every page's one inline script (src/postbuild/compilePageScripts.ts).
 * The build defines the constants below; the script is the same text on every page, so the
 * pages' Content-Security-Policy needs one hash for it. It runs in the browser as it is: what it
 * imports is bundled in, except the chunks it fetches by URL.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from "../constants";
import { beaconTo } from "./reportWebVitals";
import { startPage } from "./startPage";

/** The entrance's chunk: `/entrance-<hash>.js`. */
declare const __ENTRANCE_CHUNK__: string;
/** Where web-performance reports go, and web-vitals' chunk; both "" unless the build sends them. */
declare const __WEB_VITALS_URL__: string;
declare const __WEB_VITALS_CHUNK__: string;

/**
 * Imports a chunk, or fails once `ms` have passed without it: webpack's chunkLoadTimeout, for
 * an ES module the browser fetches itself.
 */
function importWithin<T>(url: string, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${url}: no answer in ${ms} ms`)), ms);
    import(/* webpackIgnore: true */ url).then(
      (module: T) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

startPage(document, {
  loadEntrance: () => importWithin(__ENTRANCE_CHUNK__, CHUNK_LOAD_TIMEOUT_MS),
  webVitals: __WEB_VITALS_URL__
    ? {
        onReport: beaconTo(__WEB_VITALS_URL__),
        load: () => importWithin(__WEB_VITALS_CHUNK__, CHUNK_LOAD_TIMEOUT_MS),
      }
    : undefined,
});
