import type { CitationSummary } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type CitationScope = 'owner' | 'public';

/**
 * GET /api/citations/summary?audit_id= (owner) or /api/public/citations/summary?audit_id=
 * (shared audits).
 */
export function getCitationSummary(auditId: string, scope: CitationScope, { signal }: { signal?: AbortSignal } = {}): Promise<CitationSummary> {
  const path = scope === 'public' ? '/api/public/citations/summary' : '/api/citations/summary';
  return api.get<CitationSummary>(path, { params: { audit_id: auditId }, signal });
}

export const citationSummaryQueryKey = (auditId: string, scope: CitationScope) => ['citations', scope, auditId] as const;

export const getCitationSummaryQueryOptions = (auditId: string, scope: CitationScope = 'owner') =>
  queryOptions({
    queryKey: citationSummaryQueryKey(auditId, scope),
    queryFn: ({ signal }) => getCitationSummary(auditId, scope, { signal }),
  });

export const useCitationSummary = (auditId: string, scope: CitationScope = 'owner') => useQuery(getCitationSummaryQueryOptions(auditId, scope));
