import { api } from '@/lib/api-client';

import { adminCall } from './admin-request';

/** DELETE /api/admin/audits/{id}: the audit and all its data (204). */
export const deleteAudit = (id: string): Promise<void> => adminCall(() => api.delete(`/api/admin/audits/${encodeURIComponent(id)}`));
