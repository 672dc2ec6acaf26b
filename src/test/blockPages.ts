import path from "path";

import { checkContent, formatProblem } from "../content/checkContent";
import type { MdxBody, MdxScan } from "../content/checkContent";
import { loadSchemas } from "../content/schemas";
import { readSnapshot } from "../content/validateContent";

/**
 * A page made from blocks to break on purpose in the tests of the page checks: one of each kind of
 * block, and its complete German translation. The rest of the content is the site's own, read once.
 */

const ROOT = path.resolve(__dirname, "../..");

export const GUIDE = "content/en/pages/guide.json";
export const GUIDE_DE = "content/de/pages/guide.json";

/** Line numbers in the messages are those of this text: keep the two in step. */
export const GUIDE_TEXT = `{
  "$schema": "../../schemas/page.schema.json",
  "title": "Getting started",
  "description": "How to start with Octopus.",
  "footer": false,
  "blocks": [
    {
      "type": "hero",
      "id": "intro",
      "title": "Getting started",
      "text": "Start here.",
      "action": "chat"
    },
    {
      "type": "text",
      "id": "basics",
      "body": "## Basics\\n\\nRead the [Terms of Use](/terms) first."
    },
    {
      "type": "faq",
      "id": "billing",
      "title": "Billing",
      "questions": [
        {
          "id": "refunds",
          "question": "Can I get a refund?",
          "answer": "Only where the law says so."
        },
        {
          "id": "renewal",
          "question": "Does PRO renew?",
          "answer": "Yes, **automatically**."
        }
      ]
    },
    {
      "type": "cards",
      "id": "steps",
      "title": "Three steps",
      "items": [
        {
          "id": "download",
          "name": "Download",
          "description": "Get the app."
        }
      ]
    },
    {
      "type": "image",
      "id": "screen",
      "image": "images/app-screenshot.png",
      "alt": "The chat screen."
    },
    {
      "type": "models",
      "id": "models"
    }
  ]
}
`;

export const GUIDE_DE_TEXT = `{
  "$schema": "../../schemas/page.schema.json",
  "title": "Erste Schritte",
  "description": "So fängst du mit Octopus an.",
  "blocks": [
    {
      "id": "intro",
      "title": "Erste Schritte",
      "text": "Fang hier an."
    },
    {
      "id": "basics",
      "body": "## Grundlagen\\n\\nLies zuerst die [Nutzungsbedingungen](/terms)."
    },
    {
      "id": "billing",
      "title": "Abrechnung",
      "questions": [
        {
          "id": "refunds",
          "question": "Bekomme ich Geld zurück?",
          "answer": "Nur wenn das Gesetz es vorsieht."
        },
        {
          "id": "renewal",
          "question": "Verlängert sich PRO?",
          "answer": "Ja, **automatisch**."
        }
      ]
    },
    {
      "id": "steps",
      "title": "Drei Schritte",
      "items": [
        {
          "id": "download",
          "name": "Laden",
          "description": "Hol dir die App."
        }
      ]
    },
    {
      "id": "screen",
      "alt": "Der Chat."
    }
  ]
}
`;

/** `text` with the one occurrence of `from` replaced; fails if nothing changed, so a stale edit is noticed. */
export function edited(text: string, from: string | RegExp, to: string): string {
  const after = text.replace(from, to);
  if (after === text) throw new Error(`The edit changed nothing: ${String(from)}`);
  return after;
}

const base = readSnapshot(ROOT);
const schemas = loadSchemas(path.join(ROOT, "content"));
const noMdx = (bodies: MdxBody[]): MdxScan[] =>
  bodies.map(({ file }) => ({ file, error: null, components: [], links: [] }));

/**
 * The messages of the content checks, on the site's content with the guide and its German
 * translation added and these files changed (a file set to undefined is removed). The legal
 * texts' MDX is not compiled: their own tests do that.
 */
export function pageMessages(
  files: Record<string, string | undefined> = {},
  codePages: string[] = base.codePages,
): string[] {
  const all: Record<string, string | undefined> = {
    ...base.files,
    [GUIDE]: GUIDE_TEXT,
    [GUIDE_DE]: GUIDE_DE_TEXT,
    ...files,
  };
  const present = Object.entries(all).flatMap(([file, text]) =>
    text === undefined ? [] : [[file, text] as const],
  );
  const snapshot = { ...base, files: Object.fromEntries(present), codePages };
  return checkContent(snapshot, schemas, noMdx).map(formatProblem);
}
