import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';

import { getAuditQueryOptions } from '@/features/audits/api/get-audit';
import { getPagesQueryOptions, PAGE_LIMITS } from '@/features/audits/api/get-pages';
import { CategoryView } from '@/features/audits/components/category-view';
import { getCriteriaQueryOptions, useCriteria } from '@/lib/criteria';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) {
      void queryClient.prefetchQuery(getAuditQueryOptions(params.id));
      void queryClient.prefetchQuery(getPagesQueryOptions(params.id, PAGE_LIMITS.categoryView));
    }
    void queryClient.prefetchQuery(getCriteriaQueryOptions());
    return null;
  };

/** Category view: the audits feature's screen, given the catalogue from the score guide feature. */
export default function CategoryRoute() {
  const { id = '', category = '' } = useParams();
  const criteria = useCriteria();
  useEffect(() => {
    if (criteria.isError) console.error('Category view: criteria failed to load', criteria.error);
  }, [criteria.isError, criteria.error]);
  return <CategoryView key={`${id}/${category}`} auditId={id} slug={category} criteria={criteria.data} />;
}
