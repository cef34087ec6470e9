/**
 * The labelled set of the classifier (labelled-set.json) read and classified on the pure path
 * (parsed pages in, comparison out), for `make bench-classifier` and `make calibrate-classifier`:
 * corpus pages read from ../shared/corpus/pages, fixture sites' home and menu pages read from
 * their routes as the classifier would fetch them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_SITES, KIND_SITES, type Routes, type SiteBuilder } from '@citable/testing';
import { crossValidate, type CalibrationPoint } from '../../services/classifier/src/classify/calibration.js';
import { classifySite, type SiteClassification } from '../../services/classifier/src/classify/classify-site.js';
import { LOW_CONFIDENCE } from '../../services/classifier/src/classify/confidence.js';
import { navPageUrls } from '../../services/classifier/src/input/nav-pages.js';
import { sitePage } from '../../services/classifier/src/signals/site-page.js';
import type { Taxonomy } from '../../services/classifier/src/taxonomy/taxonomy.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LABELLED_SET = path.join(ROOT, 'bench/classifier/labelled-set.json');
const CORPUS = process.env.BENCH_CORPUS ?? path.resolve(ROOT, '../shared/corpus/pages');

export interface Label {
  source: 'corpus' | 'fixture';
  page?: string;
  site?: string;
  host: string;
  site_type: string;
  /** NAICS 2017 industry group. */
  industry: string;
  reason: string;
}

export interface RawPage {
  url: string;
  html: string;
}

export const FIXTURES: Record<string, SiteBuilder> = { ...KIND_SITES, 'well-optimised': FIXTURE_SITES['well-optimised'], spa: FIXTURE_SITES.spa, 'login-wall': FIXTURE_SITES['login-wall'] };

/** A fixture site's home page (after its redirect, if any) and its menu pages, as the classifier would read them. */
function fixturePages(name: string, host: string): RawPage[] {
  const origin = `https://${host}`;
  const builder = FIXTURES[name];
  if (!builder) throw new Error(`labelled set: no fixture site named ${name}`);
  const routes: Routes = builder({ origin });
  const body = (p: string) => {
    const route = routes[p];
    return typeof route === 'function' ? route({ method: 'GET', url: p, path: p, userAgent: '', headers: {} }) : route;
  };
  let homePath = '/';
  const first = body('/');
  if (first?.status && first.status >= 300 && first.status < 400) homePath = first.headers!['location']!.split('?')[0]!;
  const home: RawPage = { url: `${origin}${homePath}`, html: String(body(homePath)!.body) };
  const navPaths = navPageUrls(sitePage(home.url, home.html)).map((u) => new URL(u).pathname).filter((p) => routes[p] && p !== homePath);
  return [home, ...navPaths.map((p) => ({ url: `${origin}${p}`, html: String(body(p)!.body) }))];
}

async function rawPages(label: Label): Promise<RawPage[]> {
  if (label.source === 'fixture') return fixturePages(label.site!, label.host);
  return [{ url: `https://${label.host}/`, html: await readFile(path.join(CORPUS, `${label.page}.html`), 'utf8') }];
}

export interface LabelledItem {
  label: Label;
  raws: RawPage[];
  c: SiteClassification;
  siteTypeRight: boolean;
  /** Right at taxonomy level: the NAICS industry group. */
  industryRight: boolean;
}

export async function classifyLabelledSet(taxonomy: Taxonomy): Promise<LabelledItem[]> {
  const set = JSON.parse(await readFile(LABELLED_SET, 'utf8')) as { items: Label[] };
  return Promise.all(
    set.items.map(async (label) => {
      const raws = await rawPages(label);
      const c = classifySite(taxonomy, label.host, raws.map((p) => sitePage(p.url, p.html)));
      return { label, raws, c, siteTypeRight: c.comparison.v2.site_type.value === label.site_type, industryRight: c.industryCode === label.industry };
    }),
  );
}

/** What a calibration is fitted on: every answer given (no answer has no confidence to calibrate), right or wrong. */
export function calibrationPoints(items: readonly LabelledItem[]): { siteType: CalibrationPoint[]; industry: CalibrationPoint[] } {
  return {
    siteType: items.filter((i) => i.c.comparison.v2.site_type.value !== 'unknown').map((i) => ({ raw: i.c.raw.siteType, correct: i.siteTypeRight })),
    industry: items.filter((i) => i.c.industryCode !== null).map((i) => ({ raw: i.c.raw.industry, correct: i.industryRight })),
  };
}

/**
 * Each item's calibrated confidences from a calibration fitted without it (leave-one-out), and
 * whether that makes it low confidence: the honest low-confidence rate of a calibrated classifier.
 */
export function crossValidatedConfidences(items: readonly LabelledItem[]): Array<{ siteType: number; industry: number; low: boolean }> {
  const points = calibrationPoints(items);
  const siteTypeP = crossValidate(points.siteType);
  const industryP = crossValidate(points.industry);
  let s = 0;
  let n = 0;
  return items.map((i) => {
    const siteType = i.c.comparison.v2.site_type.value === 'unknown' ? 0 : siteTypeP[s++]!;
    const industry = i.c.industryCode === null ? 0 : industryP[n++]!;
    return { siteType, industry, low: siteType < LOW_CONFIDENCE || industry < LOW_CONFIDENCE };
  });
}
