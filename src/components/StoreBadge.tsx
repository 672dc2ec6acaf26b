import { useStrings } from "../i18n/LocaleContext";
import SiteLink from "./SiteLink";

type Store = "apple" | "google";

/** The stores' names: trademarks, the same in every language. */
const STORE_NAMES: Record<Store, string> = { apple: "App Store", google: "Google Play" };

type Props = { store: Store; href: string };

function AppStoreGlyph() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
      <rect x="2" y="2" width="28" height="28" rx="7.5" strokeWidth="2" />
      <path d="M12.7 9.5l7.5 13M19.3 9.5l-7.5 13M8.5 19h15" />
    </g>
  );
}

function GooglePlayGlyph() {
  return (
    <g>
      <path d="M5 2l17 14-17 14z" fill="#34d399" />
      <path d="M5 2l22 11.7-5 2.3z" fill="#60a5fa" />
      <path d="M5 30l22-11.7-5-2.3z" fill="#f87171" />
      <path d="M27 13.7l5 2.3-5 2.3-5-2.3z" fill="#fbbf24" />
    </g>
  );
}

/**
 * A store button drawn for this site (not the stores' trademarked artwork). Its words are HTML
 * text, so they are its accessible name (WCAG 2.5.3, label in name), grow with the visitor's text
 * size and take the palette's colours under forced colours; the glyph is decorative. The words
 * stand in the language's order around the store's name: above it in English ("Download on the"
 * / "App Store"), below it in Japanese ("App Store" / "からダウンロード"), so what is drawn and what
 * a screen reader announces read the same.
 */
export default function StoreBadge({ store, href }: Props) {
  const strings = useStrings();
  const words = store === "apple" ? strings.appStoreBadge : strings.googlePlayBadge;
  const [before = "", after = ""] = words.split("{store}").map((part) => part.trim());
  return (
    <SiteLink to={href} className="store-badge">
      <svg
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
        className="store-badge__glyph"
      >
        {store === "apple" ? <AppStoreGlyph /> : <GooglePlayGlyph />}
      </svg>
      <span className="store-badge__text">
        {/* The spaces keep the lines words apart in the accessible name. */}
        {before && <span className="store-badge__small">{`${before} `}</span>}
        <span className="store-badge__large">{STORE_NAMES[store]}</span>
        {after && <span className="store-badge__small">{` ${after}`}</span>}
      </span>
    </SiteLink>
  );
}
