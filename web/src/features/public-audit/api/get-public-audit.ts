import type { Audit } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

const base = (id: string) => `/api/public/audits/${encodeURIComponent(id)}`;

/** GET /api/public/audits/{id}: a shared audit (the audit directly or wrapped). 404 when not shared. */
export async function getPublicAudit(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Audit> {
  const data = await api.get<{ audit?: Audit } & Partial<Audit>>(base(id), { signal });
  return (data.audit ?? data) as Audit;
}

export const getPublicAuditQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['public', id], queryFn: ({ signal }) => getPublicAudit(id, { signal }) });

export const usePublicAudit = (id: string) => useQuery(getPublicAuditQueryOptions(id));
