import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

export type DialogProps = {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** Short text under the title, announced with it. */
  description?: ReactNode;
  /** Element focused on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the <dialog>, e.g. `dialog--wide`. */
  className?: string;
  children: ReactNode;
};

/**
 * Modal dialog on the native <dialog> element: `showModal()` makes the rest of the page inert
 * (so focus stays inside), gives role=dialog with aria-modal, and turns Escape into `cancel`.
 * We add the labelling, focus on open, focus return on close and backdrop clicks.
 * Children mount only while open, so every opening starts from a fresh state.
 */
export function Dialog({ open, onClose, title, description, initialFocusRef, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Whatever had focus before the dialog opened gets it back on close.
  const openerRef = useRef<HTMLElement | null>(null);
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const active = document.activeElement;
    // (Under StrictMode this effect runs twice; the second time focus is back on the opener.)
    if (active instanceof HTMLElement && !dialog.contains(active)) openerRef.current = active;
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('input, button, [href], [tabindex]'))?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Keep React state the source of truth: close through onClose, not natively.
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser can still close it on its own (e.g. a repeated Escape); follow along. The event
    // is queued, so by the time it runs the dialog may be open again: then it is stale.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The panel fills the <dialog>, so a press on the element itself is on the backdrop. Both ends
      // of the click must be there: a text selection dragged out of the input must not close it.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
        pressedBackdrop.current = false;
      }}
    >
      {open && (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="dialog__description">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
