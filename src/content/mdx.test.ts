/** @jest-environment node */
import childProcess from "child_process";

import { scanMdx } from "./mdx";

const spawned = jest.spyOn(childProcess, "execFileSync");
beforeEach(() => spawned.mockClear());

const body = (file: string, source: string) => ({ file, source });

describe("scanMdx", () => {
  it("compiles in one process, then answers an unchanged body from memory, and a changed one anew", () => {
    const terms = body("content/legal/terms.mdx", "# Terms\n\nSee [privacy](/privacy/).\n");
    const privacy = body("content/legal/privacy.mdx", "# Privacy\n\n<Unknown />\n");

    const first = scanMdx([terms, privacy]);
    expect(spawned).toHaveBeenCalledTimes(1);
    expect(first.map((scan) => scan.file)).toEqual([terms.file, privacy.file]);
    expect(first[0]?.links).toEqual([{ url: "/privacy/", line: 3 }]);
    expect(first[1]?.components).toEqual([{ name: "Unknown", line: 3 }]);

    expect(scanMdx([privacy, terms])).toEqual([first[1], first[0]]);
    expect(spawned).toHaveBeenCalledTimes(1);

    // Only the changed body is compiled; the same source under another name is another scan.
    const changed = body(terms.file, "# Terms\n\n<Broken\n");
    const again = scanMdx([changed, privacy, body("content/legal/de/terms.mdx", terms.source)]);
    expect(spawned).toHaveBeenCalledTimes(2);
    const compiled = JSON.parse(String(spawned.mock.calls[1]?.[2]?.input)) as Array<{
      file: string;
    }>;
    expect(compiled.map(({ file }) => file)).toEqual([changed.file, "content/legal/de/terms.mdx"]);
    expect(again[0]?.error?.reason).toMatch(/closing tag|Unexpected end of file/);
    expect(again[1]).toEqual(first[1]);
    expect(again[2]?.file).toBe("content/legal/de/terms.mdx");
  });

  it("gives each caller its own copy", () => {
    const terms = body("content/legal/copy.mdx", "[a](/a/)\n");
    const [mine] = scanMdx([terms]);
    mine?.links.push({ url: "/changed/", line: 9 });
    expect(scanMdx([terms])[0]?.links).toEqual([{ url: "/a/", line: 1 }]);
  });

  it("starts no process for no bodies", () => {
    expect(scanMdx([])).toEqual([]);
    expect(spawned).not.toHaveBeenCalled();
  });
});
