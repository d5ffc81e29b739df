// A header dropdown: a button that opens a list of links; Esc, a click elsewhere or choosing a
// link closes it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface DropdownProps {
  label: ReactNode;
  /** The button's accessible name when its label is not text alone. */
  ariaLabel?: string;
  className?: string;
  children: ReactNode;
}

export function Dropdown({ label, ariaLabel, className = '', children }: DropdownProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { key } = useLocation();
  // The menu is open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const setOpen = (next: boolean) => setOpenOn(next ? key : null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      // Keyboard users continue from the button that opened the menu.
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`dropdown ${className}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
