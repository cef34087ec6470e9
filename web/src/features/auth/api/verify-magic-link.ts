import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type VerifyResult = { ok: boolean; redirectTo?: string; reason?: string };

/**
 * GET /v1/auth/magic/verify?token= -> {ok, redirectTo?, reason?}. On success the server sets the
 * session cookie. Tokens are single use, so callers must not call this twice for one token.
 */
export function verifyMagicLink(token: string): Promise<VerifyResult> {
  return api.get<VerifyResult>('/v1/auth/magic/verify', { params: { token } });
}

export const useVerifyMagicLink = () => useMutation({ mutationFn: verifyMagicLink });
