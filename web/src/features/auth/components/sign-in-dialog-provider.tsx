import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

import { SignInDialog } from './sign-in-dialog';

type SignInDialogContextValue = {
  /** Opens "Sign In to Citable"; focus returns to the opener when it closes. */
  openSignIn: () => void;
};

const SignInDialogContext = createContext<SignInDialogContextValue | null>(null);

/**
 * Owns the one sign-in dialog of the app, so the navigation's "Sign In" and any screen
 * (e.g. "Start New Audit" when signed out) open the same dialog.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openSignIn = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ openSignIn }), [openSignIn]);

  return (
    <SignInDialogContext value={value}>
      {children}
      <SignInDialog open={open} onClose={close} />
    </SignInDialogContext>
  );
}

export function useSignInDialog(): SignInDialogContextValue {
  const value = use(SignInDialogContext);
  if (!value) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return value;
}
