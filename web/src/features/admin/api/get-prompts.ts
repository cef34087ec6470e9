import type { PromptSet } from '@citable/contracts';
import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminCall } from './admin-request';

export type PromptMode = PromptSet['meta']['source'];

/** GET /api/llm/prompts?domain&mode&nocache=1: one generator's prompt set, built afresh (Prompts compare). */
export const getPromptSet = (domain: string, mode: PromptMode, { signal }: { signal?: AbortSignal } = {}): Promise<PromptSet> =>
  adminCall(() => api.get<PromptSet>('/api/llm/prompts', { params: { domain, mode, nocache: 1 }, signal }));

/** GET /api/llm/prompts?domain&refresh=true: the production set regenerated and stored (Regenerate All Prompts). */
export const regeneratePrompts = (domain: string): Promise<PromptSet> =>
  adminCall(() => api.get<PromptSet>('/api/llm/prompts', { params: { domain, refresh: true } }));

export const getPromptSetQueryOptions = (domain: string, mode: PromptMode) =>
  queryOptions({
    queryKey: ['admin', 'prompts', domain, mode],
    queryFn: ({ signal }) => getPromptSet(domain, mode, { signal }),
    staleTime: 0,
  });
