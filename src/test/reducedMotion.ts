/** The visitor's reduced-motion setting, as matchMedia reports it, switched by a test. */
export type ReducedMotionSwitch = {
  /** Turns reduced motion on or off, as a visitor does in their system's settings. */
  set: (on: boolean) => void;
  /** Puts matchMedia back. */
  restore: () => void;
};

/**
 * Makes matchMedia answer "(prefers-reduced-motion: reduce)" with `on`, and tell its listeners
 * when `set` changes it; every other query is answered as before.
 */
export function reducedMotionSwitch(on = true): ReducedMotionSwitch {
  const matchMedia = window.matchMedia;
  let reduced = on;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  window.matchMedia = ((query: string) => {
    if (!query.includes("reduce")) return matchMedia(query);
    return {
      ...matchMedia(query),
      get matches() {
        return reduced;
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    };
  }) as typeof window.matchMedia;
  return {
    set: (value) => {
      reduced = value;
      listeners.forEach((listener) => listener({ matches: value } as MediaQueryListEvent));
    },
    restore: () => {
      window.matchMedia = matchMedia;
    },
  };
}

/** Makes matchMedia say the visitor prefers reduced motion; returns what puts it back. */
export function preferReducedMotion(): () => void {
  return reducedMotionSwitch(true).restore;
}
