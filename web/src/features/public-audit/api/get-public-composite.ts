import type { Composite } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/public/audits/{id}/composite -> {composite|null}. */
export async function getPublicComposite(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Composite | null> {
  const data = await api.get<{ composite?: Composite | null }>(`/api/public/audits/${encodeURIComponent(id)}/composite`, { signal });
  return data?.composite ?? null;
}

export const getPublicCompositeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['public', id, 'composite'], queryFn: ({ signal }) => getPublicComposite(id, { signal }) });

export const usePublicComposite = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPublicCompositeQueryOptions(id), enabled });
