import type { AnchorHTMLAttributes } from "react";

import SiteLink from "./SiteLink";

type Props = AnchorHTMLAttributes<HTMLAnchorElement>;

/** Links written in MDX go through SiteLink, so internal ones get Gatsby's Link and prefix. */
export default function MdxLink({ href = "", children }: Props) {
  return <SiteLink to={href}>{children}</SiteLink>;
}
