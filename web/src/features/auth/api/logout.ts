import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

import { meQueryKey } from './get-me';

/** POST /v1/auth/logout: ends the session (the server clears the cookie). */
export const logout = (): Promise<void> => api.post<void>('/v1/auth/logout');

/**
 * Signs out, then goes to / (spec 6). Whatever the server answered, every other cached query is
 * dropped so no private data stays on screen; if the call failed, `me` is re-checked rather than
 * pretending the session ended.
 */
export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { onSettled, ...rest } = mutationConfig ?? {};

  return useMutation({
    ...rest,
    mutationFn: logout,
    onSettled: async (...args) => {
      const [, error] = args;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      if (error) await queryClient.invalidateQueries({ queryKey: meQueryKey });
      else queryClient.setQueryData(meQueryKey, null);
      await navigate(paths.home.getHref());
      await onSettled?.(...args);
    },
  });
}
