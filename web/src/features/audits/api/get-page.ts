import type { Page } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { auditQueryKey } from './get-audit';

/** GET /api/audits/{id}/pages/{pageId} -> {page}, with its static and rendered HTML. */
export async function getPage(id: string, pageId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Page> {
  const data = await api.get<{ page?: Page } & Partial<Page>>(
    `/api/audits/${encodeURIComponent(id)}/pages/${encodeURIComponent(pageId)}`,
    { signal },
  );
  return (data.page ?? data) as Page;
}

export const getPageQueryOptions = (id: string, pageId: string) =>
  queryOptions({
    queryKey: [...auditQueryKey(id), 'page', pageId],
    queryFn: ({ signal }) => getPage(id, pageId, { signal }),
  });

export const usePage = (id: string, pageId: string) => useQuery(getPageQueryOptions(id, pageId));
