import CardIcon from "../components/CardIcon";
import { CARD_ICONS, iconMarkup } from "../content/cardIcons";

/**
 * A card's icon in the editor: every icon of the set, each drawn as the card draws it, with its
 * name, and "No icon"; one is chosen as a radio button is. The choice is English's and holds for
 * every language (a translation has no icon of its own: cardIcons.ts).
 */

type Props = {
  /** Decap's field (an Immutable Map): its label names the group. */
  field?: { get: (key: string) => unknown };
  value?: unknown;
  onChange: (value: string | undefined) => void;
  forID?: string;
  classNameWrapper?: string;
};

export const ICON_CONTROL_CLASS = "octopus-card-icon";

const NAMES = Object.keys(CARD_ICONS).sort();

export default function CardIconControl({
  field,
  value,
  onChange,
  forID,
  classNameWrapper,
}: Props) {
  const chosen = typeof value === "string" ? value : "";
  return (
    <div
      id={forID}
      role="radiogroup"
      aria-label={String(field?.get("label") ?? "Icon")}
      className={`${classNameWrapper ?? ""} ${ICON_CONTROL_CLASS}`.trim()}
    >
      {["", ...NAMES].map((name) => (
        <label key={name || "none"} className={`${ICON_CONTROL_CLASS}__choice`}>
          <input
            type="radio"
            name={forID}
            value={name}
            checked={chosen === name}
            onChange={() => onChange(name || undefined)}
          />
          {name ? <CardIcon markup={iconMarkup(name) ?? ""} /> : null}
          <span>{name || "No icon"}</span>
        </label>
      ))}
    </div>
  );
}

/** The control's layout: a wrapping grid of choices, the chosen one outlined. */
export function addCardIconStyles(document: Document): void {
  const style = document.createElement("style");
  style.textContent = `
.${ICON_CONTROL_CLASS} { display: flex; flex-wrap: wrap; gap: 6px; }
.${ICON_CONTROL_CLASS}__choice .card__icon { margin: 0; }
.${ICON_CONTROL_CLASS}__choice { display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px; border: 1px solid #dfdfe3; border-radius: 6px; cursor: pointer; font-size: 14px; }
.${ICON_CONTROL_CLASS}__choice:has(input:checked) { border-color: #3a69c7; box-shadow: 0 0 0 1px #3a69c7; }
`;
  document.head.append(style);
}
