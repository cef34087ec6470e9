import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/features/auth/api/get-me';
import { verifyMagicLink, type VerifyResult } from '@/features/auth/api/verify-magic-link';
import {
  CALLBACK_ERROR_DELAY_MS,
  callbackProgressText,
  safeRedirect,
  verifyFailure,
  type VerifyFailure,
} from '@/features/auth/utils/auth-messages';

type View = { kind: 'verifying' } | { kind: 'redirecting'; to: string } | { kind: 'failed'; title: string };

/** Tokens are single use: one verification per token per tab, whatever remounts happen. */
const verifications = new Map<string, Promise<VerifyResult>>();

/**
 * /auth/callback (spec 4): verifies the emailed link's token. No token: "Missing token", then
 * /auth/error?reason=missing after 2 s. A refused link: "Verification failed", then after 2 s
 * /auth/error with the server's reason (expired_or_invalid, with detail expired, used or unknown),
 * unauthorized for a 401/403, internal_error for a 5xx, invalid otherwise; a network failure:
 * reason=error. Success goes to redirectTo.
 */
export default function AuthCallback() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', title: 'Missing token' },
  );

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const fail = (title: string, { reason, detail }: VerifyFailure) => {
      setView({ kind: 'failed', title });
      timer = window.setTimeout(() => void navigate(paths.auth.error.getHref(reason, detail), { replace: true }), CALLBACK_ERROR_DELAY_MS);
    };

    if (!token) {
      fail('Missing token', { reason: 'missing' });
      return () => window.clearTimeout(timer);
    }

    let request = verifications.get(token);
    if (!request) {
      request = verifyMagicLink(token);
      verifications.set(token, request);
    }
    request.then(
      async (result) => {
        if (cancelled) return;
        if (!result?.ok) {
          fail('Verification failed', verifyFailure({ answer: result }));
          return;
        }
        const to = safeRedirect(result.redirectTo, paths.audits.list.getHref());
        setView({ kind: 'redirecting', to });
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        if (!cancelled) void navigate(to, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        fail('Verification failed', verifyFailure({ error }));
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [token, navigate, queryClient]);

  const progress = callbackProgressText(view.kind === 'redirecting' ? view.to : null);

  return (
    <div className="container container--narrow page">
      {view.kind === 'failed' ? (
        <section className="panel panel--center error-state" role="alert">
          <Head title={view.title} />
          <div className="icon-badge icon-badge--danger" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </div>
          <h1>{view.title}</h1>
          <p className="muted">Taking you to the sign-in help page…</p>
        </section>
      ) : (
        <section className="panel panel--center" role="status" aria-live="polite">
          <Head title={progress.title} />
          <span className="spinner spinner--lg" aria-hidden="true" />
          <h1>{progress.title}</h1>
          <p className="muted">{progress.message}</p>
        </section>
      )}
    </div>
  );
}
