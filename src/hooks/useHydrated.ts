import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates this component; true from the render after.
 * For what only script can keep true (such as an aria-expanded that follows React state), so the
 * server's HTML can leave it to the browser until then, without a hydration mismatch.
 */
export default function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
