import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

import { citationSummaryQueryKey } from './get-citation-summary';

/** Every source a run asks (spec 7). */
export const CITATION_SOURCES = ['perplexity', 'chatgpt', 'claude', 'brave'] as const;

export const SOURCE_LABELS: Record<string, string> = {
  perplexity: 'Perplexity',
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  brave: 'Brave AI',
};

export const sourceLabel = (source: string): string => SOURCE_LABELS[source.trim().toLowerCase()] ?? source;

export type RunCitationsInput = { auditId: string; projectId: string; domain: string };

/** POST /api/citations/run {audit_id, project_id, domain, sources}; the summary is fetched again afterwards. */
export function runCitations({ auditId, projectId, domain }: RunCitationsInput): Promise<{ ok?: boolean; run_id?: string }> {
  return api.post('/api/citations/run', { audit_id: auditId, project_id: projectId, domain, sources: [...CITATION_SOURCES] });
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
