import type { ReactNode } from "react";

import { MAIN_CONTENT_ID } from "../constants";
import Footer from "./Footer";
import Header from "./Header";
import HydrationBoundary from "./HydrationBoundary";
import SkipLink from "./SkipLink";

type Props = { children: ReactNode };

/**
 * The frame of every page: skip link, header, the page's own content and footer. The header
 * hydrates on its own (HydrationBoundary), as the page's interactive parts do; the footer is
 * never hydrated (NotHydrated, inside Footer).
 */
export default function Layout({ children }: Props) {
  return (
    <>
      <SkipLink />
      <HydrationBoundary>
        <Header />
      </HydrationBoundary>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
