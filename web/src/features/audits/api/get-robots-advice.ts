import type { RobotsAdvice, TrainingChoice } from '@citable/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { auditQueryKey } from './get-audit';

/** GET /api/audits/{id}/robots?training= -> what robots.txt means per AI crawler, and the corrected file. */
export function getRobotsAdvice(id: string, training: TrainingChoice, { signal }: { signal?: AbortSignal } = {}): Promise<RobotsAdvice> {
  return api.get<RobotsAdvice>(`/api/audits/${encodeURIComponent(id)}/robots`, { params: { training }, signal });
}

export const getRobotsAdviceQueryOptions = (id: string, training: TrainingChoice) =>
  queryOptions({
    queryKey: [...auditQueryKey(id), 'robots', training],
    queryFn: ({ signal }) => getRobotsAdvice(id, training, { signal }),
    // The stored robots.txt never changes once the audit read it.
    staleTime: Infinity,
  });

/** Keeps the previous choice's answer on screen while the next one loads. */
export const useRobotsAdvice = (id: string, training: TrainingChoice) => useQuery({ ...getRobotsAdviceQueryOptions(id, training), placeholderData: keepPreviousData });
