import fs from "fs";

/**
 * A process group: a program started with `detached: true` (a group of its own, whose id is its
 * pid) and every process it starts. `npm run cms` runs gatsby develop in one, so that stopping the
 * editor ends gatsby and its workers too; the browser suites run the editor in one, so that a test
 * ends all of it.
 */

/**
 * The processes of group `pgid` that still run, as "pid state command", read from /proc. A zombie
 * has ended (its parent has yet to reap it, and under a PID 1 that never does, it stays), so it
 * is not listed. Where there is no /proc (macOS), the group itself while `kill(-pgid, 0)` finds
 * it, zombies included.
 */
export function liveInGroup(pgid: number): string[] {
  if (!fs.existsSync("/proc/self/stat")) {
    try {
      process.kill(-pgid, 0);
      return [`group ${pgid}`];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return [];
      throw error;
    }
  }
  return liveProcesses((pid, pgrp) => pgrp === pgid);
}

/**
 * The live processes (not zombies) that `keep` accepts, as "pid state command", from /proc. The
 * command is read only for those kept.
 */
function liveProcesses(keep: (pid: string, pgrp: number) => boolean): string[] {
  const live: string[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after the last ")".
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (state === "Z" || state === "X" || !keep(entry, Number(pgrp))) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      live.push(`${entry} ${state} ${command.slice(0, 160)}`);
    } catch {
      continue; // ended between the listing and the read, or not ours to read
    }
  }
  return live;
}

/**
 * The live processes working inside `folder` (their current directory in it), from /proc; none
 * where there is no /proc. Whatever a program started, in any group or session: what a test
 * must see gone before it removes the folder.
 */
export function processesIn(folder: string): string[] {
  if (!fs.existsSync("/proc/self/stat")) return [];
  const real = fs.realpathSync(folder);
  const inside = (dir: string) => dir === real || dir.startsWith(`${real}/`);
  return liveProcesses((pid) => {
    try {
      return inside(fs.readlinkSync(`/proc/${pid}/cwd`));
    } catch {
      return false;
    }
  });
}

/** Sends `signal` to group `pgid`; a group already gone is no error. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  // -0 would be the caller's own group.
  if (!(pgid > 0)) throw new Error(`No process group ${pgid}: the program did not start.`);
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** Waits up to `timeoutMs` for group `pgid` to end; what still runs then (empty once it has). */
export async function groupEnded(pgid: number, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const live = liveInGroup(pgid);
    if (live.length === 0 || Date.now() > deadline) return live;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Ends group `pgid` as Ctrl+C ends a program, then for sure: SIGTERM, up to `graceMs` for it to
 * end, then SIGKILL and up to 2 s more. What still runs after that (a process in the kernel's
 * uninterruptible sleep), or empty.
 */
export async function endGroup(pgid: number, graceMs: number): Promise<string[]> {
  signalGroup(pgid, "SIGTERM");
  if ((await groupEnded(pgid, graceMs)).length === 0) return [];
  signalGroup(pgid, "SIGKILL");
  return groupEnded(pgid, 2_000);
}
