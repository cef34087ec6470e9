import type { Audit, PageSummary } from '@citable/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ImpactPill, Pill } from '@/components/ui/pill';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useCriteria } from '@/lib/criteria';
import { formatScore, scoreBand } from '@/utils/score';
import { pluralize } from '@/utils/text';
import { pathOf } from '@/utils/url';

import { quickWins, topBlockers } from '../utils/actions';

import { SiteFixesSection } from './fixes-panel';

/** Pages shown before "Show all": the first few are where to start. */
const FIX_FIRST_PREVIEW = 5;

/**
 * Actions tab (spec 2): the "Fix First" list, pages ordered AI-cited first, then by High-impact
 * issues, then by issue count (spec 9, computed by the scorer). Beside it the top blockers and
 * quick wins, worked out from the pages; below it the fix pack's site files and its download.
 */
export function ActionsTab({ audit, pages }: { audit: Audit; pages: readonly PageSummary[] | undefined }) {
  const fixFirst = audit.fix_first ?? [];
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? fixFirst : fixFirst.slice(0, FIX_FIRST_PREVIEW);
  const blockers = topBlockers(pages ?? []);
  const criteria = useCriteria();
  const wins = quickWins(pages ?? [], criteria.data ?? []);

  return (
    <div className="actions-layout">
      <section aria-labelledby="fix-first-title" className="stack">
        <div className="section-head">
          <h2 id="fix-first-title">Fix First</h2>
          <p className="muted">Pages already cited by AI assistants come first, then pages with the most High-impact issues, then the most issues.</p>
        </div>
        {fixFirst.length === 0 ? (
          <EmptyState title="Nothing to fix first" icon="check">
            No page has a failing or warning check. Keep an eye on new pages as you publish them.
          </EmptyState>
        ) : (
          <ol className="fix-list">
            {shown.map((item, index) => (
              <li key={item.url} className="fix-card">
                <div className="fix-card__rank" aria-hidden="true">
                  {index + 1}
                </div>
                <div className="fix-card__body">
                  <h3 className="fix-card__title">
                    {item.page_id ? (
                      <Link to={paths.audits.page.getHref(audit.id, item.page_id)}>{item.title || pathOf(item.url)}</Link>
                    ) : (
                      (item.title ?? pathOf(item.url))
                    )}
                  </h3>
                  <p className="fix-card__url break-anywhere">{item.url}</p>
                  <div className="chip-row">
                    {item.citation_count > 0 && <Pill tone="brand">Cited {item.citation_count}×</Pill>}
                    <Pill tone={item.high_impact_issues > 0 ? 'danger' : 'neutral'}>{pluralize(item.high_impact_issues, 'high-impact issue')}</Pill>
                    <Pill tone="neutral">{pluralize(item.issue_count, 'issue')}</Pill>
                  </div>
                  {item.top_issues.length > 0 && (
                    <ul className="issue-list">
                      {item.top_issues.map((issue) => (
                        <li key={issue.id}>
                          <span className={`score-chip score-chip--sm score-chip--${scoreBand(issue.score)}`}>{Math.round(issue.score)}</span>
                          <Link to={paths.scoreGuide.criterion.getHref(issue.id)}>{issue.name}</Link>
                          <ImpactPill impact={issue.impact} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {fixFirst.length > FIX_FIRST_PREVIEW && (
          <button type="button" className="btn btn--secondary fix-list__more" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Show fewer pages' : `Show all ${fixFirst.length} pages`}
          </button>
        )}
        <SiteFixesSection auditId={audit.id} />
      </section>

      <aside className="stack" aria-label="Top blockers and quick wins">
        <section className="panel panel--tight" aria-labelledby="blockers-title">
          <h2 id="blockers-title" className="h3">
            Top blockers
          </h2>
          <p className="muted small">Checks failing or warning on the most pages.</p>
          {blockers.length === 0 ? (
            <p className="muted">No blockers found.</p>
          ) : (
            <ol className="mini-list">
              {blockers.map((b) => (
                <li key={b.id}>
                  <Link to={paths.scoreGuide.criterion.getHref(b.id)}>{b.name}</Link>
                  <span className="mini-list__meta">
                    {pluralize(b.pages, 'page')} · avg {formatScore(b.average)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="panel panel--tight" aria-labelledby="wins-title">
          <h2 id="wins-title" className="h3">
            Quick wins
          </h2>
          <p className="muted small">Heavy checks (weight 10 or more) that score 0: one change gains a lot.</p>
          {wins.length === 0 ? (
            <p className="muted">No quick wins: no heavy check scores 0.</p>
          ) : (
            <ol className="mini-list">
              {wins.map((w) => (
                <li key={w.id}>
                  <Link to={paths.scoreGuide.criterion.getHref(w.id)}>{w.name}</Link>
                  <span className="mini-list__meta">
                    Weight {w.weight} · {pluralize(w.pages, 'page')} at 0
                  </span>
                  {w.fix && <span className="mini-list__fix">{w.fix}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </aside>
    </div>
  );
}
