import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';

import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

import { looksLikeEmail, normalizeEmail, useRequestMagicLink } from '../api/request-magic-link';

export type SignInDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** "Sign In to Citable": asks for an email and sends a magic link (spec 2, "Sign-in modal"). */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Sign In to Citable"
      description="Enter your email and we'll send you a magic link. No password needed."
      initialFocusRef={emailRef}
    >
      <SignInForm emailRef={emailRef} onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}

function SignInForm({
  emailRef,
  onSent,
  onCancel,
}: {
  emailRef: RefObject<HTMLInputElement | null>;
  onSent: () => void;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const magicLink = useRequestMagicLink({
    mutationConfig: {
      onSuccess: async (_data, { email: sentTo }) => {
        onSent();
        await navigate(paths.auth.checkEmail.getHref(normalizeEmail(sentTo)));
      },
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normalizeEmail(email);
    if (!value) return showFieldError('Please enter your email address.');
    if (!looksLikeEmail(value)) return showFieldError('Please enter a valid email address.');
    setFieldError(null);
    magicLink.mutate({ email: value, intent: 'general' });
  };

  const showFieldError = (message: string) => {
    setFieldError(message);
    emailRef.current?.focus();
  };

  const describedBy = [hintId, fieldError ? errorId : null].filter(Boolean).join(' ');

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Email address
        </label>
        <input
          ref={emailRef}
          id={inputId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="you@example.com"
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        {fieldError && (
          <p id={errorId} className="field__error">
            {fieldError}
          </p>
        )}
        <p id={hintId} className="field__hint">
          The link expires in 20 minutes. Audits are private and accessible only by their creator.
        </p>
      </div>

      {magicLink.isError && (
        <p className="alert alert--danger" role="alert">
          Failed to send magic link. Please try again.
        </p>
      )}

      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={magicLink.isPending}>
          {magicLink.isPending ? 'Sending…' : 'Send Magic Link'}
        </button>
      </div>
    </form>
  );
}
