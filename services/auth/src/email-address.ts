/**
 * The sign-in email, as the auth service keeps it: trimmed and lower-cased (spec section 5), so
 * "Ann@Example.com " and "ann@example.com" are one user.
 *
 * The check is a practical subset of RFC 5321/5322 that every mail system delivers to: a
 * dot-atom local part (no quoted strings, comments or IP-literal domains) of at most 64
 * characters, and a DNS host name with at least two labels and an alphabetic (or punycode) top
 * level, 254 characters in all. Anything stricter is the mail server's job: the link only works
 * if it arrives.
 */
import { AuthError } from './errors.js';

const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(\\.${ATOM})*$`);
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isValidEmail(email: string): boolean {
  if (email.length > MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const top = labels[labels.length - 1] ?? '';
  return (
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(top)
  );
}

/** The email as stored and compared; AuthError 400 `invalid_email` when it cannot be one. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw new AuthError(400, 'invalid_email', 'Enter a valid email address, like name@example.com.');
  return email;
}
