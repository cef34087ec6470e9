import type { Audit } from '@citable/contracts';

import { Breakable } from '@/components/ui/breakable';
import { ProgressBar } from '@/components/ui/progress-bar';
import { hostOf } from '@/utils/url';

import { useAuditProgress } from '../api/get-audit-progress';

/**
 * A running audit: live counts from the progress stream and a bar. Pages are discovered, then
 * crawled, then scored; the bar follows the scored share of the pages found so far (capped by
 * the audit's page limit), so it never runs backwards by much as discovery continues.
 */
export function AuditProgressPanel({ audit }: { audit: Audit }) {
  const live = useAuditProgress(audit.id, true);
  const discovered = live?.discovered ?? audit.pages_discovered ?? 0;
  const crawled = live?.crawled ?? audit.pages_crawled ?? 0;
  const scored = live?.scored ?? audit.pages_analyzed ?? 0;
  const total = Math.min(Math.max(discovered, crawled, scored), audit.max_pages || Number.POSITIVE_INFINITY);
  // Crawling and scoring each count half: progress moves as soon as pages are fetched.
  const done = total > 0 ? (Math.min(crawled, total) + Math.min(scored, total)) / 2 : 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const phase = discovered === 0 ? 'Discovering pages…' : scored < crawled || crawled < discovered ? 'Crawling and scoring pages…' : 'Finishing up…';

  return (
    <section className="panel progress-panel" aria-labelledby="progress-title">
      <div className="progress-panel__head">
        <span className="spinner" aria-hidden="true" />
        <div>
          <h2 id="progress-title" className="break-anywhere">
            Auditing <Breakable text={hostOf(audit.root_url)} />
          </h2>
          <p className="muted" aria-live="polite">
            {phase} {total > 0 && <span>{percent}%</span>}
          </p>
        </div>
      </div>
      <ProgressBar value={done} max={total} label="Audit progress" />
      <dl className="progress-panel__stats">
        <div>
          <dt>Discovered</dt>
          <dd>{discovered}</dd>
        </div>
        <div>
          <dt>Crawled</dt>
          <dd>{crawled}</dd>
        </div>
        <div>
          <dt>Scored</dt>
          <dd>{scored}</dd>
        </div>
        <div>
          <dt>Page limit</dt>
          <dd>{audit.max_pages}</dd>
        </div>
      </dl>
      <p className="muted progress-panel__note">
        Most audits finish in a few minutes. You can leave this page; the results will be here when you come back.
      </p>
    </section>
  );
}
