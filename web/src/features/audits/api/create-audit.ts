import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

import { auditsQueryKey } from './get-audits';

export type CreateAuditInput = {
  project_id: string;
  root_url: string;
  site_description: string | null;
  max_pages: number;
};

/** Default page limits (spec 9): 200 from the dashboard form, 50 from the starter screen, 100 for a re-run. */
export const MAX_PAGES = { dashboard: 200, starter: 50, rerun: 100 } as const;

/**
 * POST /api/audits -> 201 {audit_id, id}. Resolves to the new audit's id. Failures carry the
 * spec's texts (section 8): "Failed to create audit: {status}" and "Audit created but no ID returned".
 */
export async function createAudit(input: CreateAuditInput): Promise<string> {
  let data: { audit_id?: string; id?: string } | undefined;
  try {
    data = await api.post<{ audit_id?: string; id?: string }>('/api/audits', input);
  } catch (error) {
    if (isApiError(error)) throw new CreateAuditError(`Failed to create audit: ${error.status}`, error.status, error.body);
    throw error;
  }
  const id = data?.audit_id ?? data?.id;
  if (!id) throw new CreateAuditError('Audit created but no ID returned');
  return id;
}

export class CreateAuditError extends Error {
  override readonly name = 'CreateAuditError';
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function useCreateAudit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createAudit> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createAudit,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: [...auditsQueryKey, 'list'] });
      await onSuccess?.(...args);
    },
  });
}
