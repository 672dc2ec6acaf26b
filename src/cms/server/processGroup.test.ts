import { spawn } from "child_process";
import fs from "fs";
import type { ChildProcess } from "child_process";

import { endGroup, liveInGroup, signalGroup } from "./processGroup";

/** `script` under sh in a process group of its own, as npm run cms starts gatsby develop. */
function group(script: string): ChildProcess & { pid: number } {
  const child = spawn("sh", ["-c", script], { detached: true, stdio: "ignore" });
  if (!child.pid) throw new Error("sh did not start");
  return child as ChildProcess & { pid: number };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

describe("a process group", () => {
  it("lists every process of the group, and none of another", async () => {
    const child = group("sleep 30 & sleep 30 & wait");
    const other = group("exec sleep 30");
    started.push(child.pid, other.pid);
    // sh forks both sleeps: wait until it has.
    while (liveInGroup(child.pid).length < 3) await pause(20);
    expect(liveInGroup(child.pid).map(commandOf).sort()).toEqual([
      "sh -c sleep 30 & sleep 30 & wait",
      "sleep 30",
      "sleep 30",
    ]);
    expect(liveInGroup(other.pid).map(commandOf)).toEqual(["sleep 30"]);
  });

  it("counts a zombie as ended: its parent never reaps it", async () => {
    // The short sleep's parent becomes the long one (exec), which never waits for it.
    const child = group("sleep 0.1 & exec sleep 30");
    started.push(child.pid);
    while (zombiesIn(child.pid) === 0) await pause(20);
    expect(liveInGroup(child.pid).map(commandOf)).toEqual(["sleep 30"]);
  });

  it("ends a group that stops when asked without killing it", async () => {
    const child = group("sleep 30 & wait");
    const exited = new Promise((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    const began = Date.now();
    expect(await endGroup(child.pid, 5_000)).toEqual([]);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(await exited).toBe("SIGTERM");
  });

  it("kills a group that ignores the request once its grace is over, and all of it", async () => {
    // Every process ignores SIGTERM, as gatsby develop does while it starts (an ignored signal
    // stays ignored in the processes a shell starts).
    const child = group("trap '' TERM; sh -c 'sleep 30' & sleep 30 & wait; wait");
    while (liveInGroup(child.pid).length < 4) await pause(20);
    const exited = new Promise((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    const began = Date.now();
    expect(await endGroup(child.pid, 500)).toEqual([]);
    expect(Date.now() - began).toBeGreaterThanOrEqual(500);
    expect(await exited).toBe("SIGKILL");
    expect(liveInGroup(child.pid)).toEqual([]);
  });
});
