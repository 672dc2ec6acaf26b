import { MAIN_CONTENT_ID } from "../constants";

/** First focusable element of every page: jumps past the navigation to the page's content. */
export default function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
