/**
 * A site classified both ways, in the spec's "Classifier comparison" shape: the legacy keyword
 * rules and v2 (signals, weighted evidence, the NAICS taxonomy), side by side, with what the
 * health metrics need (agreement, low confidence) and the candidates an LLM tie-break may pick
 * from. Pure: the pages come in parsed.
 */
import type { ClassifierComparison, SiteType, Vertical } from '@citable/contracts';
import { readSignals, type SiteSignals } from '../signals/read-signals.js';
import type { SitePage } from '../signals/site-page.js';
import type { Industry, Taxonomy } from '../taxonomy/taxonomy.js';
import calibrationJson from './calibration.json' with { type: 'json' };
import { calibrate, type PlattParameters } from './calibration.js';
import { LOW_CONFIDENCE, type Scored } from './confidence.js';
import { features } from './features.js';
import { chooseIndustry } from './industry.js';
import { classifyLegacy, type LegacyResult } from './legacy.js';
import { brandKind, PURPOSES, siteMode } from './profile.js';
import { chooseSiteType } from './site-type.js';

export const UNKNOWN_INDUSTRY = 'Unknown';

/** Fitted by `make calibrate-classifier` on the labelled set: raw confidence to probability of being right. */
export interface Calibration {
  site_type: PlattParameters;
  industry: PlattParameters;
}
export const CALIBRATION: Calibration = calibrationJson;
/** Candidates kept for a tie-break and shown in the notes. */
const CANDIDATES = 5;

export interface SiteClassification {
  comparison: ClassifierComparison;
  vertical: Vertical;
  /** NAICS industry group of v2's industry; null when none could be told. */
  industryCode: string | null;
  legacy: LegacyResult;
  siteTypeCandidates: Array<Scored<SiteType>>;
  industryCandidates: Array<Scored<Industry>>;
  /** Confidences before calibration (what `make calibrate-classifier` fits on). */
  raw: { siteType: number; industry: number };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The counts the compare screen shows as "signals". */
export function signalCounts(s: SiteSignals): Record<string, number> {
  const counts: Record<string, number> = {
    pages: s.pageCount,
    nav_terms: s.navLabels.length,
    jsonld_types: s.jsonldTypes.length,
    category_terms: s.categoryTerms.length,
    hreflang: s.hreflangs.length,
    home_words: s.homeWords,
    cart_controls: s.commerce.cartControls,
    prices: s.commerce.prices,
    product_pages: s.commerce.productPages,
    password_fields: s.login.passwordFields,
    sign_in_links: s.login.signInLinks,
    sign_up_links: s.login.signUpLinks,
    login_wall: s.login.wall ? 1 : 0,
    app_shell: s.appShell ? 1 : 0,
    article_pages: s.article.articlePages,
    news_pages: s.article.newsPages,
    blog_pages: s.article.blogPages,
    dated_pages: s.article.datedPages,
    byline_pages: s.article.bylinePages,
    article_elements: s.article.articleElements,
    article_links: s.article.articleLinks,
    code_blocks: s.docs.codeBlocks,
    docs_location: s.docs.docsLocation ? 1 : 0,
    tech_pages: s.docs.techPages,
    phone_links: s.phoneLinks,
    map_embeds: s.mapEmbeds,
    ads: s.ads,
    region_evidence: s.region.evidence.length,
  };
  for (const [marker, n] of Object.entries(s.markers)) counts[`marker_${marker}`] = n;
  return counts;
}

function notesFor(s: SiteSignals, siteType: ReturnType<typeof chooseSiteType>, industry: ReturnType<typeof chooseIndustry>, confidence: { siteType: number; industry: number }): string[] {
  const notes: string[] = [];
  const [t1, t2] = siteType.ranking;
  if (t1) notes.push(`Site type ${t1.value} scored ${round(t1.score)}${t2 ? `; runner-up ${t2.value} ${round(t2.score)}` : ''}.`);
  else notes.push('No site-type evidence on the pages read.');
  const [i1, i2] = industry.ranking;
  if (i1 && industry.industry) {
    notes.push(
      `Industry: NAICS ${i1.value.code} ${i1.value.title} (vertical ${i1.value.vertical}), scored ${round(i1.score)}${i2 ? `; runner-up NAICS ${i2.value.code} ${i2.value.title} ${round(i2.score)}` : ''}.`,
    );
  } else if (i1) notes.push(`Too little industry evidence to name one: the best, NAICS ${i1.value.code} ${i1.value.title}, scored ${round(i1.score)}.`);
  else notes.push('No industry evidence on the pages read.');
  if (confidence.siteType < LOW_CONFIDENCE) notes.push(`Low confidence in the site type (${confidence.siteType}): the evidence is thin or close between types.`);
  if (confidence.industry < LOW_CONFIDENCE) notes.push(`Low confidence in the industry (${confidence.industry}): the evidence is thin or close between industries.`);
  if (s.selfCategories.length) notes.push(`The site calls itself: ${s.selfCategories.map((c) => `"${c}"`).join(', ')}.`);
  if (s.platform) notes.push(`Built on ${s.platform.name}.`);
  if (s.appShell) notes.push('The home page is a JavaScript shell: crawlers that run no JavaScript see almost nothing.');
  if (s.login.wall) notes.push('The home page asks visitors to sign in before showing anything.');
  if (s.region.country) notes.push(`Region ${s.region.country} from: ${[...new Set(s.region.evidence.filter((e) => e.country === s.region.country).map((e) => e.why))].join(', ')}.`);
  return notes;
}

export function classifySite(taxonomy: Taxonomy, host: string, pages: readonly SitePage[], calibration: Calibration = CALIBRATION): SiteClassification {
  if (pages.length === 0) throw new Error('classifySite needs at least the home page');
  const signals = readSignals(host, pages);
  const legacy = classifyLegacy(pages[0]!);
  const siteType = chooseSiteType(features(signals));
  const industry = chooseIndustry(taxonomy, signals.bag, signals.typeCounts.keys(), siteType);
  const siteTypeValue: SiteType = siteType.value;
  const vertical: Vertical = industry.industry?.vertical ?? 'general';
  // No answer has no confidence to calibrate.
  const confidence = {
    siteType: siteType.value === 'unknown' ? 0 : calibrate(siteType.confidence, calibration.site_type),
    industry: industry.industry ? calibrate(industry.confidence, calibration.industry) : 0,
  };
  const comparison: ClassifierComparison = {
    host,
    legacy: { site_type: legacy.site_type, industry: legacy.industry },
    v2: {
      site_type: { value: siteTypeValue, confidence: confidence.siteType },
      industry: { value: industry.industry?.title ?? UNKNOWN_INDUSTRY, confidence: confidence.industry },
      site_mode: siteMode(signals),
      brand_kind: brandKind(siteTypeValue, signals),
      purpose: PURPOSES[siteTypeValue],
      lang: signals.lang,
      region: signals.region.country,
      signals: signalCounts(signals),
      nav_terms: signals.navTerms,
      jsonld_types: signals.jsonldTypes,
      category_terms: signals.categoryTerms,
      notes: notesFor(signals, siteType, industry, confidence),
      error: null,
    },
  };
  return {
    comparison,
    vertical,
    industryCode: industry.industry?.code ?? null,
    legacy,
    siteTypeCandidates: siteType.ranking.slice(0, CANDIDATES),
    industryCandidates: industry.ranking.slice(0, CANDIDATES),
    raw: { siteType: siteType.confidence, industry: industry.confidence },
  };
}

/** The answer for a site that could not be read: both classifiers say unknown, and why is in v2.error. */
export function errorClassification(host: string, error: string): SiteClassification {
  return {
    comparison: {
      host,
      legacy: { site_type: 'unknown', industry: UNKNOWN_INDUSTRY },
      v2: {
        site_type: { value: 'unknown', confidence: 0 },
        industry: { value: UNKNOWN_INDUSTRY, confidence: 0 },
        site_mode: 'unreachable',
        brand_kind: 'unknown',
        purpose: PURPOSES.unknown,
        lang: null,
        region: null,
        signals: {},
        nav_terms: [],
        jsonld_types: [],
        category_terms: [],
        notes: [],
        error,
      },
    },
    vertical: 'general',
    industryCode: null,
    legacy: { site_type: 'unknown', industry: UNKNOWN_INDUSTRY, vertical: 'general' },
    siteTypeCandidates: [],
    industryCandidates: [],
    raw: { siteType: 0, industry: 0 },
  };
}
