import { isApiError } from '@/lib/api-client';

import { forgetUnlock } from '../utils/unlock-memory';

/** The server's code for a session that has not typed the admin password (a new sign-in). */
const PASSWORD_REQUIRED = 'admin_password_required';

export const isPasswordRequired = (error: unknown): boolean =>
  isApiError(error, 403) && (error.body as { error?: unknown } | undefined)?.error === PASSWORD_REQUIRED;

/**
 * Every admin call goes through this: when the server says the session is locked, the browser's
 * memory of the unlock is wrong, so it is dropped and the gate shows again.
 */
export async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isPasswordRequired(error)) forgetUnlock();
    throw error;
  }
}

/** A 503 from the gateway: the service that answers this call is not running (nothing is shown in its place). */
export const isServiceDown = (error: unknown): boolean => isApiError(error, 503);

/** The server's own words for a failed call (`message`, else the `error` text of its body), or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return fallback;
  const { message, error: code } = error.body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message.trim();
  if (typeof code === 'string' && code.trim()) return code.trim();
  return fallback;
}
