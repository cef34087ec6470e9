// Realistic fixtures for the preview server's mock API, in the shapes of @citable/contracts.
// Scores are generated deterministically (seeded) per page and check, and every derived number
// (site values, category scores, composite, AEO/GEO, Fix First, report) is computed from them
// with the arithmetic of docs/decisions, so the screens show data that adds up.
import { readFileSync } from 'node:fs';

export const CRITERIA = JSON.parse(readFileSync(new URL('./fixtures/criteria.json', import.meta.url), 'utf8'));
const BY_ID = new Map(CRITERIA.map((c) => [c.id, c]));
const CATEGORIES = [
  ['Content & Clarity', 'content-clarity'],
  ['Structure & Organization', 'structure-organization'],
  ['Authority & Trust', 'authority-trust'],
  ['Technical Foundations', 'technical-foundations'],
  ['Crawl & Discoverability', 'crawl-discoverability'],
  ['Experience & Performance', 'experience-performance'],
];
const slugOf = (name) => CATEGORIES.find(([n]) => n === name)?.[1] ?? name;

export const IDS = {
  completed: '3f6c2a1e-8b4d-4c7a-9e21-5a0d7c4b9f11',
  running: '7d1e9b34-2c5f-4a88-b1d0-93e6f2a4c722',
  second: 'c2a9d5e7-4f1b-4e3c-8a6d-1b7e9f0c3d33',
  failedTimeout: '9e4b7c21-6d3a-4f5e-a8b9-2c1d0e7f6a44',
  failedPrecheck: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c55',
  failedPlatform: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d66',
  failedNoPages: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e77',
  failedDomain: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f88',
  failedOther: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a99',
  failedUnknown: '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b00',
};

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (text) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

const minutesAgo = (m) => new Date(Date.now() - m * 60_000).toISOString();

/** How well a site does on each check: [chance of 100, typical score otherwise]. */
const PROFILE_NORTHWIND = {
  C1_title_quality: [0.75, 70],
  C2_meta_description: [0.55, 50],
  C3_h1_presence: [0.85, 30],
  A1_answer_first: [0.35, 55],
  A2_headings_semantic: [0.6, 70],
  A3_faq_presence: [0.25, 0],
  A4_schema_faqpage: [0.1, 0],
  A9_internal_linking: [0.7, 65],
  G10_canonical: [0.8, 40],
  T1_mobile_viewport: [1, 100],
  T2_lang_region: [0.9, 60],
  T3_noindex_robots: [1, 100],
  A12_entity_graph: [0.15, 30],
  G2_og_tags_completeness: [0.45, 50],
  A6_contact_cta_presence: [0.6, 40],
  A5_related_questions_block: [0.2, 0],
  C5_h2_coverage_ratio: [0.5, 62],
  T4_core_web_vitals_hints: [0.55, 70],
  A7_llm_answerability: [0, 0],
  G5_author_freshness: [0.3, 40],
  G6_fact_url_stability: [0.6, 70],
  A13_page_speed_lcp: [0.4, 65],
  A14_qna_scaffold: [0.2, 30],
};

const PROFILE_LUMEN = Object.fromEntries(
  Object.entries(PROFILE_NORTHWIND).map(([id, [p, s]]) => [id, [Math.min(1, p + 0.2), Math.min(100, s + 10)]]),
);
// Crawl & Discoverability passes everywhere on the second site (its category view shows "All pages passing!").
PROFILE_LUMEN.A9_internal_linking = [1, 100];

const SITE_SCORES_NORTHWIND = {
  S1_faq_coverage_pct: 21.4,
  S2_faq_schema_adoption_pct: 7.1,
  S3_canonical_correct_pct: 85.7,
  S4_mobile_ready_pct: 100,
  S5_lang_correct_pct: 92.9,
  S6_entity_graph_adoption_pct: 14.3,
  S7_dup_title_pct: 85.7,
  S8_avg_h2_coverage: 64.3,
  S9_og_tags_coverage_pct: 50,
  S10_cta_above_fold_pct: 57.1,
  S11_freshness_coverage_pct: 35.7,
  A8_sitemap_discoverability: 100,
  T5_ai_bot_access: 90,
};
const SITE_SCORES_LUMEN = Object.fromEntries(Object.entries(SITE_SCORES_NORTHWIND).map(([k, v]) => [k, Math.min(100, v + 22)]));
SITE_SCORES_LUMEN.A8_sitemap_discoverability = 100;
SITE_SCORES_LUMEN.T5_ai_bot_access = 100;

const PAGES_NORTHWIND = [
  ['/', 'Northwind Roofing | Denver Roof Repair & Replacement', 'Denver roof repair, replacement and inspections'],
  ['/services/roof-repair', 'Emergency Roof Repair in Denver | Northwind Roofing', 'Emergency roof repair in Denver'],
  ['/services/roof-replacement', 'Roof Replacement Cost & Process | Northwind Roofing', 'Roof replacement in Denver'],
  ['/services/inspections', 'Free Roof Inspections', 'Free roof inspections'],
  ['/services', 'Services', 'Our services'],
  ['/about', 'About Us | Northwind Roofing', 'About Northwind Roofing'],
  ['/contact', 'Contact', 'Contact us'],
  ['/pricing', 'Roofing Prices in Denver (2025 Guide) | Northwind Roofing', 'How much does a new roof cost in Denver?'],
  ['/faq', 'Roofing FAQ | Northwind Roofing', 'Frequently asked questions'],
  ['/blog', 'Blog | Northwind Roofing', 'Roofing tips and guides'],
  ['/blog/how-long-does-a-roof-last', 'How Long Does a Roof Last in Colorado? | Northwind Roofing', 'How long does a roof last in Colorado?'],
  ['/blog/signs-you-need-a-new-roof', '7 Signs You Need a New Roof', '7 signs you need a new roof'],
  ['/reviews', 'Customer Reviews | Northwind Roofing', 'What our customers say'],
  // Stored but not scored yet (the sweep finalised the audit without it): the page view's empty state.
  ['/careers', 'Careers | Northwind Roofing', 'Join our crew', { unscored: true }],
];
const PAGES_LUMEN = [
  ['/', 'Lumen Labs | Analytics for Product Teams', 'Product analytics your whole team can read'],
  ['/product', 'Product Tour | Lumen Labs', 'See Lumen in action'],
  ['/pricing', 'Pricing | Lumen Labs', 'Simple pricing that scales with you'],
  ['/docs/getting-started', 'Getting Started with Lumen | Lumen Docs', 'Getting started'],
  ['/blog/what-is-product-analytics', 'What Is Product Analytics? A Practical Guide | Lumen Labs', 'What is product analytics?'],
  ['/customers', 'Customer Stories | Lumen Labs', 'Teams that ship with Lumen'],
];

function evidenceFor(id, score, page) {
  const title = page.title ?? '';
  switch (id) {
    case 'C1_title_quality':
      return [`Title "${title}" has ${[...title].length} characters (good: 15 to 65)`];
    case 'C2_meta_description':
      return score === 0 ? ['No <meta name="description"> in the <head>'] : [`Meta description has ${score >= 85 ? 128 : 38} characters (good: 50 to 160)`];
    case 'C3_h1_presence':
      return score === 100 ? ['Exactly one <h1>: "' + (page.h1 ?? '') + '"'] : score === 30 ? ['3 <h1> elements found (expected exactly one)'] : ['No <h1> in the HTML'];
    case 'A4_schema_faqpage':
      return score === 0 ? ['No FAQPage structured data found', 'The page has 0 question-and-answer pairs in JSON-LD'] : ['FAQPage with 6 questions in JSON-LD'];
    case 'A12_entity_graph':
      return score >= 85 ? ['Organization schema with logo, name and 3 sameAs links'] : ['Organization schema found, no logo', '1 social profile linked (sameAs)'];
    case 'G10_canonical':
      return score === 100 ? [`<link rel="canonical"> points to itself: ${page.url}`] : ['Canonical points to http:// while the page is served over https://'];
    case 'T1_mobile_viewport':
      return ['<meta name="viewport" content="width=device-width, initial-scale=1">'];
    case 'T3_noindex_robots':
      return ['No noindex in robots meta or X-Robots-Tag'];
    case 'A7_llm_answerability':
      return ['No LLM is configured, so this check does not apply'];
    default:
      return score >= 85 ? ['Meets the criterion on this page'] : score >= 60 ? ['Partly meets the criterion on this page'] : ['Does not meet the criterion on this page'];
  }
}

function statusOf(score, c) {
  if (score >= c.pass_threshold) return 'ok';
  if (score >= c.warn_threshold) return 'warn';
  return 'fail';
}

function checkResult(c, score, page, statusOverride) {
  return {
    id: c.id,
    name: c.label,
    category: c.category,
    score,
    weight: c.weight,
    status: statusOverride ?? statusOf(score, c),
    preview: c.preview,
    details: c.id === 'C1_title_quality' ? { title: page?.title ?? null, length: [...(page?.title ?? '')].length } : {},
    evidence: page ? evidenceFor(c.id, score, page) : [`Site value ${score}`],
    impact: c.impact,
    impact_level: c.impact,
    page_url: page?.url ?? null,
    page_title: page?.title ?? null,
    why_it_matters: c.why_it_matters,
    how_to_fix: c.how_to_fix,
    quick_fixes: c.quick_fixes,
    examples: c.examples,
    official_docs: c.official_docs,
  };
}

function htmlFor(page, site) {
  const head = `<!doctype html>
<html lang="en-US">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${page.title}</title>
  <meta name="description" content="Same-day emergency roof repair across Denver. Licensed crews, free inspection, repairs from $350.">
  <link rel="canonical" href="${page.url}">
  <meta property="og:title" content="${page.title}">
  <meta property="og:type" content="website">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"RoofingContractor","name":"${site}","url":"https://www.${site.toLowerCase().replace(/\s+/g, '')}.com","telephone":"+1-303-555-0142","address":{"@type":"PostalAddress","addressLocality":"Denver","addressRegion":"CO"}}</script>
  <link rel="stylesheet" href="/assets/site.css">
</head>
<body>
  <header class="site-header"><a href="/" class="logo">${site}</a>
    <nav><a href="/services">Services</a><a href="/pricing">Pricing</a><a href="/faq">FAQ</a><a href="/blog">Blog</a><a href="/contact" class="cta">Free inspection</a></nav>
  </header>
  <main>
    <h1>${page.h1 ?? ''}</h1>
    <p class="lead">Most roof leaks in Denver come from hail-damaged shingles and worn flashing. We inspect for free, quote the same day and fix most leaks within 24 hours.</p>
    <h2>What we repair</h2>
    <ul><li>Hail and wind damage</li><li>Leaks around chimneys, vents and skylights</li><li>Missing or curling shingles</li></ul>
    <h2>How much does a roof repair cost?</h2>
    <p>Small repairs start at $350; most jobs cost $450 to $1,200 depending on pitch, material and access.</p>
  </main>
</body>
</html>`;
  return head;
}

function buildPages(auditId, origin, list, profile, seed) {
  const random = rng(seed);
  const pageCriteria = CRITERIA.filter((c) => c.scope === 'page');
  return list.map(([path, title, h1, options], index) => {
    const url = `${origin}${path === '/' ? '/' : path}`;
    const id = `${auditId.slice(0, 24)}${String(index + 1).padStart(12, '0')}`;
    const unscored = options?.unscored === true;
    const page = { id, url, title, h1, status_code: 200 };
    const checks = unscored
      ? []
      : pageCriteria.map((c) => {
          if (c.id === 'A7_llm_answerability') return checkResult(c, 0, page, 'not_applicable');
          const [pFull, typical] = profile[c.id] ?? [0.5, 60];
          const r = random();
          let score;
          if (r < pFull) score = 100;
          else score = Math.max(0, Math.min(100, Math.round(typical + (random() - 0.5) * 30)));
          if (['A4_schema_faqpage', 'A3_faq_presence', 'A5_related_questions_block'].includes(c.id) && score < 100) score = 0;
          if (c.id === 'C3_h1_presence' && score < 100) score = random() < 0.5 ? 30 : 0;
          if (path === '/faq' && ['A3_faq_presence', 'A4_schema_faqpage', 'A5_related_questions_block'].includes(c.id)) score = 100;
          return checkResult(c, score, page);
        });
    const scored = checks.filter((c) => !c.preview && c.status !== 'not_applicable');
    const diagnostic = scored.length ? Math.round(scored.reduce((s, c) => s + c.score, 0) / scored.length) : null;
    const schemaTypes = path === '/faq' ? ['RoofingContractor', 'FAQPage', 'BreadcrumbList'] : index % 3 === 0 ? ['RoofingContractor'] : [];
    return {
      ...page,
      canonical: index % 5 === 4 ? null : url,
      schema_types: JSON.stringify(schemaTypes),
      jsonld: JSON.stringify(schemaTypes.map((t) => ({ '@type': t }))),
      checks_json: checks,
      diagnostic_score: unscored ? null : diagnostic,
      html_static: htmlFor(page, 'Northwind Roofing'),
      html_rendered: unscored || index % 4 === 3 ? null : htmlFor(page, 'Northwind Roofing').replace('</main>', '  <section id="reviews" data-hydrated="true"><h2>Reviews</h2><p>4.9 out of 5 from 312 Google reviews</p></section>\n  </main>'),
    };
  });
}

const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
const weighted = (items) => {
  const w = items.reduce((s, i) => s + i.weight, 0);
  return w ? items.reduce((s, i) => s + i.weight * i.value, 0) / w : 0;
};

/** Every derived number of an audit, from its pages and site checks. */
function derive(pages, siteScores) {
  const values = [];
  for (const c of CRITERIA) {
    if (c.preview) continue;
    if (c.scope === 'page') {
      const results = pages.flatMap((p) => p.checks_json.filter((r) => r.id === c.id && r.status !== 'not_applicable'));
      const value = mean(results.map((r) => r.score));
      if (value === null) continue;
      const affected = results.filter((r) => r.score < 60).length;
      values.push({ c, value, weight: c.weight, affectedShare: results.length ? affected / results.length : 0, affectedPages: pages.filter((p) => p.checks_json.some((r) => r.id === c.id && r.score < 60 && r.status !== 'not_applicable')) });
    } else {
      values.push({ c, value: siteScores[c.id], weight: c.weight, affectedShare: siteScores[c.id] < c.pass_threshold ? 1 : 0, affectedPages: [] });
    }
  }
  const total = weighted(values);
  const totalWeight = values.reduce((s, v) => s + v.weight, 0);
  const siteChecks = CRITERIA.filter((c) => c.scope === 'site').map((c) => checkResult(c, siteScores[c.id], null));
  const categoryScores = CATEGORIES.map(([name]) => {
    const inCat = values.filter((v) => v.c.category === name);
    return { category: name, score: Math.round(weighted(inCat) * 10) / 10, checks_count: inCat.length };
  });
  const composite = {
    total: Math.round(total * 10) / 10,
    page_score: Math.round(weighted(values.filter((v) => v.c.scope === 'page')) * 10) / 10,
    site_score: Math.round(weighted(values.filter((v) => v.c.scope === 'site')) * 10) / 10,
    counts: { included: values.length },
  };
  const aeo = Math.round(weighted(values.filter((v) => v.c.track === 'aeo')) * 10) / 10;
  const geo = Math.round(weighted(values.filter((v) => v.c.track === 'geo')) * 10) / 10;
  const status = (v) => (v.value >= v.c.pass_threshold ? 'ok' : v.value >= v.c.warn_threshold ? 'warn' : 'fail');
  const scorecard = {
    version: 2,
    overall: composite.total,
    page_score: composite.page_score,
    site_score: composite.site_score,
    aeo,
    geo,
    categories: CATEGORIES.map(([name, slug]) => {
      const inCat = values.filter((v) => v.c.category === name);
      return { category: slug, name, score: categoryScores.find((s) => s.category === name).score, passing: inCat.filter((v) => status(v) === 'ok').length, total: inCat.length };
    }),
    checks: { total: 36, included: values.length, preview: 5, by_status: { ok: values.filter((v) => status(v) === 'ok').length, warn: values.filter((v) => status(v) === 'warn').length, fail: values.filter((v) => status(v) === 'fail').length, error: 0, not_applicable: 0 } },
    pages: { analyzed: pages.length, good: pages.filter((p) => (p.diagnostic_score ?? 0) >= 85).length, needs_work: pages.filter((p) => (p.diagnostic_score ?? 0) >= 60 && (p.diagnostic_score ?? 0) < 85).length, poor: pages.filter((p) => (p.diagnostic_score ?? 0) < 60).length },
  };
  return { values, total, totalWeight, siteChecks, categoryScores, composite, scorecard, status };
}

const IMPACT_RANK = { High: 0, Medium: 1, Low: 2 };

function fixFirst(pages, citedCounts) {
  return pages
    .map((p) => {
      const issues = p.checks_json
        .filter((r) => !r.preview && (r.status === 'warn' || r.status === 'fail' || r.status === 'error'))
        .sort((a, b) => IMPACT_RANK[a.impact] - IMPACT_RANK[b.impact] || b.weight - a.weight || a.score - b.score);
      return {
        url: p.url,
        title: p.title,
        page_id: p.id,
        citation_count: citedCounts[p.url] ?? 0,
        high_impact_issues: issues.filter((r) => r.impact === 'High').length,
        issue_count: issues.length,
        top_issues: issues.slice(0, 5).map(({ id, name, impact, score }) => ({ id, name, impact, score })),
      };
    })
    .filter((i) => i.issue_count > 0)
    .sort((a, b) => Number(b.citation_count > 0) - Number(a.citation_count > 0) || b.high_impact_issues - a.high_impact_issues || b.issue_count - a.issue_count || a.url.localeCompare(b.url));
}

const EFFORT = { C1_title_quality: 'low', C2_meta_description: 'low', C3_h1_presence: 'low', A1_answer_first: 'high', A4_schema_faqpage: 'low', A12_entity_graph: 'medium', G2_og_tags_completeness: 'low' };

function buildReport(audit, pages, d, citations) {
  const band = (s) => (s >= 70 ? 'strong' : s >= 50 ? 'moderate' : 'critical');
  const highlight = (s) => ({ category: slugOf(s.category), display_name: s.category, percentage: s.score, band: band(s.score) });
  const strengths = d.categoryScores.filter((s) => s.score >= 70).sort((a, b) => b.score - a.score).slice(0, 3).map(highlight);
  const weaknesses = d.categoryScores.filter((s) => s.score < 70).sort((a, b) => a.score - b.score).slice(0, 3).map(highlight);
  const priorityFixes = d.values
    .filter((v) => d.status(v) !== 'ok')
    .map((v) => ({ v, impact: (v.weight * (100 - v.value) * (v.c.scope === 'site' ? 1 : v.affectedShare)) / d.totalWeight }))
    .sort((a, b) => b.impact - a.impact)
    .slice(0, 10)
    .map(({ v, impact }) => ({
      id: v.c.id,
      name: v.c.label,
      severity: v.c.impact.toLowerCase(),
      category: slugOf(v.c.category),
      weight: v.weight,
      affected_pages: v.affectedPages.slice(0, 3).map((p) => ({ url: p.url })),
      why_it_matters: v.c.why_it_matters.split('. ').slice(0, 2).join('. ') + '.',
      how_to_fix: v.c.how_to_fix,
      expected_impact: Math.round(impact * 100) / 100,
      effort_estimate: EFFORT[v.c.id] ?? 'medium',
    }));
  const categories = CATEGORIES.map(([name, slug]) => {
    const inCat = d.values.filter((v) => v.c.category === name);
    const failing = inCat.filter((v) => d.status(v) !== 'ok');
    return {
      category: slug,
      display_name: name,
      percentage: d.categoryScores.find((s) => s.category === name).score,
      checks_passing: inCat.length - failing.length,
      checks_total: inCat.length,
      impact_level: failing.some((v) => v.c.impact === 'High') ? 'High' : failing.some((v) => v.c.impact === 'Medium') ? 'Medium' : 'Low',
      affected_pages: pages.filter((p) => p.checks_json.some((r) => r.category === name && !r.preview && r.status !== 'not_applicable' && r.score < 60)).length,
    };
  });
  const siteDiagnostics = d.siteChecks
    .filter((r) => !r.preview)
    .sort((a, b) => ({ fail: 0, warn: 1, ok: 2 })[a.status] - ({ fail: 0, warn: 1, ok: 2 })[b.status] || a.score - b.score)
    .slice(0, 12)
    .map(({ id, name, status, score, impact_level }) => ({ id, name, status, score, impact_level }));
  const topPages = [...pages]
    .filter((p) => p.diagnostic_score !== null)
    .sort((a, b) => b.diagnostic_score - a.diagnostic_score)
    .slice(0, 5)
    .map((p) => ({ url: p.url, title: p.title, score: p.diagnostic_score, citation_count: citations?.cited[p.url] ?? 0 }));
  const quickWins = [];
  const seen = new Set();
  for (const p of pages)
    for (const r of p.checks_json)
      if (!r.preview && r.status !== 'not_applicable' && r.score === 0 && r.weight >= 10 && !seen.has(r.id)) {
        seen.add(r.id);
        quickWins.push({ url: p.url, quick_win: { fix: r.quick_fixes[0] ?? r.how_to_fix, impact: r.impact, effort: EFFORT[r.id] ?? 'medium' } });
      }
  return {
    audit: { domain: new URL(audit.root_url).hostname.replace(/^www\./, ''), finished_at: audit.finished_at, pages_analyzed: audit.pages_analyzed },
    scores: { overall: d.composite.total },
    strengths,
    weaknesses,
    categories,
    priorityFixes,
    siteDiagnostics,
    citations: citations?.report ?? {
      total_queries: 0,
      cited_queries: 0,
      overall_rate: 0,
      by_source: [],
      successful_citations: [],
      missed_opportunities: [],
      top_cited_pages: [],
      answer_rate: { rate: 0, low: 0, high: 0, cited: 0, total: 0 },
      mentioned_only_answers: 0,
      errors: 0,
    },
    topPages,
    quickWins: quickWins.slice(0, 5),
  };
}

/** A source with no API key: never asked, nothing simulated in its place. */
const NOT_CONFIGURED = {
  cited_percentage: 0,
  cited_queries: 0,
  total_queries: 0,
  last_run: null,
  configured: false,
  state: 'not_configured',
  answer_rate: { rate: 0, low: 0, high: 0, cited: 0, total: 0 },
  mentioned_answers: 0,
  errors: 0,
  error_kinds: {},
};

function northwindCitations(origin) {
  const u = (p) => `${origin}${p}`;
  // Each query was asked of each source 3 times; `cited` of the source's last answer, citing repeats out of 3.
  const answer = (ai_source, cited, urls, excerpt, mentioned = cited > 0) => ({
    ai_source,
    cited_match_count: cited,
    cited_urls: JSON.stringify(urls),
    answer_excerpt: excerpt,
    mentioned,
    answers: 3,
    cited_answers: cited > 0 ? Math.min(3, cited + 1) : 0,
  });
  // Wilson 95% intervals, as the service computes them.
  const rate = (cited, total) => {
    const z = 1.96;
    const p = total ? cited / total : 0;
    const d = 1 + (z * z) / total;
    const c = (p + (z * z) / (2 * total)) / d;
    const h = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / d;
    return total ? { rate: (100 * cited) / total, low: 100 * Math.max(0, c - h), high: 100 * Math.min(1, c + h), cited, total } : { rate: 0, low: 0, high: 0, cited: 0, total: 0 };
  };
  const source = (ai_source, cited_queries, cited_answers, mentioned_answers, errors = {}) => ({
    ai_source,
    cited_percentage: (100 * cited_queries) / 12,
    cited_queries,
    total_queries: 12,
    last_run: last,
    configured: true,
    state: 'completed',
    answer_rate: rate(cited_answers, 36 - Object.values(errors).reduce((a, b) => a + b, 0)),
    mentioned_answers,
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    error_kinds: errors,
  });
  const last = minutesAgo(95);
  const summary = {
    bySource: [
      source('perplexity', 7, 19, 21),
      source('chatgpt', 5, 13, 17, { rate_limited: 2 }),
      source('claude', 3, 8, 14),
      { ...NOT_CONFIGURED, ai_source: 'brave' },
    ],
    byType: [
      { query_type: 'branded', cited_percentage: 83.3, cited_queries: 5, total_queries: 6, total_citations: 11 },
      { query_type: 'non-branded', cited_percentage: 33.3, cited_queries: 2, total_queries: 6, total_citations: 4 },
    ],
    topCitedUrls: [
      { first_match_url: u('/'), citation_count: 6, last_seen: last },
      { first_match_url: u('/pricing'), citation_count: 4, last_seen: last },
      { first_match_url: u('/services/roof-repair'), citation_count: 3, last_seen: last },
      { first_match_url: u('/blog/how-long-does-a-roof-last'), citation_count: 2, last_seen: last },
    ],
    topCitingQueries: [
      {
        query: 'Is Northwind Roofing a good roofer in Denver?',
        ai_sources: 'perplexity, chatgpt, claude',
        total_citations: 5,
        last_occurred: last,
        sample_answer: 'Northwind Roofing is a family-run Denver contractor with a 4.9-star rating…',
        source_answers: [
          answer('perplexity', 2, [u('/'), u('/reviews'), 'https://www.bbb.org/us/co/denver/profile/roofing-contractors'], 'Northwind Roofing is a family-run roofing contractor in Denver with a 4.9-star average from over 300 Google reviews. They offer free inspections and same-day quotes [1][2].'),
          answer('chatgpt', 2, [u('/'), 'https://www.yelp.com/biz/northwind-roofing-denver'], 'Yes. Reviewers consistently mention quick response times and clean job sites. Northwind offers free roof inspections across the Denver metro.'),
          answer('claude', 1, [u('/about')], 'Northwind Roofing has served Denver homeowners since 2009 and is licensed and insured in Colorado.'),
        ],
      },
      {
        query: 'How much does Northwind Roofing charge for a roof repair?',
        ai_sources: 'perplexity, chatgpt',
        total_citations: 3,
        last_occurred: last,
        sample_answer: 'Small repairs start at $350…',
        source_answers: [
          answer('perplexity', 2, [u('/pricing'), u('/services/roof-repair')], 'According to its pricing page, small repairs start at $350, and most jobs cost between $450 and $1,200 depending on pitch and material.'),
          answer('chatgpt', 1, [u('/pricing')], 'Northwind lists repairs from $350 on its website; replacements are quoted after a free inspection.'),
          answer('claude', 0, [], 'I don’t have current pricing for Northwind Roofing; roof repairs in Denver typically cost $400 to $1,500.'),
        ],
      },
      {
        query: 'how long does a roof last in colorado',
        ai_sources: 'perplexity',
        total_citations: 2,
        last_occurred: last,
        sample_answer: 'Asphalt shingle roofs in Colorado usually last 15 to 25 years…',
        source_answers: [
          answer('perplexity', 2, [u('/blog/how-long-does-a-roof-last'), 'https://www.colorado.gov/hail'], 'Asphalt shingle roofs in Colorado usually last 15 to 25 years; frequent hail can shorten that to 10 to 15 [1].'),
          answer('chatgpt', 0, ['https://www.angi.com/articles/how-long-does-roof-last.htm'], 'Most asphalt roofs last 20 to 30 years, less in climates with hail and strong UV.'),
        ],
      },
    ],
    missingQueries: [
      {
        query: 'best emergency roof repair denver',
        query_type: 'non-branded',
        ai_sources: 'perplexity, chatgpt, claude',
        last_occurred: last,
        sample_answer: null,
        mentioned_sources: [],
        competitors: [
          { domain: 'angi.com', citations: 3, urls: ['https://www.angi.com/companylist/us/co/denver/roofing.htm'] },
          { domain: 'homeadvisor.com', citations: 3, urls: ['https://www.homeadvisor.com/c.Roofing.Denver.CO.html'] },
          { domain: 'yelp.com', citations: 2, urls: ['https://www.yelp.com/search?find_desc=Emergency+Roof+Repair&find_loc=Denver'] },
        ],
        source_answers: [
          answer('perplexity', 0, ['https://www.angi.com/companylist/us/co/denver/roofing.htm', 'https://www.homeadvisor.com/c.Roofing.Denver.CO.html'], 'Top-rated emergency roofers in Denver include Summit Peak Roofing, Front Range Exteriors and Mile High Roofing, according to Angi and HomeAdvisor listings.'),
          answer('chatgpt', 0, ['https://www.yelp.com/search?find_desc=Emergency+Roof+Repair&find_loc=Denver'], 'For emergency roof repair in Denver, homeowners often recommend Front Range Exteriors and Mile High Roofing for 24/7 service.'),
          answer('claude', 0, [], 'Several Denver roofers offer 24/7 emergency tarping; check that they are licensed and insured.'),
        ],
      },
      {
        query: 'does homeowners insurance cover hail damage to a roof in colorado',
        query_type: 'non-branded',
        ai_sources: 'perplexity, chatgpt, claude',
        last_occurred: last,
        sample_answer: null,
        mentioned_sources: [],
        competitors: [{ domain: 'doi.colorado.gov', citations: 3, urls: ['https://doi.colorado.gov/insurance-products/home-property-insurance'] }],
        source_answers: [
          answer('perplexity', 0, ['https://doi.colorado.gov/insurance-products/home-property-insurance'], 'Most Colorado homeowners policies cover sudden hail damage, subject to a separate wind/hail deductible.'),
          answer('chatgpt', 0, [], 'Usually yes: standard policies cover hail damage, though many Colorado insurers apply a percentage deductible.'),
        ],
      },
      {
        query: 'roof replacement cost per square foot denver',
        query_type: 'non-branded',
        ai_sources: 'perplexity, chatgpt',
        last_occurred: last,
        sample_answer: null,
        mentioned_sources: [],
        competitors: [{ domain: 'homeguide.com', citations: 3, urls: ['https://www.homeguide.com/costs/roof-replacement-cost'] }],
        source_answers: [answer('perplexity', 0, ['https://www.homeguide.com/costs/roof-replacement-cost'], 'Roof replacement in Denver costs about $4.50 to $8 per square foot for asphalt shingles.')],
      },
      {
        query: 'Northwind Roofing warranty',
        query_type: 'branded',
        ai_sources: 'chatgpt, claude',
        last_occurred: last,
        sample_answer: null,
        mentioned_sources: ['chatgpt'],
        competitors: [],
        source_answers: [answer('chatgpt', 0, [], 'I couldn’t find published warranty terms for Northwind Roofing; ask for the workmanship warranty in writing.', true)],
      },
    ],
    overall: { answer_rate: rate(40, 106), mentioned_answers: 52, mentioned_only_answers: 14, errors: 2 },
    pageScores: { cited: { pages: 4, mean_score: 78.5 }, never_cited: { pages: 10, mean_score: 61.2 } },
    run: {
      id: '0f0e0d0c-0b0a-4909-8807-060504030200',
      status: 'completed',
      sources: ['perplexity', 'chatgpt', 'claude'],
      queries: 12,
      repeats: 3,
      total: 108,
      done: 108,
      errors: 2,
      tokens_used: 96_400,
      max_tokens: 1_000_000,
      started_at: minutesAgo(97),
      finished_at: last,
      error: null,
    },
    prompts: { industry: 'Roofing Contractors', vertical: 'home-services', source: 'blended', classifier: 'answered', brand: 'Northwind Roofing', brand_terms: ['northwind roofing', 'northwind'] },
  };
  const report = {
    total_queries: 12,
    cited_queries: 7,
    overall_rate: 58.3,
    by_source: summary.bySource
      .filter((b) => b.total_queries > 0)
      .map((b) => ({ source: b.ai_source, rate: b.cited_percentage, cited: b.cited_queries, total: b.total_queries, answer_rate: b.answer_rate, mentioned_answers: b.mentioned_answers })),
    successful_citations: summary.topCitingQueries.flatMap((q) =>
      q.source_answers.filter((a) => a.cited_match_count > 0).map((a) => ({ query: q.query, source: a.ai_source, cited_url: JSON.parse(a.cited_urls)[0], answer_excerpt: a.answer_excerpt })),
    ).slice(0, 10),
    missed_opportunities: summary.missingQueries.flatMap((q) => q.source_answers.map((a) => ({ query: q.query, source: a.ai_source, reason: JSON.parse(a.cited_urls).length ? `Cited ${new URL(JSON.parse(a.cited_urls)[0]).hostname.replace(/^www\./, '')} instead` : 'Answered without citing any source' }))).slice(0, 8),
    top_cited_pages: [
      { url: u('/'), citation_count: 6, top_queries: ['Is Northwind Roofing a good roofer in Denver?', 'Northwind Roofing reviews'] },
      { url: u('/pricing'), citation_count: 4, top_queries: ['How much does Northwind Roofing charge for a roof repair?'] },
      { url: u('/services/roof-repair'), citation_count: 3, top_queries: ['Northwind emergency roof repair'] },
      { url: u('/blog/how-long-does-a-roof-last'), citation_count: 2, top_queries: ['how long does a roof last in colorado'] },
    ],
    answer_rate: summary.overall.answer_rate,
    mentioned_only_answers: summary.overall.mentioned_only_answers,
    errors: summary.overall.errors,
  };
  const cited = Object.fromEntries(summary.topCitedUrls.map((t) => [t.first_match_url, t.citation_count]));
  return { summary, report, cited };
}

const EMPTY_SUMMARY = {
  bySource: [
    { ...NOT_CONFIGURED, ai_source: 'perplexity', configured: true, state: 'not_run' },
    { ...NOT_CONFIGURED, ai_source: 'chatgpt', configured: true, state: 'not_run' },
    { ...NOT_CONFIGURED, ai_source: 'claude', configured: true, state: 'not_run' },
    { ...NOT_CONFIGURED, ai_source: 'brave' },
  ],
  byType: [],
  topCitedUrls: [],
  topCitingQueries: [],
  missingQueries: [],
  overall: { answer_rate: { rate: 0, low: 0, high: 0, cited: 0, total: 0 }, mentioned_answers: 0, mentioned_only_answers: 0, errors: 0 },
  pageScores: { cited: { pages: 0, mean_score: null }, never_cited: { pages: 6, mean_score: 58 } },
  run: null,
  prompts: null,
};

function baseAudit(id, over) {
  return {
    id,
    project_id: 'northwind-marketing',
    root_url: 'https://www.northwindroofing.com/',
    site_description: 'Family-run roofing company serving Denver homeowners: repairs, replacements and free inspections.',
    max_pages: 200,
    status: 'completed',
    composite_score: null,
    pages_analyzed: 0,
    pages_discovered: 0,
    pages_crawled: 0,
    started_at: minutesAgo(180),
    finished_at: minutesAgo(172),
    is_public: false,
    fail_reason: null,
    fail_at: null,
    scorecard_v2: null,
    category_scores: null,
    fix_first: null,
    site_checks_json: null,
    crawl_summary: null,
    site_type: null,
    industry: null,
    ...over,
  };
}

/** The crawl summary of a site: what its crawl met besides pages (contracts' CrawlSummary). */
function crawlSummary(origin, pages, { broken = [], redirects = [], resources = [], disallowed = 0 }) {
  return {
    pages: pages.length,
    fetched: pages.length + broken.length + redirects.length + resources.length,
    fetch_cap: 600,
    fetch_cap_reached: false,
    counts: { broken_links: broken.length, redirects: redirects.length, resources: resources.length, disallowed, not_fetched: 0 },
    broken_links: broken.map(([path, status, from, count, error = null]) => ({
      url: `${origin}${path}`,
      status_code: status,
      error,
      found_via: from.length ? 'link' : 'sitemap',
      linked_from: from.map((p) => `${origin}${p}`),
      linked_from_count: count,
    })),
    redirects: redirects.map(([path, status, target]) => ({ url: `${origin}${path}`, status_code: status, target: `${origin}${target}` })),
    resources: resources.map(([path, type]) => ({ url: `${origin}${path}`, status_code: 200, content_type: type })),
  };
}

const CRAWL_NORTHWIND = {
  broken: [
    ['/services/gutters', 404, ['/', '/services', '/about', '/contact', '/pricing', '/faq', '/blog', '/reviews', '/services/roof-repair', '/services/roof-replacement'], 14],
    ['/blog/roof-coatings-guide', 404, ['/blog', '/blog/how-long-does-a-roof-last'], 2],
    ['/financing', 503, ['/pricing'], 1],
    ['/warranty-registration', null, ['/services/roof-replacement'], 1, 'timeout: no response within 15 s'],
    ['/old-sitemap-page', 410, [], 0],
  ],
  redirects: [
    ['/roof-repair', 301, '/services/roof-repair'],
    ['/blog/2019/hail-season', 301, '/blog/signs-you-need-a-new-roof'],
    ['/get-a-quote', 302, '/contact'],
  ],
  resources: [
    ['/images/northwind-logo.png', 'image/png'],
    ['/files/northwind-warranty.pdf', 'application/pdf'],
    ['/images/hail-damage-before-after.jpg', 'image/jpeg'],
  ],
  disallowed: 2,
};

function completedAudit(id, { origin, pageList, profile, siteScores, seed, project, description, started, citations, isPublic, crawl, classification }) {
  const pages = buildPages(id, origin, pageList, profile, seed);
  const d = derive(pages.filter((p) => p.checks_json.length), siteScores);
  const audit = baseAudit(id, {
    project_id: project,
    root_url: `${origin}/`,
    site_description: description,
    composite_score: d.composite.total,
    pages_analyzed: pages.length,
    pages_discovered: pages.length + 3,
    pages_crawled: pages.length,
    started_at: minutesAgo(started),
    finished_at: minutesAgo(started - 6),
    is_public: isPublic,
    scorecard_v2: d.scorecard,
    category_scores: d.categoryScores,
    fix_first: fixFirst(pages, citations?.cited ?? {}),
    site_checks_json: d.siteChecks,
    crawl_summary: crawlSummary(origin, pages, crawl),
    ...classification,
  });
  return { audit, pages, composite: d.composite, report: buildReport(audit, pages, d, citations), citations: citations?.summary ?? EMPTY_SUMMARY };
}

/** A fresh copy of every fixture (the server mutates is_public). */
export function createFixtures() {
  const nwOrigin = 'https://www.northwindroofing.com';
  const nwCitations = northwindCitations(nwOrigin);
  const northwind = completedAudit(IDS.completed, {
    classification: { site_type: 'local_business', industry: 'Foundation, Structure, and Building Exterior Contractors' },
    origin: nwOrigin,
    pageList: PAGES_NORTHWIND,
    profile: PROFILE_NORTHWIND,
    siteScores: SITE_SCORES_NORTHWIND,
    seed: 42,
    project: 'northwind-marketing',
    description: 'Family-run roofing company serving Denver homeowners: repairs, replacements and free inspections.',
    started: 130,
    citations: nwCitations,
    isPublic: true,
    crawl: CRAWL_NORTHWIND,
  });
  const lumen = completedAudit(IDS.second, {
    origin: 'https://www.lumenlabs.io',
    pageList: PAGES_LUMEN,
    profile: PROFILE_LUMEN,
    siteScores: SITE_SCORES_LUMEN,
    seed: 7,
    project: 'lumen-site',
    description: 'Product analytics software for B2B product teams.',
    started: 60 * 26,
    citations: null,
    isPublic: false,
    crawl: {},
  });
  const running = {
    audit: baseAudit(IDS.running, {
      project_id: 'northwind-marketing',
      root_url: 'https://blog.northwindroofing.com/',
      status: 'running',
      started_at: minutesAgo(2),
      finished_at: null,
      pages_discovered: 38,
      pages_crawled: 21,
      pages_analyzed: 17,
      max_pages: 100,
    }),
    pages: [],
    composite: null,
    report: null,
    citations: EMPTY_SUMMARY,
  };
  const failed = (id, reason, root, minutes) => ({
    audit: baseAudit(id, { project_id: 'client-audits', root_url: root, status: 'failed', fail_reason: reason, fail_at: minutesAgo(minutes - 2), started_at: minutesAgo(minutes), finished_at: minutesAgo(minutes - 2) }),
    pages: [],
    composite: null,
    report: null,
    citations: EMPTY_SUMMARY,
  });
  const all = {
    [IDS.completed]: northwind,
    [IDS.running]: running,
    [IDS.second]: lumen,
    [IDS.failedTimeout]: failed(IDS.failedTimeout, 'timeout_no_pages_discovered', 'https://app.tallyforms.example/', 60 * 50),
    [IDS.failedPrecheck]: failed(IDS.failedPrecheck, 'precheck_failed_dns_not_found', 'https://northwind-roofing.co/', 60 * 72),
    [IDS.failedPlatform]: failed(IDS.failedPlatform, 'non_content_platform', 'https://app.figma.com/', 60 * 80),
    [IDS.failedNoPages]: failed(IDS.failedNoPages, 'no_crawlable_pages_found', 'https://www.example-blocked.com/', 60 * 90),
    [IDS.failedDomain]: failed(IDS.failedDomain, 'domain_error_or_empty_page', 'https://parked-domain.example/', 60 * 100),
    [IDS.failedOther]: failed(IDS.failedOther, 'internal_error', 'https://www.example.org/', 60 * 110),
    [IDS.failedUnknown]: failed(IDS.failedUnknown, null, 'https://www.example.net/', 60 * 120),
  };
  // The dashboard lists the realistic mix; the other failed audits are reachable by id.
  const listed = [IDS.running, IDS.completed, IDS.second, IDS.failedTimeout, IDS.failedPrecheck];
  return { audits: all, listed };
}
