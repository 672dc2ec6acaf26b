import { useSiteSettings, useStrings } from "../../i18n/LocaleContext";
import SiteLink from "../SiteLink";
import StoreBadge from "../StoreBadge";

type Props = { action: string };

/**
 * A block's action, as the home page offers it: the web chat's login button (as in the header)
 * or the two store badges (as in the hero). "none", or anything the schema does not know, is
 * nothing.
 */
export default function BlockAction({ action }: Props) {
  const { chatUrl, appStoreUrl, googlePlayUrl } = useSiteSettings();
  const strings = useStrings();
  if (action === "chat") {
    return (
      <p className="block__action">
        <SiteLink to={chatUrl} className="button button--primary">
          {`${strings.login}${strings.loginMore}`}
        </SiteLink>
      </p>
    );
  }
  if (action === "stores") {
    return (
      <div className="hero__badges block__action">
        <StoreBadge store="apple" href={appStoreUrl} />
        <StoreBadge store="google" href={googlePlayUrl} />
      </div>
    );
  }
  return null;
}
