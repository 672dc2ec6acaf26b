import type { SiteSettings } from "../i18n/LocaleContext";

/** What the SiteSettings static query returns, as a fixed fixture (not the live content file). */
export const siteSettings: SiteSettings = {
  productName: "Octopus",
  tagline: "Your Personal AI Chatbot",
  heroDescription:
    "Chat with GPT-4o, Claude, Google Gemini, Grok, Qwen and DeepSeek, all in one app.",
  useCasesIntro: "Everyday jobs.",
  modelsIntro: "Pick a model.",
  description: "Octopus puts the leading AI models in one chatbot app.",
  siteUrl: "https://octopus.test",
  chatUrl: "https://chat.octopus.test/login",
  appStoreUrl: "https://apps.apple.test/octopus",
  googlePlayUrl: "https://play.google.test/octopus",
  copyright: "Octopus © 2025",
  screenshotAlt: "The Octopus app showing a chat.",
  themeColor: "#5b21b6",
  socialImage: { childImageSharp: { resize: { src: "/static/0a1b2c/social-card.jpg" } } },
  socialImageAlt: "Octopus in one picture.",
};

export const modelCards = [
  { id: "gpt-4o", name: "GPT-4o", description: "Fast all-rounder.", comingSoon: false },
  { id: "claude", name: "Claude", description: "Careful writer.", comingSoon: false },
  { id: "dall-e-3", name: "DALL·E 3", description: "Pictures from words.", comingSoon: true },
];

export const useCases = [
  { id: "web-search", name: "Web Search", description: "Answers from the web." },
  { id: "math-solver", name: "Math Solver", description: "Step-by-step solutions." },
];

/** The same data with every object's keys reversed, as an unordered map might hand it back. */
export const scramble = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(scramble);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, scramble(item)]),
  );
};
