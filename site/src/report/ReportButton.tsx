// The Report button of a video, a comment, a wall post or a profile. The dialog's code and words
// load only when it is pressed, so the pages that carry the button stay light; when the dialog
// closes, the focus comes back to the button.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReportSubject } from './ReportDialog';

const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

interface ReportButtonProps {
  subject: ReportSubject;
  /** The button's accessible name; it starts with the visible text. */
  label: string;
  className?: string;
  /** What the button shows; the label when absent. */
  children?: ReactNode;
}

export function ReportButton({ subject, label, className = 'link-button', children }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // After the dialog is gone (a modal dialog leaves the page inert while it is open).
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button ref={button} type="button" className={className} aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children ?? label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
