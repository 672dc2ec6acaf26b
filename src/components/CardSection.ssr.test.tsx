/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";

import { useCases } from "../test/fixtures";
import { inLocale } from "../test/locale";
import CardSection from "./CardSection";

describe("CardSection on the server", () => {
  it("renders every card with no animation style, so nothing depends on scripts", () => {
    const html = renderToString(
      inLocale(<CardSection id="uses" title="Uses" intro="" cards={useCases} />),
    );
    expect(html).not.toMatch(/opacity|transform|style=/);
    for (const card of useCases) {
      expect(html).toContain(card.name);
      expect(html).toContain(card.description);
    }
  });
});
