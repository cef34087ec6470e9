import type { CheckResultWithTexts } from '@citable/contracts';
import { Link } from 'react-router-dom';

import { ImpactPill, Pill } from '@/components/ui/pill';
import { RichText } from '@/components/ui/rich-text';
import { paths } from '@/config/paths';
import { checkStatusLabel, checkTone, impactOf } from '@/utils/checks';
import { formatScore } from '@/utils/score';

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value || '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : 'none';
  return JSON.stringify(value);
}

const humanKey = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** One check on one page: status, score, and (opened) what was found and how to fix it. */
export function CheckCard({ check }: { check: CheckResultWithTexts }) {
  const tone = checkTone(check);
  const details = Object.entries(check.details ?? {}).filter(([, v]) => v !== undefined);
  return (
    <details className={`check-card check-card--${tone}`}>
      <summary className="check-card__summary">
        <span className={`check-card__score text-${tone === 'preview' || tone === 'neutral' ? 'none' : tone}`}>
          {check.status === 'not_applicable' ? 'n/a' : Math.round(check.score)}
        </span>
        <span className="check-card__name">{check.name}</span>
        <span className="check-card__pills">
          <Pill tone={tone}>{checkStatusLabel(check)}</Pill>
          <ImpactPill impact={impactOf(check)} />
        </span>
        <span className="check-card__chevron" aria-hidden="true" />
      </summary>
      <div className="check-card__body">
        {check.status === 'error' && check.error && <p className="alert alert--danger">The check could not run: {check.error}</p>}
        {check.evidence?.length > 0 && (
          <div>
            <h4>What we found</h4>
            <ul className="evidence">
              {check.evidence.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {details.length > 0 && (
          <dl className="details-grid">
            {details.map(([key, value]) => (
              <div key={key}>
                <dt>{humanKey(key)}</dt>
                <dd className="break-anywhere">{detailValue(value)}</dd>
              </div>
            ))}
          </dl>
        )}
        {check.why_it_matters && (
          <div>
            <h4>Why it matters</h4>
            <RichText text={check.why_it_matters} />
          </div>
        )}
        {check.how_to_fix && (
          <div>
            <h4>How to fix</h4>
            <RichText text={check.how_to_fix} />
          </div>
        )}
        {check.quick_fixes?.length > 0 && (
          <div>
            <h4>Quick fixes</h4>
            <ul>
              {check.quick_fixes.map((fix) => (
                <li key={fix}>{fix}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="check-card__footer">
          <span className="muted small">
            Score {formatScore(check.score)} · weight {check.weight}
          </span>
          <Link to={paths.scoreGuide.criterion.getHref(check.id)}>How this check is scored</Link>
          {check.official_docs && (
            <a href={check.official_docs} target="_blank" rel="noopener noreferrer">
              Official docs
            </a>
          )}
        </p>
      </div>
    </details>
  );
}
