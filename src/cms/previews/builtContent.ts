import type { CmsBuildFacts } from "../../build/cmsBuildFacts";
import type models from "../../../content/en/models.json";
import type site from "../../../content/en/site.json";
import type useCases from "../../../content/en/use-cases.json";
import { jsonFile } from "../../content/checkContent";
import type { JsonName } from "../../content/schemaRules";
import { DEFAULT_LOCALE } from "../../i18n/locales";

type Site = typeof site;
type Cards = typeof models | typeof useCases;

declare const __CMS_BUILD_FACTS__: CmsBuildFacts;

/**
 * The content the previews show around the entry being edited, as the editor was built with it.
 * Read from the build facts, not imported: with imports, gatsby develop rebuilt the editor (and a
 * page opened meanwhile loaded half a script) each time decap-server switched the working tree
 * to a draft's branch to read or save it.
 */
function builtFile<T>(name: JsonName): T {
  const file = jsonFile(DEFAULT_LOCALE, name);
  const text = __CMS_BUILD_FACTS__.snapshot.files[file];
  if (text === undefined) throw new Error(`The editor was built without ${file}.`);
  return JSON.parse(text) as T;
}

export const builtSite = builtFile<Site>("site");
export const builtModels = builtFile<Cards>("models");
export const builtUseCases = builtFile<Cards>("use-cases");
