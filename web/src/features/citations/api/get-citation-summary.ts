import type { CitationSummary } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type CitationScope = 'owner' | 'public';

const EMPTY: CitationSummary = { bySource: [], byType: [], topCitedUrls: [], topCitingQueries: [], missingQueries: [] };

/**
 * GET /api/citations/summary?audit_id= (owner) or /api/public/citations/summary?audit_id=
 * (shared audits). Missing lists read as empty.
 */
export async function getCitationSummary(
  auditId: string,
  scope: CitationScope,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CitationSummary> {
  const path = scope === 'public' ? '/api/public/citations/summary' : '/api/citations/summary';
  const data = await api.get<Partial<CitationSummary>>(path, { params: { audit_id: auditId }, signal });
  return { ...EMPTY, ...(data ?? {}) } as CitationSummary;
}

export const citationSummaryQueryKey = (auditId: string, scope: CitationScope) => ['citations', scope, auditId] as const;

export const getCitationSummaryQueryOptions = (auditId: string, scope: CitationScope = 'owner') =>
  queryOptions({
    queryKey: citationSummaryQueryKey(auditId, scope),
    queryFn: ({ signal }) => getCitationSummary(auditId, scope, { signal }),
  });

export const useCitationSummary = (
  auditId: string,
  scope: CitationScope = 'owner',
  { enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number | false } = {},
) => useQuery({ ...getCitationSummaryQueryOptions(auditId, scope), enabled, refetchInterval });

/** Total queries asked across sources (the report and overview show citations only when > 0). */
export function totalQueries(summary: CitationSummary | undefined): number {
  return summary?.bySource.reduce((sum, s) => sum + (s.total_queries ?? 0), 0) ?? 0;
}
