import { act, fireEvent, render, screen } from "@testing-library/react";
import * as gatsby from "gatsby";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import type * as ReactDomServer from "react-dom/server";
import { TextEncoder } from "util";

import { inLocale } from "../test/locale";
import Footer from "./Footer";
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

describe("links in HTML that is NotHydrated (the footer)", () => {
  const navigate = jest.spyOn(gatsby, "navigate").mockImplementation(() => undefined);
  const prefetch = jest.spyOn(gatsby, "prefetchPathname").mockReturnValue(undefined);
  /** Whether the page's own handlers took the last click (jsdom would otherwise try to leave). */
  let clickTaken: boolean | undefined;
  const record = (event: Event) => {
    clickTaken = event.defaultPrevented;
    event.preventDefault();
  };
  let unmount: () => void;

  beforeEach(async () => {
    const footer = inLocale(<Footer />);
    const container = document.createElement("div");
    container.innerHTML = renderToString(footer);
    document.body.append(container);
    document.addEventListener("click", record);
    beginHydration();
    const root = await act(async () => hydrateRoot(container, footer));
    endHydration();
    unmount = () => {
      act(() => root.unmount());
      container.remove();
    };
    navigate.mockClear();
    prefetch.mockClear();
  });

  afterEach(() => {
    unmount();
    document.removeEventListener("click", record);
  });

  const link = (name: string) => screen.getByRole("link", { name });

  it("adopts the footer's HTML: its links are the server's plain anchors", () => {
    expect(link("Terms of Use").outerHTML).toBe('<a href="/terms">Terms of Use</a>');
  });

  it("opens a legal page client-side on a plain left click, as Gatsby's Link does", () => {
    fireEvent.click(link("Terms of Use"));
    expect(navigate).toHaveBeenCalledWith("/terms");
    expect(clickTaken).toBe(true);
  });

  it("opens it from a click on an element inside the link too", () => {
    const privacy = link("Privacy Policy");
    privacy.innerHTML = "<span>Privacy Policy</span>";
    fireEvent.click(privacy.firstChild as Element);
    expect(navigate).toHaveBeenCalledWith("/privacy");
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the browser (a new tab or window)", (_name, init) => {
    fireEvent.click(link("Terms of Use"), init);
    expect(navigate).not.toHaveBeenCalled();
    expect(clickTaken).toBe(false);
  });

  it.each(["AI Models", "App Store", "Deutsch"])(
    "leaves %s (a section, another site, another language) to the browser",
    (name) => {
      fireEvent.click(link(name));
      expect(navigate).not.toHaveBeenCalled();
      expect(clickTaken).toBe(false);
    },
  );

  it("leaves a link that opens a new tab to the browser", () => {
    link("Terms of Use").setAttribute("target", "_blank");
    fireEvent.click(link("Terms of Use"));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("prefetches a page of the site on hover and on focus, and nothing else", () => {
    fireEvent.mouseOver(link("Privacy Policy"));
    expect(prefetch).toHaveBeenCalledWith("/privacy");
    link("Terms of Use").focus();
    expect(prefetch).toHaveBeenLastCalledWith("/terms");
    fireEvent.mouseOver(link("App Store"));
    fireEvent.mouseOver(link("AI Models"));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
