/**
 * Which sections the Executive Summary shows, in order (spec 2): cover, executive summary,
 * category breakdown and priority fixes always; site-level diagnostics only if there are any;
 * AI citation performance only if queries were run; page-level insights only if there are top pages.
 */
export type ReportSectionId =
  | 'cover'
  | 'summary'
  | 'categories'
  | 'fixes'
  | 'site-diagnostics'
  | 'citations'
  | 'page-insights';

export type ReportShape = {
  siteDiagnostics?: readonly unknown[] | null;
  citations?: { total_queries?: number | null } | null;
  topPages?: readonly unknown[] | null;
};

export function reportSections(report: ReportShape): ReportSectionId[] {
  const sections: ReportSectionId[] = ['cover', 'summary', 'categories', 'fixes'];
  if ((report.siteDiagnostics?.length ?? 0) > 0) sections.push('site-diagnostics');
  if ((report.citations?.total_queries ?? 0) > 0) sections.push('citations');
  if ((report.topPages?.length ?? 0) > 0) sections.push('page-insights');
  return sections;
}
