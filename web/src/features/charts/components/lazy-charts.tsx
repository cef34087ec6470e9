/** The Recharts module, loaded on first use as a chunk of its own (the main bundle stays as it was). */
import { lazy } from 'react';

const charts = () => import('./recharts-charts');

export const LazyScoreHistoryChart = lazy(() => charts().then((m) => ({ default: m.ScoreHistoryChart })));
export const LazyCategoryBarsChart = lazy(() => charts().then((m) => ({ default: m.CategoryBarsChart })));
export const LazyPageBandsChart = lazy(() => charts().then((m) => ({ default: m.PageBandsChart })));
export const LazyCitationSourcesChart = lazy(() => charts().then((m) => ({ default: m.CitationSourcesChart })));
export const LazyTimelineChart = lazy(() => charts().then((m) => ({ default: m.TimelineChart })));
export const LazyStackedTimelineChart = lazy(() => charts().then((m) => ({ default: m.StackedTimelineChart })));
