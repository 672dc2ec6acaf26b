import { Suspense } from "react";
import type { ReactNode } from "react";

type Props = { children: ReactNode };

/**
 * A part of the page that React hydrates on its own. The server's HTML is already on screen, so
 * nothing here ever shows a fallback: the boundary only lets React 18 leave the part dehydrated
 * at first and hydrate it later in short, interruptible slices, one part after another, instead
 * of the whole page in one long task. A tap or key press on a part not yet hydrated makes React
 * hydrate that part first and then replay the event. A part with nothing interactive in it is
 * NotHydrated instead: the two are never both around one part.
 */
export default function HydrationBoundary({ children }: Props) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
