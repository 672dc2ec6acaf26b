/** Process groups: ending `gatsby develop` and every process it started, and seeing what is left. */
export { endGroup, groupEnded, liveInGroup, processesIn, signalGroup } from "./processGroup";
