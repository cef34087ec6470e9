import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/**
 * Texts of the sign-in screens (spec 4 and 8). Pure, so the callback's and error page's rules are
 * unit-tested apart from the screens.
 */

export type AuthErrorContent = { title: string; message: string };

const SINGLE_USE = 'Sign-in links are single-use and expire after 20 minutes. Request a new link to continue.';

/**
 * /auth/error by reason (spec 8); any other reason is "Sign-in link issue" with underscores as
 * spaces. `detail` is which case of expired_or_invalid the server found: expired, used or unknown.
 */
export function authErrorContent(reason: string | null | undefined, detail?: string | null): AuthErrorContent {
  switch (reason) {
    case 'expired_or_invalid': {
      const why =
        detail === 'expired'
          ? 'This link is more than 20 minutes old. '
          : detail === 'used'
            ? 'This link has already been used: if you opened it before in this browser, you may already be signed in. '
            : '';
      return { title: 'Sign-in link expired', message: `${why}${SINGLE_USE}` };
    }
    case 'missing':
      return { title: 'Missing sign-in link', message: 'The link you opened has no sign-in token. Open the link from your email again, or request a new one.' };
    case 'unauthorized':
      return { title: 'Access denied', message: 'The audit may belong to another user. Sign in with the email address that started it.' };
    case 'internal_error':
      return { title: 'Something went wrong', message: 'We could not complete your sign-in. Please request a new link and try again.' };
    case 'error':
      // The callback's reason when the verification got no answer at all (spec 4): the link may be fine.
      return {
        title: 'Sign-in link issue',
        message: 'Your sign-in link could not be checked (error): Citable did not answer. Check your connection and open the link from your email again, or request a new one.',
      };
    default: {
      const detail = (reason ?? '').replace(/_/g, ' ').trim();
      return {
        title: 'Sign-in link issue',
        message: `${detail ? `Your sign-in link could not be used (${detail}).` : 'Your sign-in link could not be used.'} Links are single-use and expire after 20 minutes, so request a new one.`,
      };
    }
  }
}

/** Where a verification that did not sign in sends the browser: /auth/error's reason and detail. */
export type VerifyFailure = { reason: string; detail?: string };

/**
 * The /auth/error reason of a verification that did not sign in (spec 4 and 8). An answer that
 * refuses the link: the server's reason (and its detail) as is, else 'invalid'. A non-OK response:
 * 401/403 'unauthorized', 5xx 'internal_error', any other 'invalid'. No response at all (the
 * network failed): 'error'.
 */
export function verifyFailure(outcome: { answer: { reason?: string; detail?: string } | null | undefined } | { error: unknown }): VerifyFailure {
  if ('answer' in outcome) {
    const { reason, detail } = outcome.answer ?? {};
    if (!reason) return { reason: 'invalid' };
    return detail ? { reason, detail } : { reason };
  }
  const { error } = outcome;
  if (!(error instanceof ApiError)) return { reason: 'error' };
  if (error.status === 401 || error.status === 403) return { reason: 'unauthorized' };
  if (error.status >= 500) return { reason: 'internal_error' };
  return { reason: 'invalid' };
}

/** Delay before the callback moves on to the error page (spec 4). */
export const CALLBACK_ERROR_DELAY_MS = 2000;

/** The path of the new-audit starter; a redirect there means an audit is being started. */
export const NEW_AUDIT_PATH = paths.audits.new.path;

/** What the callback says while it sends the user on (spec 4). */
export function callbackProgressText(redirectTo: string | null | undefined): { title: string; message: string } {
  if (redirectTo?.includes(NEW_AUDIT_PATH)) return { title: 'Starting Your Audit', message: 'Setting up your audit...' };
  return { title: 'Signing you in', message: 'Please wait while we verify your link.' };
}

/**
 * Where a verified link may send the browser: only a path on this site, never another origin
 * (an open redirect would let a crafted link bounce a fresh session elsewhere).
 */
export function safeRedirect(redirectTo: string | null | undefined, fallback: string): string {
  if (!redirectTo) return fallback;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) {
    try {
      const url = new URL(redirectTo);
      if (typeof window !== 'undefined' && url.origin === window.location.origin) return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // not a URL
    }
    return fallback;
  }
  return redirectTo;
}
