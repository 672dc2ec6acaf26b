/** The props Decap passes a preview template; only what the previews read. */
export type PreviewTemplateProps = {
  entry: { get: (key: string) => unknown };
};
