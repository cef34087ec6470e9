import type { PageSummary } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { auditQueryKey } from './get-audit';

/** How many pages each view asks for (spec 9): 100 by default, 500 in the Pages tab, 200 on the category view. */
export const PAGE_LIMITS = { default: 100, pagesTab: 500, categoryView: 200 } as const;

/** GET /api/audits/{id}/pages?limit= -> {pages} (without the HTML bodies). */
export async function getPages(id: string, limit: number, { signal }: { signal?: AbortSignal } = {}): Promise<PageSummary[]> {
  const data = await api.get<{ pages?: PageSummary[] }>(`/api/audits/${encodeURIComponent(id)}/pages`, { params: { limit }, signal });
  return data?.pages ?? [];
}

export const getPagesQueryOptions = (id: string, limit: number = PAGE_LIMITS.default) =>
  queryOptions({
    queryKey: [...auditQueryKey(id), 'pages', limit],
    queryFn: ({ signal }) => getPages(id, limit, { signal }),
  });

export const usePages = (id: string, limit: number = PAGE_LIMITS.default, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPagesQueryOptions(id, limit), enabled });
