/**
 * What Decap CMS's own interface leaves out for people who use a screen reader, a keyboard or a
 * low-contrast screen, put back from outside: Decap 3.6 renders icon-only buttons with no name, an
 * unnamed preview frame, and a login page, an entry editor and a workflow board with no main
 * landmark (the login page with no level-one heading either). Each fix only sets attributes on (or
 * adds a heading to) the elements Decap renders, so React keeps owning them; a MutationObserver
 * applies them again as Decap re-renders, once a frame at most. The colours that fail contrast are overridden by a
 * stylesheet of its own (CONTRAST_FIXES): the editor's page gets no CSS file of the site's, which
 * gatsby-plugin-decap-cms hands to the preview pane only. e2e/cms.test.ts runs axe over the login
 * page, a collection's list and an entry's edit screen, and e2e/cms-workflow.test.ts over the
 * workflow board and a draft's toolbar, so an upgrade of Decap that changes these elements fails
 * there.
 */

/** Decap's elements, by the component names emotion puts into their class names. */
const byComponent = (name: string) => `[class*="-${name}"]`;

/** One colour of Decap's replaced where it falls under 4.5 : 1, and what it must stand out against. */
type ContrastFix = {
  /** Where, as CSS selectors (each is put after `body`). */
  selectors: string[];
  property: "color" | "background-color";
  value: string;
  /** Decap's colour it replaces, and the colour on the other side of the text. */
  replaces: string;
  against: string[];
};

/**
 * Decap's greys (#798291) as text on its white and light grey (#eff0f4), its teal (#17a2b8) as the
 * text of the status button on light teal (#ddf5f9), and both as the background of white text:
 * 2.7 to 3.9 : 1, under WCAG's 4.5 : 1 for text of these sizes. The same places in darker shades of
 * the same colours. `body` outranks emotion's single class whichever stylesheet comes last, and
 * emotion's :hover, :focus and [disabled] styles still outrank it. The current page's link keeps
 * Decap's blue.
 */
export const CONTRAST_FIXES: ContrastFix[] = [
  {
    selectors: [
      byComponent("ButtonText"),
      `${byComponent("AppHeaderButton")}:not([aria-current="page"])`,
      byComponent("AppHeaderSiteLink"),
      `${byComponent("SidebarNavLink")}:not([aria-current="page"])`,
      byComponent("CollectionTopDescription"),
      byComponent("WorkflowTopDescription"),
      byComponent("ColumnCount"),
      byComponent("CardDateContainer"),
      byComponent("grayText"),
    ],
    property: "color",
    value: "#5a6270",
    replaces: "#798291",
    against: ["#ffffff", "#eff0f4"],
  },
  {
    // The board's "New …" menu: white on grey.
    selectors: [`${byComponent("WorkflowTopRow")} ${byComponent("StyledDropdownButton")}`],
    property: "background-color",
    value: "#5a6270",
    replaces: "#798291",
    against: ["#ffffff"],
  },
  {
    selectors: [byComponent("StatusButton")],
    property: "color",
    value: "#0e6674",
    replaces: "#17a2b8",
    against: ["#ddf5f9"],
  },
  {
    // The toolbar's and the board cards' Publish: white on teal.
    selectors: [byComponent("PublishButton")],
    property: "background-color",
    value: "#0e7c8c",
    replaces: "#17a2b8",
    against: ["#ffffff"],
  },
  {
    // The notifications after a save or a status change ("Entry status updated"): white on
    // react-toastify's green. Two classes, to outrank its coloured theme's two.
    selectors: [".Toastify__toast.Toastify__toast--success"],
    property: "background-color",
    value: "#1a7f37",
    replaces: "#07bc0c",
    against: ["#ffffff"],
  },
  {
    // A refused save ("Failed to persist entry"): white on its red.
    selectors: [".Toastify__toast.Toastify__toast--error"],
    property: "background-color",
    value: "#c0392b",
    replaces: "#e74c3c",
    against: ["#ffffff"],
  },
];

/** The fixes as one stylesheet. */
export const contrastStylesheet = (fixes: ContrastFix[] = CONTRAST_FIXES): string =>
  fixes
    .map(
      ({ selectors, property, value }) =>
        `${selectors.map((selector) => `body ${selector}`).join(",\n")} { ${property}: ${value}; }`,
    )
    .join("\n");

/** Sets an attribute only when it differs, so the observer does not wake itself. */
function set(element: Element | null | undefined, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The name a list item shows when collapsed (its summary), or its place in the list. */
function itemName(handle: Element): string {
  const item = handle.parentElement?.parentElement;
  const summary = item?.children[1]?.textContent?.trim();
  if (summary) return summary;
  const siblings = item?.parentElement ? Array.from(item.parentElement.children) : [];
  return `item ${siblings.indexOf(item as Element) + 1}`;
}

/** Names, roles and headings for the elements of Decap's interface now in `root`. */
export function labelEditor(root: ParentNode = document): void {
  // The login page: one main landmark with a heading that says where the visitor is.
  const login = root.querySelector(`section${byComponent("StyledAuthenticationPage")}`);
  if (login) {
    set(login, "role", "main");
    if (!login.querySelector("h1")) {
      const heading = document.createElement("h1");
      heading.textContent = "Octopus content editor";
      login.prepend(heading);
    }
  }
  // An entry's edit screen, and the workflow board: the page's main content. (A collection's
  // list has its own <main>.)
  set(root.querySelector(byComponent("EditorContainer")), "role", "main");
  set(root.querySelector(byComponent("WorkflowContainer")), "role", "main");

  root
    .querySelectorAll(`${byComponent("AvatarDropdownButton")}[role="button"]`)
    .forEach((button) => set(button, "aria-label", "Account"));

  // A collection's list: Decap's two view buttons, list first, then grid.
  const views = root.querySelectorAll(`button${byComponent("ViewControlsButton")}`);
  if (views.length === 2) {
    set(views[0], "aria-label", "Show as a list");
    set(views[1], "aria-label", "Show as a grid");
  }

  root
    .querySelectorAll('button[data-testid="expand-button"]')
    .forEach((button) => set(button, "aria-label", "Expand or collapse all items"));

  // Each item of a list widget: a chevron before the drag handle, a remove button after it.
  root.querySelectorAll('[aria-roledescription="sortable"]').forEach((handle) => {
    const name = itemName(handle);
    set(handle, "aria-label", `Move ${name}`);
    const before = handle.previousElementSibling;
    if (before?.tagName === "BUTTON") set(before, "aria-label", `Expand or collapse ${name}`);
    const after = handle.nextElementSibling;
    if (after?.tagName === "BUTTON") set(after, "aria-label", `Remove ${name}`);
  });

  // Decap's notifications ("Entry saved", a refused save): a landmark of their own, so that they
  // are not content outside every landmark, and easy to find again once read out.
  root.querySelectorAll(".Toastify").forEach((container) => {
    set(container, "role", "region");
    set(container, "aria-label", "Notifications");
  });

  // The thin progress bar across the top while Decap loads: decoration, outside any landmark.
  root.querySelectorAll("body > canvas").forEach((bar) => set(bar, "aria-hidden", "true"));

  set(
    root.querySelector("iframe#preview-pane"),
    "title",
    "Preview: the entry as the site shows it",
  );
}

/**
 * Adds the contrast fixes and keeps Decap's interface labelled as it renders, from now on; the
 * function it returns stops that. Decap changes the page on every keystroke, so the labels are
 * applied again at most once a frame, before the frame is painted, however many changes came in.
 */
export function keepEditorLabelled(): () => void {
  const style = document.createElement("style");
  style.textContent = contrastStylesheet();
  document.head.append(style);
  labelEditor();
  let frame: number | undefined;
  const observer = new MutationObserver(() => {
    frame ??= requestAnimationFrame(() => {
      frame = undefined;
      labelEditor();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
