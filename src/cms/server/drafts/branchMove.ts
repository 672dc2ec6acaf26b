import { Refused } from "./draftRepo";
import type { DraftRepo, PlacedFiles } from "./draftRepo";
import { updateRefs } from "../git";
import type { Operation } from "../journal";

/** An operation that moves a published branch from one commit to another: a publish, a deletion. */
export type BranchMove = Extract<Operation, { op: "publish" | "remove" }>;

/**
 * What a publish and the deletion of a published page both do once their new commit exists. The
 * move is written down in the journal first. Then the working tree's files go from the old commit
 * to the new, each whole and each checked to be still as the old commit has it (the gate checked
 * the tree was clean, seconds ago). Then the branch moves. git's lock on the index is held until
 * the branch has moved. `afterwards` (dropping the published draft) runs under the same journal
 * note.
 *
 * Refused before any file was written (git's lock held by another program, an edit made
 * meanwhile), nothing is settled: nothing changed. Failed half-way with the process alive, the move
 * is settled at once (finished or rolled back), as the next start would settle it (recovery.ts).
 * What cannot be settled keeps its note, for the next start to refuse with the files named.
 */
export function moveBranch(
  repo: DraftRepo,
  operation: BranchMove,
  reflog: string,
  settle: (operation: BranchMove) => string,
  afterwards: () => void = () => undefined,
): void {
  const { git, journal, trace, placeFiles, publishedVersions } = repo;
  const { branch, oldHead, newHead } = operation;
  const done = journal.write(operation);
  trace("journalled");
  let settled = true;
  let placed: PlacedFiles | undefined;
  try {
    placed = placeFiles(
      publishedVersions(oldHead, newHead),
      "after",
      newHead,
      (version, now) => now === version.before,
    );
    trace("worktree");
    updateRefs(git, [`update refs/heads/${branch} ${newHead} ${oldHead}`], reflog);
    placed.commit();
    placed = undefined;
    trace("published");
    afterwards();
  } catch (error) {
    placed?.abandon();
    if (error instanceof Refused) throw error;
    try {
      settle(operation);
    } catch {
      settled = false;
    }
    throw error;
  } finally {
    if (settled) done();
  }
}
