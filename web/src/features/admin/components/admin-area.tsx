import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { ErrorState, LoadingBlock } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage, isApiError } from '@/lib/api-client';

import { useUnlockAdmin } from '../api/unlock-admin';
import { rememberUnlock, useAdminUnlocked } from '../utils/unlock-memory';

/** Who is signed in, as the admin area needs it; `error` when the auth check failed. */
export type AdminUser = { email: string; isAdmin: boolean } | null | undefined | 'error';

const SECTIONS = [
  { label: 'Dashboard', to: paths.admin.root.getHref(), end: true },
  { label: 'Users', to: paths.admin.users.getHref() },
  { label: 'Classifier Health', to: paths.admin.health.getHref() },
  { label: 'Classifier Compare', to: paths.admin.classifierCompare.getHref() },
  { label: 'Prompts Compare', to: paths.admin.promptsCompare.getHref() },
];

/**
 * Every /admin screen sits in here: signed-in admins only (me.isAdmin), behind the "Admin
 * Access" password gate (checked by the server, remembered in local storage), with the admin
 * screens' own navigation.
 */
export function AdminArea({ user, onSignIn, children }: { user: AdminUser; onSignIn: () => void; children: ReactNode }) {
  const email = user && user !== 'error' ? user.email : undefined;
  const unlocked = useAdminUnlocked(email);

  if (user === undefined) return <LoadingBlock label="Checking your account…" />;
  if (user === 'error') return <ErrorState title="Auth check failed" message="Citable could not check who you are. Reload the page to try again." />;
  if (user === null) {
    return (
      <ErrorState
        title="Sign in to continue"
        message="The admin dashboard is for Citable's admins."
        action={
          <button type="button" className="btn btn--primary" onClick={onSignIn}>
            Sign In
          </button>
        }
      />
    );
  }
  if (!user.isAdmin) return <ErrorState title="Admins only" message="This needs an admin account." />;
  if (!unlocked) return <PasswordGate email={user.email} />;

  return (
    <>
      <nav className="admin-nav" aria-label="Admin">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.label}>
              <NavLink to={section.to} end={section.end} className={({ isActive }) => (isActive ? 'admin-nav__link is-active' : 'admin-nav__link')}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}

/** "Admin Access": the password goes to the server, which unlocks this session's admin routes. */
function PasswordGate({ email }: { email: string }) {
  const [password, setPassword] = useState('');
  const inputId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const unlock = useUnlockAdmin({
    mutationConfig: {
      onSuccess: async () => {
        // Anything asked while locked was refused: ask again.
        await queryClient.invalidateQueries({ queryKey: ['admin'] });
        rememberUnlock(email);
      },
    },
  });
  // The server answers a wrong password with 403 "Invalid password" (spec 5); other refusals say why.
  const error = unlock.error ? (isApiError(unlock.error, 403) ? 'Invalid password' : apiErrorMessage(unlock.error, 'Invalid password')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) unlock.mutate({ password });
  };

  return (
    <section className="panel admin-gate" aria-labelledby={`${inputId}-title`}>
      <Head title="Admin Access" />
      <div className="icon-badge" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <h1 id={`${inputId}-title`}>Admin Access</h1>
      <p className="muted">Enter the admin password to open the admin dashboard. This browser remembers it for later visits.</p>
      <form className="form admin-gate__form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Admin password
          </label>
          <input
            id={inputId}
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus
          />
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={!password || unlock.isPending}>
          {unlock.isPending ? 'Checking…' : 'Unlock'}
        </button>
      </form>
    </section>
  );
}
