import { fireEvent, render, screen } from "@testing-library/react";

import BlockFieldInput from "./BlockFieldInput";
import { BLOCK_CATALOG, inBlock } from "./blockCatalog";
import type { BlockField } from "./blockCatalog";
import { PictureLibraryContext, pictureLibraryOf } from "./pictureLibrary";

const PICTURE: BlockField = {
  name: "image",
  label: "Picture file",
  kind: "image",
  required: true,
  translatable: false,
};

describe("a block's picture field", () => {
  it("opens Decap's media library for this field, and takes the picture chosen there once", () => {
    const onOpenMediaLibrary = jest.fn();
    const onRemoveInsertedMedia = jest.fn();
    const onChange = jest.fn();
    let chosen: Record<string, string> = {};
    const field = () => {
      const library = pictureLibraryOf({
        onOpenMediaLibrary,
        onRemoveInsertedMedia,
        mediaPaths: { get: (id: string) => chosen[id] },
      });
      return (
        <PictureLibraryContext.Provider value={library}>
          <BlockFieldInput
            field={PICTURE}
            value="images/app-screenshot.png"
            onChange={onChange}
            idPrefix="block-3"
          />
        </PictureLibraryContext.Provider>
      );
    };
    const { rerender } = render(field());
    fireEvent.click(screen.getByRole("button", { name: "Upload or choose a picture…" }));
    expect(onOpenMediaLibrary).toHaveBeenCalledWith({
      controlID: "block-3-image",
      forImage: true,
      value: "images/app-screenshot.png",
      allowMultiple: false,
    });
    expect(onChange).not.toHaveBeenCalled();
    chosen = { "block-3-image": "images/study-group.jpg" };
    rerender(field());
    expect(onChange).toHaveBeenCalledWith("images/study-group.jpg");
    expect(onRemoveInsertedMedia).toHaveBeenCalledWith("block-3-image");
  });

  it("offers no library where Decap gives none (a preview, a test)", () => {
    render(<BlockFieldInput field={PICTURE} value="" onChange={jest.fn()} idPrefix="b" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByLabelText("Picture file")).toBeInTheDocument();
  });
});

describe("a field's label says whether it is needed, as the rules do", () => {
  const image = BLOCK_CATALOG.find(({ type }) => type === "image");
  const alt = image?.fields.find(({ name }) => name === "alt");

  it.each([
    ["an ordinary picture", {}, false],
    ["a decorative one", { decorative: true }, true],
  ])("the description of %s", (_what, values, optional) => {
    if (!alt) throw new Error("The image block has no alt field.");
    render(
      <BlockFieldInput field={inBlock(alt, values)} value="" onChange={jest.fn()} idPrefix="b" />,
    );
    expect(screen.queryByText("(optional)") !== null).toBe(optional);
    expect(
      screen.getByLabelText("Picture description (alt text)").getAttribute("aria-required"),
    ).toBe(optional ? null : "true");
  });
});
