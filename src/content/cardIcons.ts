import {
  BookOpen,
  Bot,
  Braces,
  Brain,
  Calculator,
  Cloud,
  Code,
  Compass,
  Feather,
  FileSearch,
  FileText,
  Gem,
  Globe,
  Image,
  Languages,
  Lightbulb,
  Megaphone,
  MessageCircle,
  Mic,
  Orbit,
  Palette,
  PenLine,
  Rocket,
  Search,
  Sigma,
  Sparkles,
  Telescope,
  WandSparkles,
  Zap,
} from "lucide";
import type { IconNode } from "lucide";

/**
 * The icons a card may show: a chosen few of Lucide (https://lucide.dev, ISC licence), by their
 * Lucide names. Plain symbols only: no company's logo is used, since none of the models' makers
 * has given permission. The schema's list (common.schema.json, cardIcon) is this one
 * (cardIcons.test.ts). An icon reaches a page as its SVG's inner markup, made at build time: drawn
 * in the card's text colour (`currentColor`), so the colour schemes, forced colours and print
 * hold, and no script draws it.
 */
export const CARD_ICONS: Record<string, IconNode> = {
  "book-open": BookOpen,
  bot: Bot,
  braces: Braces,
  brain: Brain,
  calculator: Calculator,
  cloud: Cloud,
  code: Code,
  compass: Compass,
  feather: Feather,
  "file-search": FileSearch,
  "file-text": FileText,
  gem: Gem,
  globe: Globe,
  image: Image,
  languages: Languages,
  lightbulb: Lightbulb,
  megaphone: Megaphone,
  "message-circle": MessageCircle,
  mic: Mic,
  orbit: Orbit,
  palette: Palette,
  "pen-line": PenLine,
  rocket: Rocket,
  search: Search,
  sigma: Sigma,
  sparkles: Sparkles,
  telescope: Telescope,
  "wand-sparkles": WandSparkles,
  zap: Zap,
};

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The inner markup of the icon's <svg> (its paths, circles, lines), or null for no icon. The
 * <svg> itself, with its 24 × 24 box and stroke, is the card's (src/components/CardIcon.tsx).
 */
export function iconMarkup(name: unknown): string | null {
  const node =
    typeof name === "string" && Object.hasOwn(CARD_ICONS, name) ? CARD_ICONS[name] : undefined;
  if (!node) return null;
  return node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).map(
        ([key, value]) => ` ${key}="${escape(String(value))}"`,
      );
      return `<${tag}${pairs.join("")}/>`;
    })
    .join("");
}
