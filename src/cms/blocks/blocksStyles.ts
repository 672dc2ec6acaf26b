import { MENU_CLASS } from "./AddBlockMenu";
import { BLOCK_CLASS } from "./BlockCard";
import { FIELD_CLASS } from "./BlockFieldInput";
import { BLOCKS_CLASS } from "./BlocksEditor";
import { TRANSLATION_CLASS } from "./BlocksTranslation";
import { ITEMS_CLASS } from "./ItemsList";
import { SLUG_CLASS } from "../PageSlugControl";

/**
 * The look of the blocks widget and the address field, near Decap's own fields (whose styles are
 * emotion's, which the editor's CSS cannot reach): a card per block, inputs like Decap's, a
 * visible focus, and errors in Decap's red. Colours meet WCAG AA on white.
 */
export function addBlocksStyles(target: Document): void {
  const style = target.createElement("style");
  const input = `font: inherit; font-size: 15px; width: 100%; box-sizing: border-box; padding: 10px 12px;
  border: 2px solid #dfdfe3; border-radius: 5px; background: #fff; color: #313d3e;`;
  const button = `font: inherit; font-size: 13px; padding: 5px 10px; border: 1px solid #798291;
  border-radius: 4px; background: #fff; color: #313d3e; cursor: pointer;`;
  style.textContent = `
.${BLOCKS_CLASS} > ol, .${ITEMS_CLASS} > ol { list-style: none; margin: 0; padding: 0; }
.${BLOCK_CLASS} { margin: 0 0 16px; padding: 12px 14px 14px; border: 2px solid #dfdfe3; border-radius: 5px; background: #fafafa; }
.${BLOCK_CLASS}--dragging { opacity: 0.5; }
.${BLOCK_CLASS}--target { border-color: #3a69c7; border-style: dashed; }
.${BLOCK_CLASS}__bar, .${ITEMS_CLASS}__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-bottom: 8px; }
.${BLOCK_CLASS}__handle { cursor: grab; font-size: 20px; line-height: 1; padding: 0 4px; color: #5c6370; user-select: none; }
.${BLOCK_CLASS}__name, .${ITEMS_CLASS}__name, .${TRANSLATION_CLASS}__name { font-weight: 700; color: #313d3e; margin: 0; }
.${BLOCK_CLASS}__position { color: #5c6370; font-size: 13px; margin-right: auto; }
.${ITEMS_CLASS}__name { margin-right: auto; }
.${BLOCK_CLASS}__about, .${FIELD_CLASS}__hint, .${ITEMS_CLASS}__hint, .${TRANSLATION_CLASS}__none { margin: 0 0 10px; color: #5c6370; font-size: 13px; }
.${BLOCK_CLASS} button, .${ITEMS_CLASS} button, .${MENU_CLASS} button { ${button} }
.${BLOCK_CLASS} button:disabled, .${ITEMS_CLASS} button:disabled, .${MENU_CLASS} button:disabled { color: #767676; border-color: #c4c4c4; cursor: default; }
.${BLOCKS_CLASS} button:focus-visible, .${BLOCKS_CLASS} input:focus-visible, .${BLOCKS_CLASS} textarea:focus-visible,
.${BLOCKS_CLASS} select:focus-visible, .${TRANSLATION_CLASS} input:focus-visible, .${TRANSLATION_CLASS} textarea:focus-visible,
.${SLUG_CLASS} input:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.${FIELD_CLASS}, .${TRANSLATION_CLASS}__text { margin: 0 0 12px; }
.${FIELD_CLASS} label, .${TRANSLATION_CLASS}__text label { display: inline-block; font-weight: 600; font-size: 14px; margin: 0 0 4px; color: #313d3e; }
.${FIELD_CLASS}__optional { font-size: 13px; color: #5c6370; }
.${FIELD_CLASS} input[type="text"], .${FIELD_CLASS} textarea, .${FIELD_CLASS} select,
.${TRANSLATION_CLASS} input, .${TRANSLATION_CLASS} textarea, .${SLUG_CLASS} input { ${input} }
.${FIELD_CLASS}--markdown textarea, .${TRANSLATION_CLASS}__markdown { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 14px; }
.${FIELD_CLASS} [aria-invalid="true"], .${TRANSLATION_CLASS} [aria-invalid="true"], .${SLUG_CLASS} [aria-invalid="true"] { border-color: #c81e1e; }
.${FIELD_CLASS}__problem, .${ITEMS_CLASS}__problem, .${BLOCK_CLASS}__problem, .${BLOCKS_CLASS}__problem,
.${TRANSLATION_CLASS}__problem, .${SLUG_CLASS}__problem { margin: 4px 0 0; color: #b01818; font-size: 13px; font-weight: 600; }
.${ITEMS_CLASS} { margin: 0 0 12px; padding: 8px 10px; border: 1px solid #dfdfe3; border-radius: 5px; }
.${ITEMS_CLASS} legend { font-weight: 600; font-size: 14px; padding: 0 4px; }
.${ITEMS_CLASS}__item, .${TRANSLATION_CLASS}__item { margin: 0 0 10px; padding: 8px 10px; border-left: 3px solid #dfdfe3; background: #fff; }
.${MENU_CLASS} { position: relative; margin: 4px 0 8px; }
.${MENU_CLASS}__menu { position: absolute; z-index: 10; list-style: none; margin: 4px 0 0; padding: 4px; min-width: 320px;
  background: #fff; border: 1px solid #798291; border-radius: 5px; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15); }
.${MENU_CLASS}__menu button { display: block; width: 100%; text-align: start; border: 0; padding: 8px 10px; }
.${MENU_CLASS}__menu button:hover, .${MENU_CLASS}__menu button:focus { background: #e8f0fe; }
.${MENU_CLASS}__label { display: block; font-weight: 600; }
.${MENU_CLASS}__about { display: block; font-size: 12px; color: #5c6370; }
.${BLOCKS_CLASS}__status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.${TRANSLATION_CLASS}__block { margin: 0 0 16px; padding: 12px 14px; border: 2px solid #dfdfe3; border-radius: 5px; background: #fafafa; }
.${TRANSLATION_CLASS}__english { margin: 0 0 4px; font-size: 14px; color: #313d3e; overflow-wrap: anywhere; }
.${TRANSLATION_CLASS}__source { color: #5c6370; }
.${SLUG_CLASS} { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.${SLUG_CLASS} input { flex: 1; width: auto; }
.${SLUG_CLASS}__problem { flex-basis: 100%; }
.${SLUG_CLASS} code { font-size: 15px; }`;
  target.head.append(style);
}
