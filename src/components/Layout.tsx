import type { ReactNode } from "react";

import { MAIN_CONTENT_ID } from "../constants";
import Footer from "./Footer";
import Header from "./Header";
import SkipLink from "./SkipLink";

type Props = { children: ReactNode };

/**
 * The frame of every page: skip link, header, the page's own content and footer.
 */
export default function Layout({ children }: Props) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
