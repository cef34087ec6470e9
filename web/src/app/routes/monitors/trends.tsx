import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';

import { TrendCategoriesFigure, TrendCitationRatesFigure, TrendPageBandsFigure, TrendScoresFigure, TrendShareOfVoiceFigure } from '@/features/charts/components/trend-figures';
import { getTrendQueryOptions } from '@/features/monitors/api/get-trend';
import { Trends } from '@/features/monitors/components/trends';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getTrendQueryOptions(params.id));
    return null;
  };

/** Trends: the monitors feature's screen with the charts feature's figures slotted in. */
export default function TrendsRoute() {
  const { id = '' } = useParams();
  return (
    <Trends
      key={id}
      monitorId={id}
      renderCharts={(points) => {
        const completed = points.filter((p) => p.status === 'completed');
        const cited = points.some((p) => p.citation_rates.length > 0);
        return (
          <>
            <TrendScoresFigure points={points} />
            <TrendCategoriesFigure points={points} />
            {completed.some((p) => p.pages) && <TrendPageBandsFigure points={points} />}
            {cited && <TrendCitationRatesFigure points={points} />}
            {points.some((p) => p.share_of_voice.length > 0) && <TrendShareOfVoiceFigure points={points} />}
          </>
        );
      }}
    />
  );
}
