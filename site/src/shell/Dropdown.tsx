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
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
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
      <button ref={button} type="button" className="dropdown__button" aria-expanded={open} aria-controls={menuId} aria-label={ariaLabel} onClick={() => setOpen((o) => !o)}>
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
