/**
 * What Decap CMS's own interface leaves out for people who use a screen reader, a keyboard or a
 * low-contrast screen, put back from outside: Decap 3.6 renders icon-only buttons with no name,
 * an unnamed preview frame, and a login page and an entry editor with no main landmark or level-one
 * heading. Each fix only sets attributes on (or adds a heading to) the elements Decap renders, so
 * React keeps owning them; a MutationObserver applies them again as Decap re-renders. The colours
 * that fail contrast are overridden by a stylesheet of its own (CONTRAST_FIXES): the editor's page
 * gets no CSS file of the site's, which gatsby-plugin-decap-cms hands to the preview pane only.
 * e2e/cms.test.ts runs axe over the login page, a collection's list and an entry's edit screen, so
 * an upgrade of Decap that changes these elements fails there.
 */

/** Decap's elements, by the component names emotion puts into their class names. */
const byComponent = (name: string) => `[class*="-${name}"]`;

/**
 * Decap's grey text (#798291, #7b8290) on its white and light grey backgrounds is 3.4–3.9 : 1, under
 * WCAG's 4.5 : 1 for text of this size: the same places in a darker grey, 5.4 : 1 on #eff0f4 and
 * 6.2 : 1 on white. `body` outranks emotion's single class whichever stylesheet comes last, and
 * emotion's :hover and :focus colours still outrank it. The current page's link keeps Decap's blue.
 */
export const CONTRAST_FIXES = `
body ${byComponent("ButtonText")},
body ${byComponent("AppHeaderButton")}:not([aria-current="page"]),
body ${byComponent("AppHeaderSiteLink")},
body ${byComponent("SidebarNavLink")}:not([aria-current="page"]),
body ${byComponent("CollectionTopDescription")},
body ${byComponent("grayText")} { color: #5a6270; }
`;

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
  // An entry's edit screen: its toolbar and panes are the page's main content.
  set(root.querySelector(byComponent("EditorContainer")), "role", "main");

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

  // The thin progress bar across the top while Decap loads: decoration, outside any landmark.
  root.querySelectorAll("body > canvas").forEach((bar) => set(bar, "aria-hidden", "true"));

  set(
    root.querySelector("iframe#preview-pane"),
    "title",
    "Preview: the entry as the site shows it",
  );
}

/** Adds the contrast fixes and keeps Decap's interface labelled as it renders, from now on. */
export function keepEditorLabelled(): MutationObserver {
  const style = document.createElement("style");
  style.textContent = CONTRAST_FIXES;
  document.head.append(style);
  labelEditor();
  const observer = new MutationObserver(() => labelEditor());
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return observer;
}
