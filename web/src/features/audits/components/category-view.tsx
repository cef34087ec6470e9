import type { ScoringCriterion } from '@citable/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { ImpactPill, Pill } from '@/components/ui/pill';
import { ScoreBar } from '@/components/ui/score-bar';
import { ScoreGauge } from '@/components/ui/score-gauge';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { categoryScores } from '@/utils/audit-scores';
import { CATEGORY_BLURBS, categoryBySlug, categoryByName } from '@/utils/categories';
import { categoryBand, formatScore, isScore, scoreLabel } from '@/utils/score';
import { pathOf } from '@/utils/url';

import { useAudit } from '../api/get-audit';
import { PAGE_LIMITS, usePages } from '../api/get-pages';
import { categoryCriteria, impactedPages } from '../utils/category';
import { AuditLoadError } from './audit-load-error';


const BAND_TONE = { good: 'success', warn: 'warn', orange: 'orange', fail: 'danger' } as const;

/**
 * Category view (spec 2): the category's score, a link to its section of the Score Guide, its
 * criteria, a per-criterion breakdown (ascending by average) and the pages it holds back.
 * `criteria` is the catalogue, passed in by the screen; without it the grid uses what the pages carry.
 */
export function CategoryView({ auditId, slug, criteria }: { auditId: string; slug: string; criteria: readonly ScoringCriterion[] | undefined }) {
  const audit = useAudit(auditId);
  const pages = usePages(auditId, PAGE_LIMITS.categoryView);
  const category = categoryBySlug(slug);

  // A failure to load the pages is only logged (spec 8): the view shows what it has.
  useEffect(() => {
    if (pages.isError) console.error('Category view: pages failed to load', pages.error);
  }, [pages.isError, pages.error]);

  const backToAudit = (
    <Link to={paths.audits.detail.getHref(auditId)} className="btn btn--primary">
      Back to Audit
    </Link>
  );

  if (!category) {
    return (
      <div className="container page">
        <Head title="Category not found" />
        <ErrorState title="Category not found" message={`There is no category "${slug}". Choose one of the six categories on the audit overview.`} action={backToAudit} />
      </div>
    );
  }
  if (audit.isPending) {
    return (
      <div className="container page">
        <Skeleton lines={3} height={30} />
      </div>
    );
  }
  if (audit.isError) return <AuditLoadError error={audit.error} />;

  const score = categoryScores(audit.data).find((c) => categoryByName(c.category)?.slug === slug);
  const value = score?.score ?? null;
  const list = pages.data ?? [];
  const breakdown = categoryCriteria(list, category.name);
  const impacted = impactedPages(list, category.name);
  const siteChecks = (audit.data.site_checks_json ?? []).filter((c) => c.category === category.name);
  const averages = new Map(breakdown.map((b) => [b.id, b.average]));
  for (const c of siteChecks) if (!c.preview && c.status !== 'not_applicable') averages.set(c.id, c.score);

  const grid: { id: string; label: string; scope: string; impact: string; weight: number; preview: boolean }[] = criteria?.length
    ? criteria.filter((c) => c.category === category.name).map((c) => ({ id: c.id, label: c.label, scope: c.scope, impact: c.impact, weight: c.weight, preview: c.preview }))
    : [...breakdown.map((b) => ({ id: b.id, label: b.name, scope: 'page', impact: b.impact, weight: b.weight, preview: false })),
       ...siteChecks.map((c) => ({ id: c.id, label: c.name, scope: 'site', impact: c.impact_level ?? c.impact, weight: c.weight, preview: c.preview }))];

  const band = isScore(value) ? categoryBand(value) : null;

  return (
    <div className="container page">
      <Head title={`${category.name} · Category`} />
      <Link to={paths.audits.detail.getHref(auditId)} className="back-link">
        <span aria-hidden="true">←</span> Back to Audit
      </Link>

      <header className="panel category-hero">
        <ScoreGauge score={value} label={`${category.name} score`} size={128} tone={band ? (BAND_TONE[band] === 'orange' ? 'warn' : BAND_TONE[band]) : 'none'} />
        <div className="category-hero__text">
          <p className="eyebrow">Category</p>
          <h1>{category.name}</h1>
          <p className="muted">{CATEGORY_BLURBS[category.slug]}</p>
          <div className="chip-row">
            {band && <Pill tone={BAND_TONE[band]}>{scoreLabel(value as number)}</Pill>}
            {typeof score?.checks_count === 'number' && <Pill tone="neutral">{score.checks_count} checks scored</Pill>}
            <Pill tone="neutral">{list.length} pages analysed</Pill>
          </div>
          <Link to={paths.scoreGuide.root.getHref(category.slug)} className="category-hero__guide">
            How {category.name} is scored in the Score Guide →
          </Link>
        </div>
      </header>

      {pages.isPending ? (
        <Skeleton lines={5} height={40} />
      ) : (
        <div className="stack-lg">
          <section aria-labelledby="criteria-title">
            <div className="section-head">
              <h2 id="criteria-title">Criteria</h2>
              <p className="muted">The checks in this category. Open one for what it measures and how to fix it.</p>
            </div>
            <ul className="criteria-grid">
              {grid.map((c) => {
                const avg = averages.get(c.id);
                return (
                  <li key={c.id}>
                    <Link to={paths.scoreGuide.criterion.getHref(c.id)} className="criterion-tile">
                      <span className="criterion-tile__top">
                        <span className="criterion-tile__label">{c.label}</span>
                        <span className={`criterion-tile__score text-${isScore(avg) ? BAND_TONE[categoryBand(avg)] : 'none'}`}>
                          {c.preview ? 'preview' : formatScore(avg)}
                        </span>
                      </span>
                      <span className="criterion-tile__id">{c.id}</span>
                      <span className="chip-row">
                        <ImpactPill impact={c.impact} />
                        <Pill tone="neutral">{c.scope === 'site' ? 'Site level' : 'Page level'}</Pill>
                        <Pill tone="neutral">Weight {c.weight}</Pill>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="breakdown-title">
            <div className="section-head">
              <h2 id="breakdown-title">Score Breakdown</h2>
              <p className="muted">Page-level criteria across the analysed pages, weakest first. A page passes a criterion at 60 or more.</p>
            </div>
            {breakdown.length === 0 ? (
              <p className="muted">No page-level results in this category yet.</p>
            ) : (
              <div className="table-wrap table-card">
                <table className="table table--stack">
                  <caption className="visually-hidden">Average score, passing and failing pages per criterion</caption>
                  <thead>
                    <tr>
                      <th scope="col">Criterion</th>
                      <th scope="col" className="num">
                        Avg score
                      </th>
                      <th scope="col" className="num">
                        Passing pages
                      </th>
                      <th scope="col" className="num">
                        Failing pages
                      </th>
                      <th scope="col">Impact</th>
                    </tr>
                  </thead>
                  <tbody>
                    {breakdown.map((b) => (
                      <tr key={b.id}>
                        <th scope="row" data-label="Criterion">
                          <Link to={paths.scoreGuide.criterion.getHref(b.id)}>{b.name}</Link>
                        </th>
                        <td data-label="Avg score" className="num">
                          <span className="bar-cell">
                            <ScoreBar score={b.average} size="sm" tone={BAND_TONE[categoryBand(b.average)]} />
                            <span className={`text-${BAND_TONE[categoryBand(b.average)]}`}>{formatScore(b.average)}</span>
                          </span>
                        </td>
                        <td data-label="Passing pages" className="num">
                          {b.passing}
                        </td>
                        <td data-label="Failing pages" className="num">
                          {b.failing}
                        </td>
                        <td data-label="Impact">
                          <ImpactPill impact={b.impact} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby="impacted-title">
            <div className="section-head">
              <h2 id="impacted-title">Impacted Pages</h2>
              <p className="muted">Pages with at least one {category.name} check below 60.</p>
            </div>
            {impacted.length === 0 ? (
              <EmptyState title="All pages passing!" icon="check">
                Every analysed page scores 60 or more on each {category.name} check.
              </EmptyState>
            ) : (
              <div className="table-wrap table-card">
                <table className="table table--stack">
                  <caption className="visually-hidden">Pages held back in this category</caption>
                  <thead>
                    <tr>
                      <th scope="col">Page</th>
                      <th scope="col">Failing checks</th>
                      <th scope="col" className="num">
                        Category avg
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {impacted.map((p) => (
                      <tr key={p.id}>
                        <th scope="row" data-label="Page">
                          <Link to={paths.audits.page.getHref(auditId, p.id)} className="break-anywhere">
                            {p.title || pathOf(p.url)}
                          </Link>
                          <span className="table__sub break-anywhere">{pathOf(p.url)}</span>
                        </th>
                        <td data-label="Failing checks">
                          <span className="tag-list">
                            {p.failing.map((f) => (
                              <span key={f.id} className="tag">
                                {f.name} <strong>{Math.round(f.score)}</strong>
                              </span>
                            ))}
                          </span>
                        </td>
                        <td data-label="Category avg" className="num">
                          <span className={`text-${BAND_TONE[categoryBand(p.average)]}`}>{formatScore(p.average)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
