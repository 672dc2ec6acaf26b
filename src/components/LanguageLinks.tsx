import { useStrings } from "../i18n/LocaleContext";
import LanguageList from "./LanguageList";

/** The footer's language switch: the same page in every language, as a navigation landmark. */
export default function LanguageLinks() {
  const strings = useStrings();
  return (
    <nav className="language-links" aria-label={strings.language}>
      <LanguageList />
    </nav>
  );
}
