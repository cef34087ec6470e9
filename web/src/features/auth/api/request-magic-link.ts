import { useMutation } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type MagicLinkIntent = 'general' | 'start_audit';

/** What the start-audit flow hands over; the server starts the audit once the link is used. */
export type StartAuditPayload = {
  project_id: string;
  root_url: string;
  site_description: string | null;
  max_pages: number;
};

export type MagicLinkInput =
  | { email: string; intent: 'general' }
  | { email: string; intent: 'start_audit'; payload: StartAuditPayload };

/** Sign-in emails are compared lower-case and without spaces (spec 5). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Loose shape check only; the server has the last word. */
export const looksLikeEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * POST /v1/auth/magic/request. After the link is used the user lands on /audits.
 * The answer never says whether the address is known (decisions: Security).
 */
export function requestMagicLink(input: MagicLinkInput): Promise<void> {
  return api.post<void>('/v1/auth/magic/request', {
    ...input,
    email: normalizeEmail(input.email),
    redirectPath: paths.audits.list.getHref(),
  });
}

export function useRequestMagicLink({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestMagicLink> } = {}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: requestMagicLink,
  });
}
