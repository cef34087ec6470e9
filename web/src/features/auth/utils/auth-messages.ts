import { paths } from '@/config/paths';

/**
 * Texts of the sign-in screens (spec 4 and 8). Pure, so the callback's and error page's rules are
 * unit-tested apart from the screens.
 */

export type AuthErrorContent = { title: string; message: string };

/** /auth/error by reason (spec 8); any other reason is "Sign-in link issue" with underscores as spaces. */
export function authErrorContent(reason: string | null | undefined): AuthErrorContent {
  switch (reason) {
    case 'expired_or_invalid':
      return {
        title: 'Sign-in link expired',
        message: 'Sign-in links are single-use and expire after 20 minutes. Request a new link to continue.',
      };
    case 'missing':
      return { title: 'Missing sign-in link', message: 'The link you opened has no sign-in token. Open the link from your email again, or request a new one.' };
    case 'unauthorized':
      return { title: 'Access denied', message: 'The audit may belong to another user. Sign in with the email address that started it.' };
    case 'internal_error':
      return { title: 'Something went wrong', message: 'We could not complete your sign-in. Please request a new link and try again.' };
    default: {
      const detail = (reason ?? '').replace(/_/g, ' ').trim();
      return {
        title: 'Sign-in link issue',
        message: `${detail ? `Your sign-in link could not be used (${detail}).` : 'Your sign-in link could not be used.'} Links are single-use and expire after 20 minutes, so request a new one.`,
      };
    }
  }
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
