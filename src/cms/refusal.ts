import { formatProblems } from "../content/checkContent";
import type { Problem } from "../content/checkContent";

/**
 * What the editor shows when a content gate refuses a save, or the publishing of a draft: the
 * check in the browser (contentGate.ts) and the local backend's
 * (src/cms/server/gate/requestGate.ts) alike.
 */

export const SAVE_REFUSED = "Nothing was saved. Correct the field, then save again.";
export const PUBLISH_REFUSED =
  "Nothing was published: the draft stays on the Workflow board as it is. Correct it (or the entry it clashes with), then publish again.";

export const refusal = (problems: Problem[], refused: "save" | "publish" = "save") =>
  `${formatProblems(problems)}\n\n${refused === "save" ? SAVE_REFUSED : PUBLISH_REFUSED}`;
