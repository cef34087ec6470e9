import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'success' | 'danger' | 'info';
type Toast = { id: number; tone: ToastTone; message: string };

type ToastContextValue = {
  /** Shows a message for a few seconds; errors are announced assertively. */
  notify: (message: string, tone?: ToastTone) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

const TOAST_MS = 5000;

/**
 * The app's alerts (spec 8: "alert 'Failed to update sharing status…'"): in-page messages in a
 * live region rather than blocking window.alert, so keyboard and screen-reader users keep their
 * place and the text is still announced.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);

  const notify = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { id, tone, message }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => ({ notify }), [notify]);

  return (
    <ToastContext value={value}>
      {children}
      <div className="toasts" aria-live="polite" role="status">
        {toasts
          .filter((t) => t.tone !== 'danger')
          .map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
      <div className="toasts toasts--alert" role="alert">
        {toasts
          .filter((t) => t.tone === 'danger')
          .map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
    </ToastContext>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div className={`toast toast--${toast.tone}`}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function useToast(): ToastContextValue {
  const value = use(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
