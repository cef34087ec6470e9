import type { BotMetadata } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const BOT_METADATA_PATH = '/api/bot';

/** GET /api/bot: who Citable's crawler is, what it fetches and how fast (public). */
export const getBotMetadata = ({ signal }: { signal?: AbortSignal } = {}): Promise<BotMetadata> => api.get<BotMetadata>(BOT_METADATA_PATH, { signal });

export const getBotMetadataQueryOptions = () =>
  queryOptions({ queryKey: ['bot-metadata'], queryFn: ({ signal }) => getBotMetadata({ signal }), staleTime: 60 * 60 * 1000 });

export const useBotMetadata = () => useQuery(getBotMetadataQueryOptions());
