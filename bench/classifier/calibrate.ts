/**
 * make calibrate-classifier: fits the classifier's calibration (raw confidence to probability of
 * being right, Platt scaling: services/classifier/src/classify/calibration.ts) on the labelled
 * set's tuned items and writes it as data to services/classifier/src/classify/calibration.json,
 * with what leave-one-out cross-validation says of it (each item judged by a fit that never saw
 * it). Held-out items are never read here: they measure the rules and this fit, in the bench.
 * Run it again after any change to the v2 rules or the labelled set.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fitPlatt } from '../../services/classifier/src/classify/calibration.js';
import { loadTaxonomy } from '../../services/classifier/src/taxonomy/taxonomy.js';
import { calibrationPoints, classifyLabelledSet, crossValidatedConfidences, ROOT } from './labelled.js';

const OUT = path.join(ROOT, 'services/classifier/src/classify/calibration.json');
const round = (n: number, d = 4) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole, 1) : null);

const items = await classifyLabelledSet(await loadTaxonomy(), 'tuned');
const points = calibrationPoints(items);
const siteType = fitPlatt(points.siteType);
const industry = fitPlatt(points.industry);
const cv = crossValidatedConfidences(items);
const confident = items.filter((_, i) => !cv[i]!.low);
const low = items.filter((_, i) => cv[i]!.low);
const bothRight = (list: typeof items) => list.filter((i) => i.siteTypeRight && i.industryRight).length;
const calibration = {
  about:
    'Platt scaling of the v2 classifier\'s raw confidences (p = 1 / (1 + exp(-(a * raw + b)))), fitted on the tuned items of bench/classifier/labelled-set.json (never its held-out ones) by `make calibrate-classifier`: a confidence is the probability that the answer (site type; industry at NAICS group level) is right. cross_validated is leave-one-out over those items: each judged by a fit on the others.',
  fitted_on: { split: 'tuned', items: items.length, site_type_answers: points.siteType.length, industry_answers: points.industry.length },
  site_type: { a: round(siteType.a), b: round(siteType.b) },
  industry: { a: round(industry.a), b: round(industry.b) },
  cross_validated: {
    low_confidence_threshold: 0.5,
    low_confidence_rate_pct: pct(low.length, items.length),
    site_type_low_pct: pct(cv.filter((c) => c.siteType < 0.5).length, items.length),
    industry_low_pct: pct(cv.filter((c) => c.industry < 0.5).length, items.length),
    both_right_when_confident_pct: pct(bothRight(confident), confident.length),
    both_right_when_low_pct: pct(bothRight(low), low.length),
    brier_site_type: round(items.reduce((s, item, i) => s + (cv[i]!.siteType - (item.siteTypeRight ? 1 : 0)) ** 2, 0) / items.length),
    brier_industry: round(items.reduce((s, item, i) => s + (cv[i]!.industry - (item.industryRight ? 1 : 0)) ** 2, 0) / items.length),
  },
};
await writeFile(OUT, `${JSON.stringify(calibration, null, 2)}\n`);
console.table({ site_type: calibration.site_type, industry: calibration.industry });
console.table(calibration.cross_validated);
console.log(`wrote ${path.relative(ROOT, OUT)}`);
