import type { DefaultOptions, UseMutationOptions } from '@tanstack/react-query';

/** Defaults for every query: no automatic retries (errors surface at once), data fresh for 60 s. */
export const queryConfig = {
  queries: {
    retry: false,
    staleTime: 60 * 1000,
  },
} satisfies DefaultOptions;

/** Extra options a caller may pass to a feature's mutation hook. */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
