/**
 * Where the browser goes after signing in. Only a path on this site is accepted, so a crafted
 * link cannot send a freshly signed-in user to another origin (open redirect).
 */
import { AuthError } from './errors.js';

export const DEFAULT_REDIRECT_PATH = '/audits';
const MAX_LENGTH = 512;
/** Any origin would do: the point is to see whether the path can change it. */
const PROBE_ORIGIN = 'https://citable.invalid';

/** `path` when it stays on this site, DEFAULT_REDIRECT_PATH when absent; AuthError 400 otherwise. */
export function safeRedirectPath(path: string | undefined): string {
  if (path === undefined || path === '') return DEFAULT_REDIRECT_PATH;
  const stays =
    path.length <= MAX_LENGTH &&
    path.startsWith('/') &&
    // "//host" and "/\host" are scheme-relative URLs to browsers; control characters are stripped by them.
    !path.startsWith('//') &&
    !/[\\\u0000-\u001f\u007f]/.test(path) &&
    new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  if (!stays) throw new AuthError(400, 'invalid_redirect', 'redirectPath must be a path on this site, such as /audits.');
  return path;
}
