import { act, render } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import type * as ReactDomServer from "react-dom/server";
import { TextEncoder } from "util";

import NotHydrated, { beginHydration, endHydration } from "./NotHydrated";

// React's server renderer wants TextEncoder, which jsdom lacks; this test hydrates in jsdom.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof ReactDomServer;

/** Called each time React renders what is inside the part. */
const rendered = jest.fn();
function Counted({ text }: { text: string }) {
  rendered();
  return <p className="counted">{text}</p>;
}

function Page({ text }: { text: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`Clicked ${clicks}`}
      </button>
      <NotHydrated as="div" className="part">
        <Counted text={text} />
      </NotHydrated>
    </main>
  );
}

describe("NotHydrated", () => {
  afterEach(() => {
    endHydration();
    rendered.mockClear();
  });

  it("renders its children on the server, in its element", () => {
    expect(renderToString(<Page text="Hello" />)).toContain(
      '<div class="part"><p class="counted">Hello</p></div>',
    );
  });

  it("adopts the server's HTML when hydrating: renders nothing inside, keeps it, also later", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page text="From the server" />);
    document.body.append(container);
    rendered.mockClear();
    beginHydration();
    const root = await act(async () => hydrateRoot(container, <Page text="From the server" />));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector(".part")?.innerHTML).toBe(
      '<p class="counted">From the server</p>',
    );

    // The rest of the page is live, and re-rendering it leaves the part alone.
    endHydration();
    await act(async () => container.querySelector("button")?.click());
    expect(container.querySelector("button")?.textContent).toBe("Clicked 1");
    expect(container.querySelector(".part")?.innerHTML).toBe(
      '<p class="counted">From the server</p>',
    );
    expect(rendered).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("renders its children in the browser when it is not hydrating (navigation, preview)", () => {
    const { container } = render(<Page text="In the browser" />);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".part")?.innerHTML).toBe(
      '<p class="counted">In the browser</p>',
    );
  });
});
