import type { ScoringCriterion } from '@citable/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { ImpactPill, Pill } from '@/components/ui/pill';
import { RichText } from '@/components/ui/rich-text';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { categoryByName } from '@/utils/categories';
import { hostOf } from '@/utils/url';

import { useCriteria } from '@/lib/criteria';

import { checkTypeLabel } from './legends';

/** Points of a criterion when the catalogue leaves them out (spec 9). */
export const DEFAULT_POINTS = 100;

function BackToGuide() {
  return (
    <Link to={paths.scoreGuide.root.getHref()} className="back-link">
      <span aria-hidden="true">←</span> Back to Score Guide
    </Link>
  );
}

/** Criterion detail (spec 2): every field of one catalogue entry, or "Criterion Not Found". */
export function CriterionDetail({ criterionId }: { criterionId: string }) {
  const criteria = useCriteria();

  if (criteria.isPending) {
    return (
      <div className="container container--mid page" aria-busy="true">
        <Head title={criterionId} />
        <Skeleton lines={2} height={30} />
        <div className="spacer" />
        <Skeleton lines={6} height={50} />
      </div>
    );
  }
  if (criteria.isError) {
    return (
      <div className="container page">
        <Head title="Error Loading Criterion" />
        <ErrorState
          title="Error Loading Criterion"
          message={apiErrorMessage(criteria.error, 'Unknown error')}
          action={
            <Link to={paths.scoreGuide.root.getHref()} className="btn btn--primary">
              Back to Score Guide
            </Link>
          }
        />
      </div>
    );
  }

  const criterion = criteria.data.find((c) => c.id === criterionId);
  if (!criterion) {
    return (
      <div className="container page">
        <Head title="Criterion Not Found" />
        <ErrorState
          title="Criterion Not Found"
          message={`The criterion "${criterionId}" doesn't exist.`}
          action={
            <Link to={paths.scoreGuide.root.getHref()} className="btn btn--primary">
              Back to Score Guide
            </Link>
          }
        />
      </div>
    );
  }
  return <CriterionView c={criterion} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel criterion-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function CriterionView({ c }: { c: ScoringCriterion }) {
  const points = c.points_possible ?? DEFAULT_POINTS;
  const category = categoryByName(c.category);
  const scope = c.scope === 'site' ? 'Site level' : 'Page level';
  const examples = c.examples ?? [];
  const quickFixes = c.quick_fixes ?? [];
  const commonIssues = c.common_issues ?? [];
  const references = c.references ?? [];
  const learnMore = c.learn_more_links ?? [];

  return (
    <div className="container container--mid page criterion">
      <Head title={`${c.label} · Score Guide`} />
      <BackToGuide />

      <header className="criterion__header">
        <p className="criterion__id">{c.id}</p>
        <h1>{c.label}</h1>
        {c.title && <p className="lead">{c.title}</p>}
        <div className="chip-row">
          <ImpactPill impact={c.impact} />
          <Pill tone="neutral">{scope}</Pill>
          <Pill tone="info">{c.check_type}</Pill>
          {c.preview && <Pill tone="preview">Preview</Pill>}
          {category && (
            <Link to={paths.scoreGuide.root.getHref(category.slug)} className="pill pill--link">
              {c.category}
            </Link>
          )}
        </div>
        {c.description && <RichText text={c.description} className="criterion__description" />}
      </header>

      <dl className="tile-row">
        <div className="tile">
          <dt>Weight</dt>
          <dd>{c.weight}</dd>
        </div>
        <div className="tile">
          <dt>Points</dt>
          <dd>{points}</dd>
        </div>
        <div className="tile">
          <dt>Pass threshold</dt>
          <dd>{c.pass_threshold}%</dd>
        </div>
        <div className="tile">
          <dt>Warn threshold</dt>
          <dd>{c.warn_threshold}%</dd>
        </div>
      </dl>

      <div className="stack">
        {c.why_it_matters && (
          <Section id="why" title="Why This Matters">
            <RichText text={c.why_it_matters} />
          </Section>
        )}
        {c.how_to_fix && (
          <Section id="how" title="How to Fix">
            <RichText text={c.how_to_fix} />
          </Section>
        )}
        {examples.length > 0 && (
          <Section id="example" title="Example">
            {examples.map((ex) => (
              <figure key={ex.label} className="example">
                <figcaption>{ex.label}</figcaption>
                <pre className="code-block" tabIndex={0}>
                  <code>{ex.code}</code>
                </pre>
              </figure>
            ))}
          </Section>
        )}
        {quickFixes.length > 0 && (
          <Section id="quick" title="Quick Fixes">
            <ul className="check-list">
              {quickFixes.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Section>
        )}
        {commonIssues.length > 0 && (
          <Section id="issues" title="Common Issues">
            <ul className="issue-bullets">
              {commonIssues.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Section>
        )}

        <Section id="resources" title="Resources">
          {c.official_docs && (
            <p>
              <a href={c.official_docs} target="_blank" rel="noopener noreferrer" className="btn btn--secondary btn--sm btn--wrap">
                Official documentation ({hostOf(c.official_docs)}) ↗
              </a>
            </p>
          )}
          {references.length > 0 && (
            <>
              <h3>References</h3>
              <ul className="ref-list">
                {references.map((url) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {hostOf(url)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {learnMore.length > 0 && (
            <>
              <h3>Learn more</h3>
              <ul>
                {learnMore.map((l) => (
                  <li key={l.url}>
                    <a href={l.url} target="_blank" rel="noopener noreferrer">
                      {l.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {c.evidence_basis?.summary && (
            <>
              <h3>Evidence basis</h3>
              <p>
                <Pill tone="neutral">{c.evidence_basis.kind}</Pill> {c.evidence_basis.summary}
              </p>
            </>
          )}
          {!c.official_docs && references.length === 0 && learnMore.length === 0 && <p className="muted">No external resources for this check.</p>}
        </Section>

        <Section id="method" title="Scoring Methodology">
          <p>{c.scoring_approach || 'Automated analysis'}</p>
          <dl className="kv-list kv-list--grid">
            <div>
              <dt>Check type</dt>
              <dd>
                {c.check_type} ({checkTypeLabel(c.check_type)})
              </dd>
            </div>
            <div>
              <dt>Scope</dt>
              <dd>{scope}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{c.category}</dd>
            </div>
            <div>
              <dt>Points</dt>
              <dd>{points}</dd>
            </div>
            <div>
              <dt>Thresholds</dt>
              <dd>
                Pass {c.pass_threshold}% · Warn {c.warn_threshold}%
              </dd>
            </div>
            <div>
              <dt>Weight</dt>
              <dd>{c.weight} of 15</dd>
            </div>
            {c.importance_rank !== null && c.importance_rank !== undefined && (
              <div>
                <dt>Priority rank</dt>
                <dd>#{c.importance_rank}</dd>
              </div>
            )}
            {c.display_order !== null && c.display_order !== undefined && (
              <div>
                <dt>Display order</dt>
                <dd>{c.display_order}</dd>
              </div>
            )}
            <div>
              <dt>Impact</dt>
              <dd>{c.impact}</dd>
            </div>
          </dl>
        </Section>

        <Section id="meta" title="System Metadata">
          <dl className="kv-list kv-list--grid">
            <div>
              <dt>Criterion ID</dt>
              <dd>
                <code className="code-inline">{c.id}</code>
              </dd>
            </div>
            <div>
              <dt>Version</dt>
              <dd>{c.version}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{c.enabled ? 'Enabled' : 'Disabled'}</dd>
            </div>
            <div>
              <dt>Preview</dt>
              <dd>{c.preview ? 'Yes' : 'No'}</dd>
            </div>
            <div>
              <dt>Visible in UI</dt>
              <dd>{c.view_in_ui === false ? 'No' : 'Yes'}</dd>
            </div>
          </dl>
          <p className="muted small">This data comes from the scoring_criteria table, the catalogue every audit is scored against.</p>
        </Section>
      </div>

      <div className="criterion__foot">
        <BackToGuide />
      </div>
    </div>
  );
}
