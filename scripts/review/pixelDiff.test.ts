import { PNG } from "pngjs";

import { diffScreenshots } from "./pixelDiff";

/** A white picture with a black rectangle at (x, y), `w` × `h` pixels, as a PNG. */
function picture(
  width: number,
  height: number,
  box?: { x: number; y: number; w: number; h: number },
) {
  const image = new PNG({ width, height });
  image.data.fill(255);
  if (box) {
    for (let y = box.y; y < box.y + box.h; y += 1) {
      for (let x = box.x; x < box.x + box.w; x += 1) {
        const at = (y * width + x) * 4;
        image.data[at] = image.data[at + 1] = image.data[at + 2] = 0;
      }
    }
  }
  return PNG.sync.write(image);
}

describe("diffScreenshots", () => {
  it("counts no pixel of two equal pictures", () => {
    const same = diffScreenshots(
      picture(40, 30, { x: 5, y: 5, w: 10, h: 10 }),
      picture(40, 30, { x: 5, y: 5, w: 10, h: 10 }),
    );
    expect(same).toMatchObject({ width: 40, height: 30, changedPixels: 0, changedShare: 0 });
  });

  it("counts each pixel that changed, and marks them red in the picture of the difference", () => {
    const result = diffScreenshots(picture(40, 30), picture(40, 30, { x: 10, y: 4, w: 6, h: 5 }));
    expect(result.changedPixels).toBe(30);
    expect(result.changedShare).toBeCloseTo(30 / 1200);
    const marked = PNG.sync.read(result.png);
    const pixel = (x: number, y: number) => [
      ...marked.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3),
    ];
    expect(pixel(12, 6)).toEqual([255, 0, 0]);
    expect(pixel(0, 0)).not.toEqual([255, 0, 0]);
  });

  it("counts the rows a page gained as changed", () => {
    const result = diffScreenshots(picture(20, 10), picture(20, 15));
    expect(result).toMatchObject({ width: 20, height: 15, changedPixels: 100 });
  });

  it("refuses pictures of different widths", () => {
    expect(() => diffScreenshots(picture(20, 10), picture(21, 10))).toThrow(/different widths/);
  });
});
