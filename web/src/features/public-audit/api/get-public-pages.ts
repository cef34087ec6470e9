import type { PageSummary } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/public/audits/{id}/pages -> {pages}. A failure is tolerated: the report shows a warning. */
export async function getPublicPages(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<PageSummary[]> {
  const data = await api.get<{ pages?: PageSummary[] }>(`/api/public/audits/${encodeURIComponent(id)}/pages`, { signal });
  return data?.pages ?? [];
}

export const getPublicPagesQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['public', id, 'pages'], queryFn: ({ signal }) => getPublicPages(id, { signal }) });

export const usePublicPages = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPublicPagesQueryOptions(id), enabled });
