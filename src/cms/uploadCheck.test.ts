import {
  checkUploads,
  UPLOAD_REFUSAL_CLASS,
  UPLOAD_REFUSED_HINT,
  uploadRefusal,
} from "./uploadCheck";

/** A file as the library's input hands it over: its name and bytes. */
const file = (name: string, bytes: Uint8Array, size = bytes.length) =>
  ({ name, size, arrayBuffer: async () => bytes.buffer }) as unknown as File;

/** The smallest PNG header image-size reads: 700 × 400 pixels. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}
const text = (value: string) => new TextEncoder().encode(value);

describe("a picture chosen in the media library", () => {
  it("is refused with the save's own words, and what to do next", async () => {
    await expect(uploadRefusal(file("notes.png", text("my notes")))).resolves.toBe(
      `notes.png was not uploaded: this file is not a PNG, JPEG, WebP or AVIF image, whatever its name says. Export the picture in one of these formats (an iPhone's HEIC photo as JPEG). ${UPLOAD_REFUSED_HINT}`,
    );
    await expect(uploadRefusal(file("a.svg", text("<svg></svg>")))).resolves.toMatch(
      /^a\.svg was not uploaded: SVG files are not accepted/,
    );
    await expect(uploadRefusal(file("big.png", png(30_000, 30_000)))).resolves.toMatch(
      /^big\.png was not uploaded: this picture is 30000 × 30000 pixels/,
    );
    await expect(uploadRefusal(file("ok.png", png(700, 400)))).resolves.toBeUndefined();
  });

  it("is refused by its size before it is read, and when it cannot be read", async () => {
    const huge = {
      name: "huge.png",
      size: 9 * 1024 * 1024,
      arrayBuffer: () => Promise.reject(new Error("read")),
    } as unknown as File;
    await expect(uploadRefusal(huge)).resolves.toMatch(
      /^huge\.png was not uploaded: this file is 9\.0 MB, and a picture may be at most 8\.0 MB/,
    );
    await expect(uploadRefusal({ ...huge, size: 10 } as unknown as File)).resolves.toMatch(
      /^huge\.png was not uploaded: the file could not be read/,
    );
  });

  describe("in the editor's document", () => {
    let heard: string[];
    let input: HTMLInputElement;
    const choose = async (chosen: File) => {
      Object.defineProperty(input, "files", { value: [chosen], configurable: true });
      input.dispatchEvent(new Event("change", { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const alerts = () => [...document.querySelectorAll(`.${UPLOAD_REFUSAL_CLASS}`)];

    beforeAll(() => checkUploads(document));
    beforeEach(() => {
      document.body.innerHTML = '<div role="dialog"><label><input type="file"></label></div>';
      input = document.querySelector("input") as HTMLInputElement;
      heard = [];
      // Decap's library: React hears the change at the dialog's root.
      document.querySelector('[role="dialog"]')?.addEventListener("change", () => {
        heard.push(input.files?.[0]?.name ?? "");
      });
    });

    it("never reaches Decap when refused: one alert in the library says why", async () => {
      await choose(file("notes.png", text("my notes")));
      expect(heard).toEqual([]);
      expect(
        alerts().map((alert) => [
          alert.getAttribute("role"),
          alert.parentElement?.getAttribute("role"),
        ]),
      ).toEqual([["alert", "dialog"]]);
      await choose(file("drawing.svg", text("<svg/>")));
      expect(alerts()).toHaveLength(1);
      expect(alerts()[0]?.textContent).toMatch(/^drawing\.svg was not uploaded/);
    });

    it("hands Decap only a file it checked: a choice made while another is read decides", async () => {
      let release: () => void = () => undefined;
      const slow = {
        name: "slow.png",
        size: 33,
        arrayBuffer: () =>
          new Promise<ArrayBufferLike>(
            (resolve) => (release = () => resolve(png(700, 400).buffer)),
          ),
      } as unknown as File;
      Object.defineProperty(input, "files", { value: [slow], configurable: true });
      input.dispatchEvent(new Event("change", { bubbles: true }));
      await choose(file("notes.png", text("my notes")));
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(heard).toEqual([]);
      expect(alerts()[0]?.textContent).toMatch(/^notes\.png was not uploaded/);
    });

    it("reaches Decap once, unchanged, when it passes; an earlier refusal goes", async () => {
      await choose(file("notes.png", text("my notes")));
      await choose(file("ok.png", png(700, 400)));
      expect(heard).toEqual(["ok.png"]);
      expect(alerts()).toEqual([]);
    });
  });
});
