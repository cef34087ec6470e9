import type { Audit } from '@citable/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

import { auditQueryKey } from './get-audit';

export type SetAuditPublicInput = { auditId: string; isPublic: boolean };

/** POST /api/audits/{id}/public {is_public}: only the owner can share or unshare. */
export function setAuditPublic({ auditId, isPublic }: SetAuditPublicInput): Promise<unknown> {
  return api.post(`/api/audits/${encodeURIComponent(auditId)}/public`, { is_public: isPublic });
}

/** Flips the switch at once and puts it back if the server refuses. */
export function useSetAuditPublic({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setAuditPublic> } = {}) {
  const queryClient = useQueryClient();
  const { onError, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: setAuditPublic,
    onMutate: async ({ auditId, isPublic }) => {
      const key = auditQueryKey(auditId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Audit>(key);
      if (previous) queryClient.setQueryData<Audit>(key, { ...previous, is_public: isPublic });
      return undefined;
    },
    onError: async (error, variables, context, mutationContext) => {
      const key = auditQueryKey(variables.auditId);
      const current = queryClient.getQueryData<Audit>(key);
      if (current) queryClient.setQueryData<Audit>(key, { ...current, is_public: !variables.isPublic });
      await onError?.(error, variables, context, mutationContext);
    },
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: auditQueryKey(args[2].auditId), exact: true });
      await onSettled?.(...args);
    },
  });
}
