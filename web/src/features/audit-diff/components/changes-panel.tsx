import type { AuditDiff, CheckChange, ScoreDelta } from '@citable/contracts';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/utils/relative-time';
import { formatScore } from '@/utils/score';
import { pluralize } from '@/utils/text';
import { pathOf } from '@/utils/url';

import { useAuditDiff } from '../api/get-audit-diff';

/** "+4.5", "−3.0", "0.0": a change in points, signed. */
export const signedPoints = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatScore(Math.abs(n))}`;
const deltaTone = (n: number) => (n > 0.05 ? 'up' : n < -0.05 ? 'down' : 'flat');

function Delta({ value }: { value: number }) {
  return <span className={`delta delta--${deltaTone(value)}`}>{signedPoints(value)}</span>;
}

/** Pages shown per check before "and N more" (the API has them all). */
const SHOWN_PAGES = 5;

/** `label` says what the pages are, given their count: "Fixed on 2 pages". */
function PageList({ label, urls }: { label: (count: string) => string; urls: readonly string[] }) {
  if (urls.length === 0) return null;
  const shown = urls.slice(0, SHOWN_PAGES).map(pathOf);
  return (
    <p className="changes__pages small">
      <span className="muted">
        {label(pluralize(urls.length, 'page'))}:{' '}
      </span>
      <span className="break-anywhere">
        {shown.join(', ')}
        {urls.length > SHOWN_PAGES ? ` and ${urls.length - SHOWN_PAGES} more` : ''}
      </span>
    </p>
  );
}

function CheckList({ checks, empty }: { checks: readonly CheckChange[]; empty: string }) {
  if (checks.length === 0) return <p className="muted small">{empty}</p>;
  return (
    <ul className="changes__checks">
      {checks.map((c) => (
        <li key={c.id} data-check={c.id}>
          <div className="changes__check-head">
            <Link to={paths.scoreGuide.criterion.getHref(c.id)} className="changes__check-name">
              {c.name}
            </Link>
            {c.previous && c.current && c.delta !== null && (
              <span className="changes__values small">
                {formatScore(c.previous.value)} → {formatScore(c.current.value)} <Delta value={c.delta} />
              </span>
            )}
          </div>
          <p className="muted small">
            {c.category} · {c.scope === 'page' ? 'page check, mean over pages' : 'site check'}
          </p>
          <PageList label={(n) => `Fixed on ${n}`} urls={c.pages_fixed} />
          <PageList label={(n) => `Regressed on ${n}`} urls={c.pages_regressed} />
        </li>
      ))}
    </ul>
  );
}

function ScoreRow({ label, delta }: { label: string; delta: ScoreDelta }) {
  return (
    <div className="changes__score">
      <span className="changes__score-label">{label}</span>
      <span className="changes__score-values">
        {formatScore(delta.previous)} → <strong>{formatScore(delta.current)}</strong>
      </span>
      <Delta value={delta.delta} />
    </div>
  );
}

/** The changes between two audits of one site: scores, categories, checks fixed and regressed (with pages), pages added and gone, citations. */
export function ChangesView({ diff, variant }: { diff: AuditDiff; variant: 'details' | 'report' }) {
  const by = (kind: CheckChange['change']) => diff.checks.filter((c) => c.change === kind);
  const fixed = by('fixed');
  const regressed = by('regressed');
  const improved = by('improved');
  // Same site status, yet fixed or broken on some pages.
  const movedOnPages = diff.checks.filter((c) => c.change === 'unchanged' && (c.pages_fixed.length > 0 || c.pages_regressed.length > 0));
  const since = formatDate(diff.previous.finished_at);
  return (
    <section className={variant === 'report' ? 'report-section changes changes--report' : 'panel changes'} aria-labelledby="changes-title" data-testid="changes-panel">
      <h2 id="changes-title">Changes since {since}</h2>
      <p className="muted">
        Compared with the previous audit of this site, completed {formatDateTime(diff.previous.finished_at)}
        {variant === 'details' && diff.previous.audit_id ? (
          <>
            {' '}
            (<Link to={paths.audits.detail.getHref(diff.previous.audit_id)}>open it</Link>)
          </>
        ) : null}
        .
      </p>

      <div className="changes__scores">
        <ScoreRow label="Citable Score" delta={diff.scores.overall} />
        <ScoreRow label="AEO Score" delta={diff.scores.aeo} />
        <ScoreRow label="GEO Score" delta={diff.scores.geo} />
      </div>

      <table className="table table--stack changes__categories">
        <caption className="visually-hidden">Category scores, before and now</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Before
            </th>
            <th scope="col" className="num">
              Now
            </th>
            <th scope="col" className="num">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {diff.categories.map((c) => (
            <tr key={c.category}>
              <th scope="row">{c.name}</th>
              <td className="num" data-label="Before">
                {formatScore(c.previous)}
              </td>
              <td className="num" data-label="Now">
                {formatScore(c.current)}
              </td>
              <td className="num" data-label="Change">
                <Delta value={c.delta} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="two-col changes__lists">
        <div className="changes__list changes__list--fixed" aria-labelledby="changes-fixed-title">
          <h3 id="changes-fixed-title">Checks fixed ({fixed.length})</h3>
          <CheckList checks={fixed} empty="No check passes now that did not pass before." />
        </div>
        <div className="changes__list changes__list--regressed" aria-labelledby="changes-regressed-title">
          <h3 id="changes-regressed-title">Checks regressed ({regressed.length})</h3>
          <CheckList checks={regressed} empty="No check got worse." />
        </div>
      </div>
      {improved.length > 0 && (
        <div className="changes__list">
          <h3>Improved, not yet passing ({improved.length})</h3>
          <CheckList checks={improved} empty="" />
        </div>
      )}
      {movedOnPages.length > 0 && (
        <div className="changes__list">
          <h3>Same site status, changed on some pages ({movedOnPages.length})</h3>
          <CheckList checks={movedOnPages} empty="" />
        </div>
      )}

      <div className="changes__footer">
        <p>
          <strong>Pages:</strong> {diff.pages.compared} in both audits, {diff.pages.added.length} added, {diff.pages.gone.length} gone.
        </p>
        <PageList label={(n) => `${n} added`} urls={diff.pages.added} />
        <PageList label={(n) => `${n} gone`} urls={diff.pages.gone} />
        {diff.citations && (
          <p>
            <strong>Citation rate:</strong> {formatScore(diff.citations.previous.rate)}% → {formatScore(diff.citations.current.rate)}% of answers (
            <Delta value={diff.citations.delta} /> points; 95% CI {signedPoints(diff.citations.low)} to {signedPoints(diff.citations.high)}
            {diff.citations.low > 0 || diff.citations.high < 0 ? '' : ', within noise'}).
          </p>
        )}
      </div>
    </section>
  );
}

/** "Changes since {date}" for an audit; nothing on a first audit (no previous one) or while it loads. */
export function ChangesPanel({ auditId, variant }: { auditId: string; variant: 'details' | 'report' }) {
  const diff = useAuditDiff(auditId);
  if (!diff.data?.diff) return null;
  return <ChangesView diff={diff.data.diff} variant={variant} />;
}
