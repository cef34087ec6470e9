import type { Audit } from '@citable/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

import { MAX_PAGES } from './create-audit';
import { auditsQueryKey } from './get-audits';

export class RerunError extends Error {
  override readonly name = 'RerunError';
}

/**
 * Re-run = a new audit of the same site (spec 4): POST /api/audits with the audit's project,
 * URL and description and 100 pages (spec 9). Resolves to the new audit's id.
 */
export async function rerunAudit(audit: Pick<Audit, 'project_id' | 'root_url' | 'site_description'>): Promise<string> {
  let data: { audit_id?: string; id?: string } | undefined;
  try {
    data = await api.post<{ audit_id?: string; id?: string }>('/api/audits', {
      project_id: audit.project_id,
      root_url: audit.root_url,
      site_description: audit.site_description ?? null,
      max_pages: MAX_PAGES.rerun,
    });
  } catch {
    throw new RerunError('Failed to start new audit. Please try again.');
  }
  const id = data?.audit_id ?? data?.id;
  if (!id) throw new RerunError('No audit ID returned from API');
  return id;
}

export function useRerunAudit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof rerunAudit> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: rerunAudit,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: [...auditsQueryKey, 'list'] });
      await onSuccess?.(...args);
    },
  });
}
