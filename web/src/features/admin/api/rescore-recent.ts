import { api } from '@/lib/api-client';

import { adminCall } from './admin-request';

/** Re-score limit (spec 9). */
export const RESCORE_LIMIT = 10;

export type RescoreResult = { audit_id: string; status: 'success' | 'error'; error?: string };

/** POST /api/admin/rescore-recent {limit: 10}: the latest completed audits, re-scored from their stored pages. */
export const rescoreRecent = (): Promise<{ ok: boolean; results: RescoreResult[] }> =>
  adminCall(() => api.post('/api/admin/rescore-recent', { limit: RESCORE_LIMIT }));
