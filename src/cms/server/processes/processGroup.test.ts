import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import { endGroup, liveInGroup, processesIn, signalGroup } from "./processGroup";

/** These read /proc, as the suites' machines (Linux) have it; elsewhere there is nothing to read. */
const withProc = fs.existsSync("/proc/self/stat") ? describe : describe.skip;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to 10 s for `done`, failing with what `read` gave last. */
async function until<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`Not reached in 10 s: ${JSON.stringify(value)}`);
    await pause(20);
    value = read();
  }
  return value;
}

/** "pid state command" less the pid and state. */
const commandOf = (line: string) => line.split(" ").slice(2).join(" ");

/** How many zombies group `pgid` has, from /proc. */
const zombiesIn = (pgid: number) =>
  fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => {
      try {
        return fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        return "";
      }
    })
    .filter((stat) => {
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return state === "Z" && Number(pgrp) === pgid;
    }).length;

const started: number[] = [];
afterEach(() => {
  for (const pgid of started.splice(0)) signalGroup(pgid, "SIGKILL");
});

/** `script` under sh in a process group of its own, as npm run cms starts gatsby develop. */
function group(script: string, cwd?: string): ChildProcess & { pid: number } {
  const child = spawn("sh", ["-c", script], { detached: true, stdio: "ignore", cwd });
  if (!child.pid) throw new Error("sh did not start");
  started.push(child.pid);
  return child as ChildProcess & { pid: number };
}

const exitSignal = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );

withProc("a process group", () => {
  it("lists every process of the group, and none of another", async () => {
    const child = group("sleep 30 & sleep 30 & wait");
    const other = group("exec sleep 30");
    const commands = (pgid: number) => liveInGroup(pgid).map(commandOf).sort();
    const sleeping = (listed: string[]) => listed.filter((command) => command === "sleep 30");
    // sh forks both sleeps and each becomes sleep (exec), in its own time: wait until they have.
    // Read before, a fork still shows sh's command line (seen in a fresh clone's CI).
    expect(
      await until(
        () => commands(child.pid),
        (listed) => sleeping(listed).length === 2,
      ),
    ).toEqual(["sh -c sleep 30 & sleep 30 & wait", "sleep 30", "sleep 30"]);
    expect(
      await until(
        () => commands(other.pid),
        (listed) => sleeping(listed).length === 1,
      ),
    ).toEqual(["sleep 30"]);
  });

  it("counts a zombie as ended: its parent never reaps it", async () => {
    // The short sleep's parent becomes the long one (exec), which never waits for it.
    const child = group("sleep 0.1 & exec sleep 30");
    await until(
      () => zombiesIn(child.pid),
      (zombies) => zombies === 1,
    );
    expect(liveInGroup(child.pid).map(commandOf)).toEqual(["sleep 30"]);
  });

  it("ends a group that stops when asked without killing it", async () => {
    const child = group("sleep 30 & wait");
    await until(
      () => liveInGroup(child.pid),
      (live) => live.length === 2,
    );
    const exited = exitSignal(child);
    const began = Date.now();
    expect(await endGroup(child.pid, 5_000)).toEqual([]);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(await exited).toBe("SIGTERM");
  });

  it("kills a group that ignores the request once its grace is over, and all of it", async () => {
    // Every process ignores SIGTERM, as gatsby develop's CLI seems to while it starts (it waits
    // for its develop process to end): an ignored signal stays ignored in what a shell starts.
    // `; true` keeps the inner sh from replacing itself with sleep: four processes.
    const child = group("trap '' TERM; sh -c 'sleep 30; true' & sleep 30 & wait; wait");
    await until(
      () => liveInGroup(child.pid),
      (live) => live.length === 4,
    );
    const exited = exitSignal(child);
    const began = Date.now();
    expect(await endGroup(child.pid, 500)).toEqual([]);
    expect(Date.now() - began).toBeGreaterThanOrEqual(500);
    expect(await exited).toBe("SIGKILL");
    expect(liveInGroup(child.pid)).toEqual([]);
  });

  it("finds a process by the folder it works in, in whatever group, and only there", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "process-group-"));
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "process-group-"));
    try {
      fs.mkdirSync(path.join(folder, "inner"));
      group("exec sleep 31", path.join(folder, "inner"));
      group("exec sleep 32", elsewhere);
      // Each until its shell has replaced itself with sleep: read before, it is `sh -c exec …`.
      const found = await until(
        () => processesIn(folder).map(commandOf),
        (live) => live.length === 1 && /^sleep /.test(live[0] ?? ""),
      );
      expect(found).toEqual(["sleep 31"]);
      const other = await until(
        () => processesIn(elsewhere).map(commandOf),
        (live) => live.length === 1 && /^sleep /.test(live[0] ?? ""),
      );
      expect(other).toEqual(["sleep 32"]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
