import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";

import { BLOCK_CATALOG } from "./blockCatalog";

/**
 * "Add block": a menu button (WAI-ARIA's menu button pattern) listing the block types, each with
 * what it is. Arrow keys move between them, Enter or a click adds one, Escape closes the menu.
 */

type Props = {
  onAdd: (type: string) => void;
  disabled?: boolean;
};

export const MENU_CLASS = "octopus-add-block";

export default function AddBlockMenu({ onAdd, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") to(at + 1);
    else if (event.key === "ArrowUp") to(at - 1);
    else if (event.key === "Home") to(0);
    else if (event.key === "End") to(all.length - 1);
    else if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={MENU_CLASS}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        Add block
      </button>
      {open ? (
        <div
          id={menuId}
          ref={menu}
          role="menu"
          tabIndex={-1}
          aria-label="Block types"
          onKeyDown={onKeyDown}
          className={`${MENU_CLASS}__menu`}
        >
          {BLOCK_CATALOG.map(({ type, label, about }) => (
            <button
              key={type}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-labelledby={`${menuId}-${type}-label`}
              aria-describedby={`${menuId}-${type}`}
              onClick={() => {
                setOpen(false);
                onAdd(type);
              }}
            >
              <span id={`${menuId}-${type}-label`} className={`${MENU_CLASS}__label`}>
                {label}
              </span>
              <span id={`${menuId}-${type}`} className={`${MENU_CLASS}__about`}>
                {about}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
