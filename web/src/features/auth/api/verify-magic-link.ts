import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** `detail` comes with reason expired_or_invalid: expired, used or unknown. */
export type VerifyResult = { ok: boolean; redirectTo?: string; reason?: string; detail?: string };

/**
 * GET /v1/auth/magic/verify?token= -> {ok, redirectTo?, reason?, detail?}. On success the server sets the
 * session cookie. Tokens are single use, so callers must not call this twice for one token.
 */
export function verifyMagicLink(token: string): Promise<VerifyResult> {
  return api.get<VerifyResult>('/v1/auth/magic/verify', { params: { token } });
}

export const useVerifyMagicLink = () => useMutation({ mutationFn: verifyMagicLink });
