import type { CmsBuildFacts } from "../../build/cmsBuildFacts";
import type models from "../../../content/models.json";
import type site from "../../../content/site.json";
import type useCases from "../../../content/use-cases.json";

type Site = typeof site;
type Cards = typeof models | typeof useCases;

declare const __CMS_BUILD_FACTS__: CmsBuildFacts;

/**
 * The content the previews show around the entry being edited, as the editor was built with it.
 * Read from the build facts, not imported: with imports, gatsby develop rebuilt the editor (and a
 * page opened meanwhile loaded half a script) each time decap-server switched the working tree
 * to a draft's branch to read or save it.
 */
function builtFile<T>(name: string): T {
  const text = __CMS_BUILD_FACTS__.snapshot.files[`content/${name}.json`];
  if (text === undefined) throw new Error(`The editor was built without content/${name}.json.`);
  return JSON.parse(text) as T;
}

export const builtSite = builtFile<Site>("site");
export const builtModels = builtFile<Cards>("models");
export const builtUseCases = builtFile<Cards>("use-cases");
