import type { AuditDetail, Composite } from '@citable/contracts';
import type { ReactNode } from 'react';

import { CategoryBreakdown } from '@/components/scores/category-breakdown';
import { ScoreTile } from '@/components/scores/score-tile';
import { paths } from '@/config/paths';
import { categoryScores, headlineScores } from '@/utils/audit-scores';

import { SiteProfile } from './site-profile';

/**
 * Overview tab (spec 2): three score tiles with the site's type and industry under them,
 * "Category Breakdown" (six cards linking to the category view) and the citation performance
 * summary; "Changes since {date}" after the tiles and the charts after the breakdown (all three passed in by the screen).
 */
export function OverviewTab({
  audit,
  composite,
  citations,
  changes,
  charts,
}: {
  audit: AuditDetail;
  composite: Composite | null | undefined;
  citations: ReactNode;
  changes: ReactNode;
  charts: ReactNode;
}) {
  const scores = headlineScores(audit, composite);
  return (
    <div className="stack-lg">
      <section aria-labelledby="scores-title">
        <h2 id="scores-title" className="visually-hidden">
          Scores
        </h2>
        <div className="score-tiles" data-tour="scores">
          <ScoreTile
            featured
            size={132}
            label="Citable Score"
            score={scores.total}
            description="How visible the site is to AI assistants overall: every scored check, weighted."
          />
          <ScoreTile label="AEO Score" score={scores.aeo} description="Answer engines: can an assistant lift a clear answer from your pages?" />
          <ScoreTile label="GEO Score" score={scores.geo} description="Generative engines: can they find, trust and cite your site?" />
        </div>
        <SiteProfile audit={audit} />
      </section>

      {changes}

      <section aria-labelledby="categories-title" data-tour="categories">
        <div className="section-head">
          <h2 id="categories-title">Category Breakdown</h2>
          <p className="muted">Site performance across 6 key categories (0-100 scale). Open one for its checks and pages.</p>
        </div>
        <CategoryBreakdown scores={categoryScores(audit)} hrefFor={(slug) => paths.audits.category.getHref(audit.id, slug)} />
      </section>

      {charts}

      {citations}
    </div>
  );
}
