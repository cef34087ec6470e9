import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';

/** The signed-in user as the browser sees it (spec 3, "Current user"). */
export type Me = {
  email: string;
  isAdmin: boolean;
};

function toMe(data: unknown): Me {
  if (typeof data !== 'object' || data === null) throw new Error('Auth check failed');
  const { email, isAdmin } = data as Record<string, unknown>;
  if (typeof email !== 'string') throw new Error('Auth check failed');
  return { email, isAdmin: isAdmin === true };
}

/** GET /v1/auth/me. Resolves to `null` when signed out (401); any other failure throws. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  try {
    return toMe(await api.get<unknown>('/v1/auth/me', { signal }));
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const meQueryKey = ['auth', 'me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
  });

/**
 * The current user: `data` is a `Me`, `null` when signed out, `undefined` while the first check
 * runs. A failed check (network, 5xx) is an error, not "signed out".
 */
export const useMe = () => useQuery(getMeQueryOptions());
