import { hostLimitProblems } from "./hostLimits";

const rules = (count: number, value = "x") =>
  Array.from({ length: count }, (_, index) => `/page-${index}\n  X-Test: ${value}`).join("\n");

describe("hostLimitProblems", () => {
  it("passes Cloudflare's limits exactly", () => {
    const redirects = Array.from({ length: 100 }, (_, index) => `/${index}/*  /404.html  404`);
    expect(
      hostLimitProblems({
        headers: rules(100, "v".repeat(2000 - "  X-Test: ".length)),
        redirects: redirects.join("\n"),
      }),
    ).toEqual([]);
  });

  it("names the limit and the count of each file past one", () => {
    expect(hostLimitProblems({ headers: rules(101), redirects: "" })).toEqual([
      "_headers has 101 rules; Cloudflare Pages reads at most 100.",
    ]);
    const [long] = hostLimitProblems({
      headers: rules(1, "v".repeat(2000)),
      redirects: "",
    });
    expect(long).toMatch(/^_headers has a line of 2010 characters; Cloudflare Pages allows 2000/);
    const statics = Array.from({ length: 2001 }, (_, index) => `/old-${index}  /new  301`);
    expect(hostLimitProblems({ headers: "", redirects: statics.join("\n") })).toEqual([
      "_redirects has 2001 static redirects; Cloudflare Pages allows 2000.",
    ]);
  });

  it("counts every rule after the first splat as dynamic, as Cloudflare's parser does", () => {
    const redirects = [
      "/a/*  /a.html  301",
      ...Array.from({ length: 100 }, (_, i) => `/s${i}  /  301`),
    ];
    expect(hostLimitProblems({ headers: "", redirects: redirects.join("\n") })).toEqual([
      "_redirects has 101 dynamic redirects; Cloudflare Pages allows 100.",
    ]);
  });
});
