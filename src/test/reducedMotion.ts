/** Makes matchMedia say the visitor prefers reduced motion; returns what puts it back. */
export function preferReducedMotion(): () => void {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes("reduce"),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = matchMedia;
  };
}
