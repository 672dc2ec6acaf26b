import models from "../content/en/models.json";
import site from "../content/en/site.json";
import useCases from "../content/en/use-cases.json";

/** The content the specification fixes: names, order and which models are not out yet. */
describe("content contract", () => {
  it("has the seven use cases, in order", () => {
    expect(useCases.items.map((item) => item.name)).toEqual([
      "Web Search",
      "Writing Coach",
      "Math Solver",
      "Marketing",
      "AI Image Generator",
      "Code Helper",
      "Document Analysis",
    ]);
  });

  it("has the eight models, in order", () => {
    expect(models.items.map((item) => item.name)).toEqual([
      "GPT-4o",
      "Gemini",
      "Claude",
      "Qwen",
      "Grok",
      "DeepSeek",
      "DALL·E 3",
      "Stable Diffusion XL",
    ]);
  });

  it("marks only DALL·E 3 and Stable Diffusion XL as coming soon", () => {
    const soon = models.items.filter((item) => "comingSoon" in item && item.comingSoon === true);
    expect(soon.map((item) => item.name)).toEqual(["DALL·E 3", "Stable Diffusion XL"]);
  });

  it("gives every card a description", () => {
    for (const item of [...useCases.items, ...models.items]) {
      expect(item.description.trim().length).toBeGreaterThan(20);
    }
  });

  it("names every model the hero must name", () => {
    for (const name of ["GPT-4o", "Claude", "Google Gemini", "Grok", "Qwen", "DeepSeek"]) {
      expect(site.heroDescription).toContain(name);
    }
  });

  it("has the specified copyright line", () => {
    expect(site.copyright).toBe("Octopus © 2025");
  });
});
