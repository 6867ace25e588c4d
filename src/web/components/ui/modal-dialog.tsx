/**
 * A modal overlay (UX.md overlays) on the native <dialog>: showModal() puts it in the top layer and makes
 * the page behind inert, so focus stays inside; Escape and a click on the dimmed backdrop close it; body
 * scrolling is locked while it is open and focus goes back to what opened it. Nested modals (a lightbox
 * over the quick-view) stack: Escape closes the top one only.
 */
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { lockBodyScroll } from './scroll-lock.js';

interface ModalDialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'onClose' | 'open'> {
  onClose(): void;
  children: ReactNode;
  /** Where focus goes back on close; by default what had focus when the modal opened. */
  returnFocusTo?: HTMLElement | null;
}

export function ModalDialog({ onClose, children, returnFocusTo, className = '', ...rest }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element; content may name a better start (a safe button).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Opened once per mount: the element to return to is the one of that moment.
  }, []);

  return (
    <dialog
      ref={dialogRef}
      {...rest}
      className={`text-text ${className}`}
      onCancel={(event) => {
        // Escape: React decides (the dialog unmounts), so the browser does not close it behind our back.
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
