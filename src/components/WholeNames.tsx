import { Fragment } from "react";

/**
 * A name with a version after a hyphen: "GPT-4o", "Claude-3.5". Latin line breaking never breaks
 * before a digit after a hyphen, but Japanese text breaks between phrases (`word-break:
 * auto-phrase`, src/styles/languages.css), and Chromium's phrases split "GPT-" from "4o".
 */
const VERSIONED_NAME = /[A-Za-z][A-Za-z0-9]*(?:-[0-9][A-Za-z0-9.]*)+/g;

/** The text, with each versioned name kept on one line (`.whole-name`); the rest as it is. */
export default function WholeNames({ text }: { text: string }) {
  const parts: Array<{ text: string; name: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(VERSIONED_NAME)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), name: false });
    parts.push({ text: match[0], name: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), name: false });
  return (
    <>
      {parts.map((part, index) =>
        part.name ? (
          <span key={index} className="whole-name">
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
