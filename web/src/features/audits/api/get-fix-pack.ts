import type { FixPack } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { auditQueryKey } from './get-audit';

/** GET /api/audits/{id}/fixes -> the fix pack: each page's head tags, the site files, what failed validation. */
export function getFixPack(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<FixPack> {
  return api.get<FixPack>(`/api/audits/${encodeURIComponent(id)}/fixes`, { signal });
}

export const getFixPackQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...auditQueryKey(id), 'fixes'],
    queryFn: ({ signal }) => getFixPack(id, { signal }),
    // Built from what a finished audit stored, which never changes.
    staleTime: Infinity,
  });

export const useFixPack = (id: string) => useQuery(getFixPackQueryOptions(id));

/** The whole pack as a zip (fix-pack.json and site/), as `citable audit --fix-pack` writes it. */
export const fixPackZipHref = (id: string) => `/api/audits/${encodeURIComponent(id)}/fixes.zip`;
