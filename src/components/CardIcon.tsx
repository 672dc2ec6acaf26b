type Props = {
  /** The icon's SVG inner markup, made at build time from src/content/cardIcons.ts. */
  markup: string;
};

/**
 * A card's icon: decorative (the title says what the card is), so hidden from assistive
 * technology. Its paths come from the build, never from an editor's text: the icon's name is one
 * of the schema's list. The strokes are the text colour (`currentColor`), which the colour
 * schemes, forced colours and print all set; the box is 40 × 40 px, so nothing moves as it draws.
 */
export default function CardIcon({ markup }: Props) {
  return (
    <span className="card__icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </span>
  );
}
