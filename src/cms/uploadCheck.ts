import { readPicture, sizeProblem } from "../content/pictures/pictures";

/**
 * A picture is checked when it is chosen in Decap's media library, with the rules and words of
 * the save's own check (src/content/pictures/pictures.ts): a file that is not a PNG, JPEG, WebP or
 * AVIF whatever its name, an SVG, a picture over the byte or pixel limit. A refused file never
 * reaches Decap: not the library's list, not the entry, not a save. The library shows why, and what
 * to do.
 *
 * Decap 3.6 has no hook before an upload, and its library's Upload button is a file input (the
 * only one in the editor) whose React handler listens at the library's own root: a listener on
 * the document, in the capture phase, hears the choice first. A picture that passes is handed on
 * to Decap unchanged, by the same event sent again.
 */

/** The sentence after a refusal: what the editor does next. */
export const UPLOAD_REFUSED_HINT = "Choose another picture; the refused file was not kept.";

/** The refusal's box, in the library's dialog: one at a time. */
export const UPLOAD_REFUSAL_CLASS = "octopus-upload-refusal";

/** What the library shows for a refused file, or undefined when Decap may take it. */
export async function uploadRefusal(file: File): Promise<string | undefined> {
  let problem: string | undefined;
  try {
    // A file over the limit is refused by its size, before it is read.
    problem = sizeProblem(file.size);
    const facts = problem ?? readPicture(new Uint8Array(await file.arrayBuffer()));
    if (typeof facts === "string") problem = facts;
  } catch {
    problem = "the file could not be read. Save it again from where it came, then upload it.";
  }
  return problem ? `${file.name} was not uploaded: ${problem} ${UPLOAD_REFUSED_HINT}` : undefined;
}

/** Shows `message` in the dialog around `input` (the library), in place of an earlier one. */
function showRefusal(input: HTMLInputElement, message: string | undefined): void {
  const dialog = input.closest('[role="dialog"]') ?? input.ownerDocument.body;
  dialog.querySelector(`.${UPLOAD_REFUSAL_CLASS}`)?.remove();
  if (!message) return;
  const box = input.ownerDocument.createElement("p");
  box.className = UPLOAD_REFUSAL_CLASS;
  box.setAttribute("role", "alert");
  box.textContent = message;
  dialog.prepend(box);
}

/**
 * The box's look: the editor's own error colours, above the library's buttons. Decap's library
 * is a grid of two rows (its buttons, 120 px, then the pictures): with the box it has three, the
 * pictures taking what is left.
 */
export function addUploadRefusalStyles(target: Document): void {
  const style = target.createElement("style");
  style.textContent = `.${UPLOAD_REFUSAL_CLASS} { margin: 0 0 8px; padding: 10px 14px; border-radius: 5px; border: 1px solid #d32f2f; background: #fdecea; color: #7f1d1d; font-size: 14px; line-height: 1.4; text-align: start; }
[role="dialog"]:has(> .${UPLOAD_REFUSAL_CLASS}) { grid-template-rows: auto 120px minmax(0, 1fr); }`;
  target.head.append(style);
}

/** Checks every file chosen in the media library of `target` before Decap sees it. */
export function checkUploads(target: Document): void {
  /** The events this sends again for a file that passed: Decap's to handle. */
  const passed = new WeakSet<Event>();
  /** Each input's file being checked: a later choice is the one that counts. */
  const checking = new WeakMap<HTMLInputElement, File>();
  target.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") {
        return;
      }
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      checking.set(input, file);
      void uploadRefusal(file).then((message) => {
        // Another file was chosen while this one was read: that one's check decides.
        if (checking.get(input) !== file || input.files?.[0] !== file) return;
        showRefusal(input, message);
        if (message) {
          input.value = "";
          return;
        }
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
