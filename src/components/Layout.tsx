import type { ReactNode } from "react";

import { MAIN_CONTENT_ID } from "../constants";
import Footer from "./Footer";
import Header from "./Header";
import HydrationBoundary from "./HydrationBoundary";
import SkipLink from "./SkipLink";

type Props = { children: ReactNode };

/**
 * The frame of every page: skip link, header, the page's own content and footer. The header and
 * the footer hydrate each on their own (HydrationBoundary); pages split their content the same way.
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
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
    </>
  );
}
