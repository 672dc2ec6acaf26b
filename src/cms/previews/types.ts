/** The props Decap passes a preview template; only what the previews read. */
export type PreviewTemplateProps = {
  /** The entry in the language shown: for a translation, its own data (Decap's i18n). */
  entry: { get: (key: string) => unknown };
  /** The language the editor's left pane writes in; none for an entry without languages. */
  locale?: string;
  /** The preview frame's document. */
  document?: Document;
  /** A file of the entry by its path, as an object whose text is an address the editor can show. */
  getAsset?: (path: string) => unknown;
};
