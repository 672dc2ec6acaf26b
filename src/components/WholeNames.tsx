/**
 * A name with a version after a hyphen: "GPT-4o", "Claude-3.5". Latin line breaking never breaks
 * before a digit after a hyphen, but Japanese text breaks between phrases (`word-break:
 * auto-phrase`, src/styles/languages.css), and Chromium's phrases split "GPT-" from "4o".
 * Captured, so that splitting on it keeps the names, at the odd places.
 */
const VERSIONED_NAME = /([A-Za-z][A-Za-z0-9]*(?:-[0-9][A-Za-z0-9.]*)+)/;

/** The text, with each versioned name kept on one line (`.whole-name`); the rest as it is. */
export default function WholeNames({ text }: { text: string }) {
  return (
    <>
      {text.split(VERSIONED_NAME).map((part, index) =>
        index % 2 ? (
          <span key={index} className="whole-name">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
