import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

import { getCriteriaQueryOptions } from '@/lib/criteria';
import { CriterionDetail } from '@/features/score-guide/components/criterion-detail';

export const clientLoader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(getCriteriaQueryOptions());
  return null;
};

export default function CriterionRoute() {
  const { criterionId = '' } = useParams();
  return <CriterionDetail criterionId={criterionId} />;
}
