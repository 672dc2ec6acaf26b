/**
 * The editor's journal: each change to the repository is written down before it runs, so that one
 * cut off (the process killed) is finished or undone at the next start; and git's own locks.
 */
export {
  createJournal,
  draftRef,
  gitLocks,
  isRunning,
  lockRefusal,
  locksOf,
  processStart,
  stamp,
  statusRef,
} from "./journal";
export type { JournalNote, Operation, Unstamped } from "./journal";
