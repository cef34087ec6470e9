import type { QueryClient } from '@tanstack/react-query';

import { getCriteriaQueryOptions } from '@/lib/criteria';
import { ScoreGuide } from '@/features/score-guide/components/score-guide';

export const clientLoader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(getCriteriaQueryOptions());
  return null;
};

export default function ScoreGuideRoute() {
  return <ScoreGuide />;
}
