import type { CitationRunResponse, CitationSource } from '@citable/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

import { citationSummaryQueryKey } from './get-citation-summary';

export type RunCitationsInput = { auditId: string; projectId: string; domain: string; sources: CitationSource[] };

/** POST /api/citations/run {audit_id, project_id, domain, sources}; the summary is fetched again afterwards. */
export function runCitations({ auditId, projectId, domain, sources }: RunCitationsInput): Promise<CitationRunResponse> {
  return api.post('/api/citations/run', { audit_id: auditId, project_id: projectId, domain, sources });
}

export function useRunCitations({ mutationConfig }: { mutationConfig?: MutationConfig<typeof runCitations> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: runCitations,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: citationSummaryQueryKey(args[1].auditId, 'owner') });
      await onSuccess?.(...args);
    },
  });
}
