import type { Composite } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { auditQueryKey } from './get-audit';

/** GET /api/audits/{id}/composite -> {composite|null}; null until the audit is scored. */
export async function getComposite(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Composite | null> {
  const data = await api.get<{ composite?: Composite | null }>(`/api/audits/${encodeURIComponent(id)}/composite`, { signal });
  return data?.composite ?? null;
}

export const getCompositeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...auditQueryKey(id), 'composite'],
    queryFn: ({ signal }) => getComposite(id, { signal }),
  });

export const useComposite = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCompositeQueryOptions(id), enabled });
