import type { AuditDetail, CheckResult, Composite, PageSummary } from '@citable/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { ImpactPill, Pill } from '@/components/ui/pill';
import { EmptyState, InlineError } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { checkStatusLabel, checkTone, impactOf } from '@/utils/checks';
import { headlineScores } from '@/utils/audit-scores';
import { formatScore, maybeBand } from '@/utils/score';
import { pathOf } from '@/utils/url';

import { CrawlSummaryPanel } from './crawl-summary-panel';
import { RobotsPanel } from './robots-panel';

/** The 13 site-level checks of the audit view, in their fixed order (spec 9: S1 to S11, A8, T5). */
export const SITE_CHECK_IDS = [
  'S1_faq_coverage_pct',
  'S2_faq_schema_adoption_pct',
  'S3_canonical_correct_pct',
  'S4_mobile_ready_pct',
  'S5_lang_correct_pct',
  'S6_entity_graph_adoption_pct',
  'S7_dup_title_pct',
  'S8_avg_h2_coverage',
  'S9_og_tags_coverage_pct',
  'S10_cta_above_fold_pct',
  'S11_freshness_coverage_pct',
  'A8_sitemap_discoverability',
  'T5_ai_bot_access',
] as const;

/**
 * Diagnostics tab (spec 2): composite scores, the site-level diagnostics (each linking to its
 * criterion), what robots.txt means for each AI crawler (with a corrected file), the crawl summary
 * (broken links, redirects, files: what is not a page) and the checks of a sample page.
 */
export function DiagnosticsTab({
  audit,
  composite,
  compositeError,
  pages,
  pagesError,
}: {
  audit: AuditDetail;
  composite: Composite | null | undefined;
  compositeError?: unknown;
  pages: readonly PageSummary[] | undefined;
  pagesError?: unknown;
}) {
  const siteChecks = audit.site_checks_json ?? [];
  const hasPages = (pages?.length ?? 0) > 0;
  const scores = headlineScores(audit, composite);

  if (pagesError && siteChecks.length === 0) {
    return <InlineError title="Error Loading Diagnostics" message={apiErrorMessage(pagesError, 'Unknown error')} />;
  }
  if (siteChecks.length === 0 && !hasPages && scores.total === null) {
    return <EmptyState title="No diagnostics data available yet..." icon="spark">Diagnostics appear once the audit has scored its pages.</EmptyState>;
  }

  const byId = new Map(siteChecks.map((c) => [c.id, c]));
  const extra = siteChecks.filter((c) => !(SITE_CHECK_IDS as readonly string[]).includes(c.id));

  return (
    <div className="stack-lg">
      <section aria-labelledby="composite-title">
        <div className="section-head">
          <h2 id="composite-title">Composite Scores</h2>
          <p className="muted">Weighted means of every scored check; preview checks and checks that do not apply are left out.</p>
        </div>
        <dl className="stat-grid">
          <Stat label="Citable Score" value={scores.total} />
          <Stat label="Page score" value={composite?.page_score} />
          <Stat label="Site score" value={composite?.site_score} />
          <Stat label="AEO score" value={scores.aeo} />
          <Stat label="GEO score" value={scores.geo} />
          <div className="stat">
            <dt>Checks included</dt>
            <dd>{composite?.counts?.included ?? '—'}</dd>
          </div>
        </dl>
        {compositeError !== undefined && compositeError !== null && (
          <p className="muted small">Composite scores could not be loaded; the audit&rsquo;s own score is shown.</p>
        )}
      </section>

      <section aria-labelledby="site-checks-title">
        <div className="section-head">
          <h2 id="site-checks-title">Site-Level Diagnostics</h2>
          <p className="muted">13 checks that look at the site as a whole. Open one to see how it is scored and how to fix it.</p>
        </div>
        <ul className="check-table">
          {[...SITE_CHECK_IDS.map((id) => byId.get(id) ?? id), ...extra].map((entry) =>
            typeof entry === 'string' ? (
              <li key={entry} className="check-row check-row--missing">
                <Link to={paths.scoreGuide.criterion.getHref(entry)} className="check-row__name">
                  {entry}
                </Link>
                <span className="muted small">Not measured in this audit</span>
              </li>
            ) : (
              <SiteCheckRow key={entry.id} check={entry} />
            ),
          )}
        </ul>
      </section>

      {audit.status === 'completed' && <RobotsPanel auditId={audit.id} />}

      {audit.crawl_summary && <CrawlSummaryPanel summary={audit.crawl_summary} rootUrl={audit.root_url} />}

      <SamplePageChecks auditId={audit.id} pages={pages ?? []} />
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd className={`text-${maybeBand(value)}`}>{formatScore(value)}</dd>
    </div>
  );
}

function SiteCheckRow({ check }: { check: CheckResult }) {
  const tone = checkTone(check);
  return (
    <li className="check-row">
      <Link to={paths.scoreGuide.criterion.getHref(check.id)} className="check-row__name">
        {check.name}
        <span className="check-row__id">{check.id}</span>
      </Link>
      <span className="check-row__pills">
        <Pill tone={tone}>{checkStatusLabel(check)}</Pill>
        <ImpactPill impact={impactOf(check)} />
      </span>
      <span className={`check-row__score text-${tone === 'preview' || tone === 'neutral' ? 'none' : tone}`}>
        {check.status === 'not_applicable' ? 'n/a' : formatScore(check.score)}
      </span>
    </li>
  );
}

function SamplePageChecks({ auditId, pages }: { auditId: string; pages: readonly PageSummary[] }) {
  const [pageId, setPageId] = useState(pages[0]?.id ?? '');
  const selectId = useId();
  const page = pages.find((p) => p.id === pageId) ?? pages[0];
  if (!page) return null;
  const checks = page.checks_json ?? [];
  return (
    <section aria-labelledby="sample-title">
      <div className="toolbar">
        <div className="section-head">
          <h2 id="sample-title">Sample Page Checks</h2>
          <p className="muted">
            Every page-level check on one page.{' '}
            <Link to={paths.audits.page.getHref(auditId, page.id)}>Open the full page analysis</Link>
          </p>
        </div>
        <div className="field field--inline">
          <label htmlFor={selectId} className="field__label">
            Page
          </label>
          <select id={selectId} className="input select select--wide" value={page.id} onChange={(e) => setPageId(e.target.value)}>
            {pages.map((p) => (
              <option key={p.id} value={p.id}>
                {pathOf(p.url)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {checks.length === 0 ? (
        <EmptyState compact title="No diagnostic checks available for this page.">
          Checks may still be processing.
        </EmptyState>
      ) : (
        <ul className="check-table">
          {checks.map((check) => (
            <SiteCheckRow key={check.id} check={check} />
          ))}
        </ul>
      )}
    </section>
  );
}
