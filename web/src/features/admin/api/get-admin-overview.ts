import type { AdminLinks, SystemStatus } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminCall } from './admin-request';

export const SYSTEM_STATUS_PATH = '/api/admin/system-status';

/** GET /api/admin/links: the hosting and analytics dashboards configured on the server (null when not). */
export const getAdminLinks = ({ signal }: { signal?: AbortSignal } = {}): Promise<AdminLinks> => adminCall(() => api.get<AdminLinks>('/api/admin/links', { signal }));

/** GET /api/admin/system-status: replicas, queues, database, audits in flight. */
export const getSystemStatus = ({ signal }: { signal?: AbortSignal } = {}): Promise<SystemStatus> => adminCall(() => api.get<SystemStatus>(SYSTEM_STATUS_PATH, { signal }));

export const useAdminLinks = () => useQuery(queryOptions({ queryKey: ['admin', 'links'], queryFn: ({ signal }) => getAdminLinks({ signal }) }));
export const useSystemStatus = () => useQuery(queryOptions({ queryKey: ['admin', 'system-status'], queryFn: ({ signal }) => getSystemStatus({ signal }), staleTime: 0 }));
