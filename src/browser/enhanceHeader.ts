/**
 * What the page's script adds to the header (src/components/Header.tsx), in plain DOM.
 *
 * The menu is an HTML popover that its button opens by itself (`popovertarget`), so a tap works
 * the moment the page is painted; the browser closes it on Escape or a tap outside and gives focus
 * back. This adds what HTML cannot: the menu closes when a link in it is chosen (a section link
 * scrolls the same page, which a popover would leave covered), and the button's aria-expanded is
 * written, and kept true, from the popover's own events. A browser without popovers gets the same
 * menu from this script alone: the button opens and closes it, and Escape and a tap outside the
 * header close it. The wide screens' language switch (a <details>, LanguageMenu.tsx) closes on
 * Escape and on a tap outside it, as the menu does.
 */

const MENU_BUTTON = "button.menu-button";
const LANGUAGE_MENU = "details.language-menu";

/** Whether this browser has the popover API. */
export const hasPopover = (): boolean => "popover" in HTMLElement.prototype;

/** Calls `dismiss(true)` on Escape and `dismiss(false)` on a tap outside `container`. */
function onDismiss(container: Element, dismiss: (byEscape: boolean) => void): void {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss(true);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!container.contains(event.target as Node)) dismiss(false);
  });
}

function enhanceMenu(header: Element): void {
  const button = header.querySelector<HTMLButtonElement>(MENU_BUTTON);
  const list = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !list) return;
  const popover = hasPopover();
  let open = false;
  const show = (value: boolean) => {
    open = value;
    button.setAttribute("aria-expanded", String(value));
    // The CSS of browsers without popovers shows the menu by this (header.css).
    if (!popover) list.setAttribute("data-open", String(value));
  };
  const close = () => {
    if (!open) return;
    if (popover) list.hidePopover();
    else show(false);
  };

  if (popover) {
    // The menu may already be open from a tap while the page loaded. beforetoggle comes at once
    // with the new state, toggle a task later: aria-expanded follows the first.
    show(list.matches(":popover-open"));
    const follow = (event: Event) => {
      const { newState } = event as Partial<ToggleEvent>;
      show(newState ? newState === "open" : list.matches(":popover-open"));
    };
    list.addEventListener("beforetoggle", follow);
    list.addEventListener("toggle", follow);
  } else {
    show(false);
    button.addEventListener("click", () => show(!open));
    onDismiss(header, (byEscape) => {
      if (!open) return;
      show(false);
      if (byEscape) button.focus();
    });
  }
  list.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
}

function enhanceLanguageMenu(details: HTMLDetailsElement): void {
  onDismiss(details, (byEscape) => {
    if (!details.open) return;
    details.open = false;
    if (byEscape) details.querySelector("summary")?.focus();
  });
}

/** Headers enhanced already: `gatsby develop` starts the page script again on each page it shows. */
const enhanced = new WeakSet<Element>();

/** Enhances the page's header, once; does nothing on a page without one. */
export function enhanceHeader(root: Document): void {
  const header = root.querySelector(".site-header");
  if (!header || enhanced.has(header)) return;
  enhanced.add(header);
  enhanceMenu(header);
  const languages = header.querySelector<HTMLDetailsElement>(LANGUAGE_MENU);
  if (languages) enhanceLanguageMenu(languages);
}
