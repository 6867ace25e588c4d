/**
 * A modal dialog (UX.md overlays): the native <dialog> shown with showModal() makes the page behind it
 * inert; Tab cycles inside, Escape closes, background scroll is locked and focus returns to what had it.
 */
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.js';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  icon?: ReactNode;
  /** Where focus goes on close when it is not the element that had it (e.g. a button disabled meanwhile). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, title, onClose, children, icon, returnFocusTo: returnFocusTarget }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      (returnFocusTarget?.current ?? returnFocusTo.current)?.focus();
    };
  }, [open, returnFocusTarget]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-border bg-overlay p-0 text-text shadow-2xl shadow-black/60"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
    >
      <div className="flex items-start gap-3 p-5">
        {icon && <span className="mt-0.5 shrink-0">{icon}</span>}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
          <div className="mt-2 text-text-secondary">{children}</div>
        </div>
        <button type="button" className="icon-button -mr-2 -mt-2 shrink-0" onClick={onClose} aria-label={t('dialog.close')}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex justify-end border-t border-border px-5 py-3">
        <button type="button" className="btn-primary" onClick={onClose} autoFocus>
          {t('dialog.ok')}
        </button>
      </div>
    </dialog>
  );
}
