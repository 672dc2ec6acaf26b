import { useContext, useEffect } from "react";
import type { ChangeEvent } from "react";

import type { BlockField } from "./blockCatalog";
import { PictureLibraryContext } from "./pictureLibrary";

/**
 * One field of a block as its schema declares it: a line, several lines, Markdown, a choice, a
 * picture's file name (offered from content/images/) or a switch, with its label (the schema's
 * title), its hint (the description) and what is wrong with it, tied to the input so a screen
 * reader says them with it.
 */

type Props = {
  field: BlockField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Unique on the page: the input's id starts with it. */
  idPrefix: string;
  problem?: string;
  /** The pictures a block may show, for the picture's field. */
  images?: string[];
  /** Shown, not edited: an id a translation pairs with (pairedIds.ts). */
  readOnly?: boolean;
};

/** Under an id that cannot change now. */
export const PAIRED_ID_NOTE =
  "Its translations pair with this id, so it cannot change now: remove the block or item, and add a new one, to start again.";

export const FIELD_CLASS = "octopus-block-field";

export default function BlockFieldInput({
  field,
  value,
  onChange,
  idPrefix,
  problem,
  images = [],
  readOnly = false,
}: Props) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const noteId = `${id}-paired`;
  const described = [field.hint ? hintId : "", readOnly ? noteId : "", problem ? problemId : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    "aria-describedby": described || undefined,
    "aria-invalid": problem ? true : undefined,
    "aria-required": field.required || undefined,
  };
  const text = typeof value === "string" ? value : "";
  // A picture chosen or uploaded in Decap's media library comes back here, once.
  const library = useContext(PictureLibraryContext);
  const chosen = field.kind === "image" ? library?.chosen(id) : undefined;
  useEffect(() => {
    if (!chosen || !library) return;
    if (chosen !== text) onChange(chosen);
    library.taken(id);
  }, [chosen, library, id, text, onChange]);
  const changed = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => onChange(event.target.value === "" ? undefined : event.target.value);

  let input;
  switch (field.kind) {
    case "switch":
      input = (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
      break;
    case "choice":
      input = (
        <select {...common} value={text} onChange={changed}>
          <option value="">Choose…</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case "lines":
    case "markdown":
      input = (
        <textarea
          {...common}
          rows={field.kind === "markdown" ? 6 : 3}
          value={text}
          onChange={changed}
          spellCheck
        />
      );
      break;
    case "image":
      input = (
        <>
          <input {...common} type="text" list={`${id}-files`} value={text} onChange={changed} />
          <datalist id={`${id}-files`}>
            {images.map((image) => (
              <option key={image} value={image} />
            ))}
          </datalist>
          {library ? (
            <button
              type="button"
              className={`${FIELD_CLASS}__library`}
              onClick={() => library.choose(id, text)}
            >
              Upload or choose a picture…
            </button>
          ) : null}
        </>
      );
      break;
    default:
      input = <input {...common} type="text" value={text} onChange={changed} readOnly={readOnly} />;
  }

  return (
    <div className={`${FIELD_CLASS} ${FIELD_CLASS}--${field.kind}`}>
      <label htmlFor={id}>{field.label}</label>
      {field.required || field.kind === "switch" ? null : (
        <span className={`${FIELD_CLASS}__optional`}> (optional)</span>
      )}
      {input}
      {field.hint ? (
        <p id={hintId} className={`${FIELD_CLASS}__hint`}>
          {field.hint}
        </p>
      ) : null}
      {readOnly ? (
        <p id={noteId} className={`${FIELD_CLASS}__hint`}>
          {PAIRED_ID_NOTE}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className={`${FIELD_CLASS}__problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
