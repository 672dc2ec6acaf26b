import SiteLink from "./SiteLink";

type Store = "apple" | "google";

type Props = { store: Store; href: string };

const LABELS: Record<Store, { small: string; large: string }> = {
  apple: { small: "Download on the", large: "App Store" },
  google: { small: "Get it on", large: "Google Play" },
};

function AppStoreGlyph() {
  return (
    <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round">
      <rect x="12" y="11" width="30" height="30" rx="8" strokeWidth="2" />
      <path d="M23.5 19l8 14M30.5 19l-8 14M19 29h16" />
    </g>
  );
}

function GooglePlayGlyph() {
  return (
    <g>
      <path d="M15 11l17 15-17 15z" fill="#34d399" />
      <path d="M15 11l22 12.5-5 2.5z" fill="#60a5fa" />
      <path d="M15 41l22-12.5-5-2.5z" fill="#f87171" />
      <path d="M37 23.5l5 2.5-5 2.5-5-2.5z" fill="#fbbf24" />
    </g>
  );
}

/**
 * A store button drawn for this site (not the stores' trademarked artwork). The link carries the
 * accessible name; the picture is decorative. Fixed width and height: no layout shift.
 */
export default function StoreBadge({ store, href }: Props) {
  const { small, large } = LABELS[store];
  return (
    <SiteLink to={href} className="store-badge" aria-label={`${small} ${large}`}>
      <svg
        viewBox="0 0 180 52"
        width="180"
        height="52"
        aria-hidden="true"
        focusable="false"
        className="store-badge__art"
      >
        <rect width="180" height="52" rx="10" fill="#0b0b12" />
        <rect x=".5" y=".5" width="179" height="51" rx="9.5" fill="none" stroke="#a3a3b8" />
        {store === "apple" ? <AppStoreGlyph /> : <GooglePlayGlyph />}
        <text x="54" y="21" fill="#fff" fontSize="10.5" fontFamily="system-ui, sans-serif">
          {small}
        </text>
        <text
          x="54"
          y="39"
          fill="#fff"
          fontSize="18"
          fontWeight="600"
          fontFamily="system-ui, sans-serif"
        >
          {large}
        </text>
      </svg>
    </SiteLink>
  );
}
