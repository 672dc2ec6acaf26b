/**
 * For src/cms/server/drafts/draftStore.test.ts and gate/pageDeletion.test.ts: runs one operation
 * of the draft store in a repository and kills its own process (SIGKILL, as `kill -9`, a closed
 * terminal or a dead battery would) right after the named step, so that nothing of it runs after
 * that point: no `finally`, no cleanup. What it leaves is what a crash there leaves.
 *
 * Usage: node --import tsx stopAtStep.fixture.ts <root> <step> '{"op":"save","args":[...]}'
 */
import { createDraftStore } from "../cms/server/drafts";
import type { DraftStore, Step } from "../cms/server/drafts";

const [root = "", step = "", json = "{}"] = process.argv.slice(2);
const { op, args } = JSON.parse(json) as { op: keyof DraftStore; args: unknown[] };
const store = createDraftStore(root, {
  trace: (reached: Step) => {
    if (reached === step) process.kill(process.pid, "SIGKILL");
  },
});
(store[op] as (...values: unknown[]) => unknown)(...args);
