"use client";

import { useEffect, useId, useState, type MouseEvent, type ReactNode } from "react";

type MobileNavProps = {
  /** The toggle's classes, worked out on the server (buttonVariants), so no class merging ships here. */
  buttonClassName: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** The panel: links and buttons rendered on the server; this island only shows and hides it. */
  children: ReactNode;
};

/**
 * The small-screen menu: a disclosure button and a panel under the header. Only the open/closed
 * state lives here (a few hundred bytes): the links, buttons and icons are server-rendered and
 * passed in, so the public pages ship no button, icon or class-merging code (issue #15 item 7).
 */
export function MobileNav({ buttonClassName, openIcon, closeIcon, children }: MobileNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setIsOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  // A followed link closes the menu: the layout (and so this island) stays across client navigation.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setIsOpen(false);
  };

  return (
    <div className="md:hidden">
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? "Close menu" : "Open menu"}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? closeIcon : openIcon}
      </button>
      {isOpen && (
        <div id={panelId} onClick={closeOnLink} className="absolute inset-x-0 top-full border-b bg-background shadow-md animate-fade-in">
          {children}
        </div>
      )}
    </div>
  );
}
