import type { ScoringCriterion } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/scoring/criteria?productionOnly=false -> {criteria}: the whole catalogue, preview checks included (the Score Guide, the category view, and the texts of check results in lists). */
export async function getCriteria({ signal }: { signal?: AbortSignal } = {}): Promise<ScoringCriterion[]> {
  const data = await api.get<{ criteria?: ScoringCriterion[] }>('/api/scoring/criteria', { params: { productionOnly: false }, signal });
  return [...(data?.criteria ?? [])].sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0));
}

export const getCriteriaQueryOptions = () =>
  queryOptions({
    queryKey: ['scoring', 'criteria'],
    queryFn: ({ signal }) => getCriteria({ signal }),
    // The catalogue changes only with a deployment.
    staleTime: 10 * 60 * 1000,
  });

export const useCriteria = () => useQuery(getCriteriaQueryOptions());
