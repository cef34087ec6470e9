import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { URL_PREFIX, displayUrl, rootUrlProblem, stripScheme, toRootUrl } from '@/utils/url';

import { MAX_PAGES, useCreateAudit, type CreateAuditInput } from '../api/create-audit';

export type StartAuditDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Signed in: the audit is created at once. Signed out: step 2 asks for an email. */
  signedIn: boolean;
  /** Sends the start-audit magic link (the auth feature's call, passed in by the screen). */
  sendMagicLink: (email: string, draft: CreateAuditInput) => Promise<void>;
  /** The audit was created (signed-in path). */
  onCreated: (auditId: string) => void;
};

type Step = 'form' | 'email' | 'sent';

const TITLES: Record<Step, string> = { form: 'Start New Audit', email: 'Secure Your Audit', sent: 'Check your email' };

/**
 * The start flow (spec 2): step 1 the form, step 2 "Secure Your Audit" (email, signed out only),
 * then "link sent". Mounted only while open, so each opening starts empty.
 */
export function StartAuditDialog(props: StartAuditDialogProps) {
  const [step, setStep] = useState<Step>('form');
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const close = () => {
    props.onClose();
    setStep('form');
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={TITLES[step]}
      className="dialog--wide"
      initialFocusRef={firstFieldRef}
      description={
        step === 'form'
          ? 'Tell us which site to check. Citable crawls its public pages and scores how visible it is to AI assistants.'
          : undefined
      }
    >
      <StartAuditFlow {...props} onClose={close} step={step} setStep={setStep} firstFieldRef={firstFieldRef} />
    </Dialog>
  );
}

type Draft = { projectId: string; url: string; description: string };
type FieldErrors = Partial<Record<keyof Draft, string>>;

function StartAuditFlow({
  signedIn,
  sendMagicLink,
  onCreated,
  onClose,
  step,
  setStep,
  firstFieldRef,
}: StartAuditDialogProps & { step: Step; setStep: (s: Step) => void; firstFieldRef: RefObject<HTMLInputElement | null> }) {
  const [draft, setDraft] = useState<Draft>({ projectId: '', url: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const ids = { project: useId(), url: useId(), description: useId(), email: useId() };

  const create = useCreateAudit({ mutationConfig: { onSuccess: (id) => onCreated(id) } });

  const payload = (): CreateAuditInput => ({
    project_id: draft.projectId.trim(),
    root_url: toRootUrl(draft.url),
    site_description: draft.description.trim() || null,
    max_pages: MAX_PAGES.dashboard,
  });

  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!draft.projectId.trim()) next.projectId = 'Enter a project ID.';
    const urlProblem = rootUrlProblem(draft.url);
    if (urlProblem) next.url = urlProblem;
    if (!draft.description.trim()) next.description = 'Describe the site in a sentence or two.';
    setErrors(next);
    const firstBad = (['projectId', 'url', 'description'] as const).find((k) => next[k]);
    if (firstBad) {
      document.getElementById(firstBad === 'projectId' ? ids.project : firstBad === 'url' ? ids.url : ids.description)?.focus();
      return;
    }
    if (signedIn) {
      create.mutate(payload());
      return;
    }
    setStep('email');
    requestAnimationFrame(() => emailRef.current?.focus());
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) {
      setEmailError('Enter your email address.');
      emailRef.current?.focus();
      return;
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setEmailError('Enter a valid email address.');
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setSendFailed(false);
    setSending(true);
    try {
      await sendMagicLink(value, payload());
      setEmail(value);
      setStep('sent');
    } catch {
      setSendFailed(true);
    } finally {
      setSending(false);
    }
  };

  const field = (key: keyof Draft, id: string, label: string, hint: ReactNode, control: (describedBy: string) => ReactNode) => {
    const error = errors[key];
    const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {control(describedBy)}
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
    );
  };

  const update = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  if (step === 'sent') {
    return (
      <div className="start-flow start-flow--sent">
        <div className="icon-badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </div>
        <p className="lead" role="status">
          We sent a magic link to <strong className="break-anywhere">{email}</strong>.
        </p>
        <p>
          Open it on this device to start your audit of <strong className="break-anywhere">{displayUrl(toRootUrl(draft.url))}</strong>.
          The link expires in 20 minutes. Can&rsquo;t find it? Check your spam folder.
        </p>
        <div className="form__actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );
  }

  if (step === 'email') {
    const describedBy = [`${ids.email}-hint`, emailError ? `${ids.email}-error` : null].filter(Boolean).join(' ');
    return (
      <form className="form start-flow" onSubmit={submitEmail} noValidate>
        <p className="muted start-flow__intro">
          Audits are private and accessible only by their creator. Enter your email and we&rsquo;ll send you a magic link;
          your audit starts as soon as you open it.
        </p>
        <dl className="summary-list">
          <div>
            <dt>URL</dt>
            <dd className="break-anywhere">{toRootUrl(draft.url)}</dd>
          </div>
          <div>
            <dt>Project</dt>
            <dd className="break-anywhere">{draft.projectId.trim()}</dd>
          </div>
        </dl>
        <div className="field">
          <label className="field__label" htmlFor={ids.email}>
            Email address
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            className="input"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder="you@example.com"
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (emailError) setEmailError(null);
            }}
          />
          {emailError && (
            <p id={`${ids.email}-error`} className="field__error">
              {emailError}
            </p>
          )}
          <p id={`${ids.email}-hint`} className="field__hint">
            The link expires in 20 minutes.
          </p>
        </div>
        {sendFailed && (
          <p className="alert alert--danger" role="alert">
            Failed to send magic link. Please try again.
          </p>
        )}
        <div className="form__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setStep('form');
              requestAnimationFrame(() => firstFieldRef.current?.focus());
            }}
          >
            Back
          </button>
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send Magic Link'}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form start-flow" onSubmit={submitForm} noValidate>
      {field('projectId', ids.project, 'Project ID', 'A short name that groups audits of the same site, e.g. acme-marketing.', (describedBy) => (
        <input
          ref={firstFieldRef}
          id={ids.project}
          className="input"
          autoComplete="off"
          spellCheck={false}
          placeholder="acme-marketing"
          required
          aria-invalid={errors.projectId ? true : undefined}
          aria-describedby={describedBy}
          value={draft.projectId}
          onChange={(e) => update('projectId', e.target.value)}
        />
      ))}
      {field('url', ids.url, 'Root URL', 'The home page of the site. Citable always uses https://.', (describedBy) => (
        <div className={`input-group ${errors.url ? 'is-invalid' : ''}`}>
          <span className="input-group__prefix" aria-hidden="true">
            {URL_PREFIX}
          </span>
          <input
            id={ids.url}
            className="input input-group__input"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.com"
            required
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describedBy}
            value={draft.url}
            // Whatever scheme is typed or pasted goes: the prefix is always https:// (spec 5).
            onChange={(e) => update('url', stripScheme(e.target.value))}
          />
        </div>
      ))}
      {field(
        'description',
        ids.description,
        'Site description',
        'What the site offers and for whom. Citable uses it to ask AI assistants realistic questions.',
        (describedBy) => (
          <textarea
            id={ids.description}
            className="input textarea"
            rows={3}
            placeholder="Family-run roofing company serving Denver homeowners."
            required
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
            value={draft.description}
            onChange={(e) => update('description', e.target.value)}
          />
        ),
      )}
      {create.isError && (
        <p className="alert alert--danger" role="alert">
          {create.error.message}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {create.isPending ? 'Starting…' : signedIn ? 'Start Audit' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
