import type { ScoringCriterion } from '@citable/contracts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { ImpactPill, Pill } from '@/components/ui/pill';
import { InlineError, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { CATEGORIES, CATEGORY_BLURBS } from '@/utils/categories';

import { useCriteria } from '@/lib/criteria';

import { CheckTypeLegend, ImpactLegend } from './legends';

/** Catalogue size as the copy states it (spec 2); the tiles count what the API returns. */
const CHECK_COUNT = 36;

/**
 * Score Guide (spec 2): every check with counts, jump links to the category anchors (ids are the
 * slugs), the methodology and the citation test explained, and legends.
 */
export function ScoreGuide() {
  const criteria = useCriteria();
  const { hash } = useLocation();
  const list = criteria.data ?? [];
  const pageCount = list.filter((c) => c.scope === 'page').length;
  const siteCount = list.filter((c) => c.scope === 'site').length;

  // Anchors (#citations, #content-clarity...) exist only once the content is on screen.
  useEffect(() => {
    if (!hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    el?.scrollIntoView({ block: 'start' });
  }, [hash, criteria.isSuccess]);

  return (
    <div className="container page guide">
      <Head title="Score Guide" />
      <header className="guide-hero">
        <p className="eyebrow">Score Guide</p>
        <h1>How the Citable Score works</h1>
        <p className="lead">
          Citable runs {CHECK_COUNT} checks on your site to estimate how likely AI assistants such as ChatGPT, Claude and
          Perplexity are to find, understand, trust and cite it. Citation tests ask questions drawn from 200+ industry
          taxonomies, so they sound like your customers.
        </p>
        <dl className="guide-counts">
          <div>
            <dt>Total checks</dt>
            <dd>{criteria.isSuccess ? list.length : CHECK_COUNT}</dd>
          </div>
          <div>
            <dt>Page-level</dt>
            <dd>{criteria.isSuccess ? pageCount : '—'}</dd>
          </div>
          <div>
            <dt>Site-level</dt>
            <dd>{criteria.isSuccess ? siteCount : '—'}</dd>
          </div>
          <div>
            <dt>Categories</dt>
            <dd>{CATEGORIES.length}</dd>
          </div>
        </dl>
      </header>

      <div className="guide-layout">
        <nav className="guide-toc" aria-label="Score Guide sections">
          <p className="guide-toc__title">On this page</p>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c.slug}>
                <a href={`#${c.slug}`}>{c.name}</a>
              </li>
            ))}
            <li className="guide-toc__sep">
              <a href="#methodology">Methodology</a>
            </li>
            <li>
              <a href="#citations">AI citations</a>
            </li>
            <li>
              <a href="#legends">Legends</a>
            </li>
          </ul>
        </nav>

        <div className="guide-body">
          {criteria.isPending && <Skeleton lines={8} height={40} />}
          {criteria.isError && <InlineError title="Could not load the checks" message={apiErrorMessage(criteria.error, 'Unknown error')} />}
          {criteria.isSuccess &&
            CATEGORIES.map((category) => {
              const inCategory = list.filter((c) => c.category === category.name);
              return (
                <section key={category.slug} id={category.slug} className="guide-section" aria-labelledby={`${category.slug}-title`}>
                  <div className="guide-section__head">
                    <h2 id={`${category.slug}-title`}>{category.name}</h2>
                    <span className="muted small">{inCategory.length} checks</span>
                  </div>
                  <p className="muted">{CATEGORY_BLURBS[category.slug]}</p>
                  <ul className="guide-checks">
                    {inCategory.map((c) => (
                      <GuideCheck key={c.id} criterion={c} />
                    ))}
                  </ul>
                </section>
              );
            })}

          <Methodology />
          <Citations />

          <section id="legends" className="guide-section prose-section" aria-labelledby="legends-title">
            <h2 id="legends-title">Legends</h2>
            <div className="two-col">
              <div>
                <h3>Check types</h3>
                <CheckTypeLegend />
              </div>
              <div>
                <h3>Impact</h3>
                <ImpactLegend />
              </div>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

function GuideCheck({ criterion: c }: { criterion: ScoringCriterion }) {
  return (
    <li>
      <Link to={paths.scoreGuide.criterion.getHref(c.id)} className="guide-check">
        <span className="guide-check__main">
          <span className="guide-check__label">{c.label}</span>
          <span className="guide-check__title">{c.title}</span>
          <span className="guide-check__id">{c.id}</span>
        </span>
        <span className="guide-check__pills">
          <ImpactPill impact={c.impact} />
          <Pill tone="neutral">{c.scope === 'site' ? 'Site' : 'Page'}</Pill>
          <Pill tone="info">{c.check_type}</Pill>
          {c.preview && <Pill tone="preview">Preview</Pill>}
          <span className="guide-check__weight">Weight {c.weight}</span>
        </span>
      </Link>
    </li>
  );
}

function Methodology() {
  return (
    <section id="methodology" className="guide-section prose-section" aria-labelledby="methodology-title">
      <h2 id="methodology-title">Methodology</h2>
      <p>
        Every check gives a score from 0 to 100: once per page for page-level checks, once for the whole site for
        site-level checks. A check <strong>passes</strong> at its pass threshold (85 for page checks), <strong>warns</strong>{' '}
        at its warn threshold (60), and otherwise <strong>needs attention</strong>. Checks that do not apply to a page are
        left out rather than scored 0, and <strong>preview</strong> checks are shown but never counted.
      </p>
      <h3>From pages to the Citable Score</h3>
      <ol className="method-steps">
        <li>
          <strong>Page diagnostic score</strong>: the rounded average of a page&rsquo;s scored checks.
        </li>
        <li>
          <strong>Site value of a check</strong>: a page-level check&rsquo;s average over the pages where it applies; a
          site-level check&rsquo;s own score.
        </li>
        <li>
          <strong>Category scores, the Citable Score, AEO and GEO</strong>: the weighted mean of the site values of the
          checks in the set, each check weighted by its weight (1 to 15):
          <span className="formula">score = Σ (weight × site value) ÷ Σ weight</span>
          The Citable Score uses every scored check; AEO uses the answer-engine checks (titles, headings, answers, FAQs);
          GEO uses the rest (trust, technical, crawl and experience checks).
        </li>
      </ol>
      <h3>Expected impact of a fix</h3>
      <p>Priority fixes are ranked by how many points of the Citable Score they would add:</p>
      <p className="formula formula--block">
        expected impact = weight × (100 − site value) × share of pages affected ÷ Σ weight of the included checks
      </p>
      <p>
        The first three factors are what the fix is worth in weighted points; dividing by the total weight turns them into
        points of the Citable Score. <em>Example:</em> a check of weight 12 with a site value of 40 that fails on half the
        pages, in an audit whose included checks weigh 200 in total, is worth 12 × 60 × 0.5 ÷ 200 = 1.8 points.
      </p>
      <h3>Bands</h3>
      <ul>
        <li>
          Scores of <strong>85 or more</strong> are Excellent (green), <strong>60 to 84</strong> Good (amber), below 60{' '}
          <strong>Needs Work</strong> (red). A page passes a criterion at 60 or more.
        </li>
        <li>The executive summary calls 70 or more strong, 50 to 69 moderate and below 50 critical.</li>
        <li>Scores are shown to one decimal; a dash (—) means there is nothing to score yet.</li>
      </ul>
      <p className="muted">
        All scores are heuristic estimates built from public signals. They are not a measurement of how any assistant ranks
        or cites a site.
      </p>
    </section>
  );
}

function Citations() {
  return (
    <section id="citations" className="guide-section prose-section" aria-labelledby="citations-guide-title">
      <h2 id="citations-guide-title">AI citations</h2>
      <p>
        The citation test asks real AI assistants the questions your customers ask and records whether their answers cite
        your site. Each audit can ask four sources: <strong>Perplexity</strong>, <strong>ChatGPT</strong>,{' '}
        <strong>Claude</strong> and <strong>Brave AI</strong>. A source without an API key is shown as &ldquo;Not
        configured&rdquo;; nothing is simulated in its place.
      </p>
      <ul>
        <li>
          <strong>Branded</strong> questions name your brand; <strong>non-branded</strong> questions describe your topic,
          generated from your site description and an industry classifier that draws on 200+ industry taxonomies.
        </li>
        <li>
          <strong>Cited rate</strong>: the share of questions whose answer linked to your site. 70% or more is strong, 40%
          or more fair.
        </li>
        <li>
          <strong>Top cited URLs</strong> and <strong>top citing queries</strong> show what already works;{' '}
          <strong>missing queries</strong> are the questions where no source cited you: your content gaps.
        </li>
      </ul>
      <p className="muted">Answers change over time; each result is the answer given at the moment of the test.</p>
    </section>
  );
}
