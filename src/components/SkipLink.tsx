import { MAIN_CONTENT_ID } from "../constants";
import { useStrings } from "../i18n/LocaleContext";

/** First focusable element of every page: jumps past the navigation to the page's content. */
export default function SkipLink() {
  const strings = useStrings();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {strings.skipLink}
    </a>
  );
}
