import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /v1/auth/admin/unlock: the server checks the admin password and unlocks this session's admin routes. */
export const unlockAdmin = ({ password }: { password: string }): Promise<{ ok: boolean }> => api.post('/v1/auth/admin/unlock', { password });

export const useUnlockAdmin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unlockAdmin> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: unlockAdmin });
