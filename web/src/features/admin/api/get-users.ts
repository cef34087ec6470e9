import type { AuthStats, User } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminCall } from './admin-request';

/** GET /v1/auth/users: every user with their activity. */
export const getUsers = ({ signal }: { signal?: AbortSignal } = {}): Promise<User[]> =>
  adminCall(() => api.get<{ users: User[] }>('/v1/auth/users', { signal })).then((data) => data.users);

/** GET /v1/auth/stats: the auth counters of today and the last 7 days. */
export const getAuthStats = ({ signal }: { signal?: AbortSignal } = {}): Promise<AuthStats> => adminCall(() => api.get<AuthStats>('/v1/auth/stats', { signal }));

export const getUsersQueryOptions = () => queryOptions({ queryKey: ['admin', 'users'], queryFn: ({ signal }) => getUsers({ signal }), staleTime: 0 });
export const getAuthStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'auth-stats'], queryFn: ({ signal }) => getAuthStats({ signal }), staleTime: 0 });

export const useUsers = () => useQuery(getUsersQueryOptions());
export const useAuthStats = () => useQuery(getAuthStatsQueryOptions());
