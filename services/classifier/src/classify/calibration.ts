/**
 * Confidences as probabilities. The classifier's raw confidence (confidence.ts: evidence times
 * margin) orders answers from shaky to sure, but 0.4 does not mean "right 4 times in 10". Platt
 * scaling maps it to one: p = 1 / (1 + exp(-(a * raw + b))), with a and b fitted by maximum
 * likelihood on the labelled set (bench/classifier), answers marked right or wrong. Platt's
 * smoothed targets ((N+ + 1) / (N+ + 2) for a right answer, 1 / (N- + 2) for a wrong one) keep a
 * small set from fitting certainty. `make calibrate-classifier` fits and writes calibration.json;
 * the same module cross-validates, so the low-confidence rate it reports is measured on answers
 * the fit never saw. Pure.
 */
export interface PlattParameters {
  a: number;
  b: number;
}

export interface CalibrationPoint {
  /** The raw confidence, 0..1. */
  raw: number;
  correct: boolean;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function calibrate(raw: number, p: PlattParameters): number {
  return Math.round(sigmoid(p.a * raw + p.b) * 100) / 100;
}

/** Newton's method with a backtracking line search on the log-likelihood (Platt 1999, as revised by Lin, Lin and Weng 2007). */
export function fitPlatt(points: readonly CalibrationPoint[]): PlattParameters {
  if (points.length < 2) throw new Error(`fitPlatt: needs at least 2 labelled answers, got ${points.length}`);
  const positives = points.filter((p) => p.correct).length;
  const negatives = points.length - positives;
  const hi = (positives + 1) / (positives + 2);
  const lo = 1 / (negatives + 2);
  const t = points.map((p) => (p.correct ? hi : lo));
  // Negative log-likelihood, written to stay finite for large |z|.
  const loss = (a: number, b: number) =>
    points.reduce((sum, point, i) => {
      const z = a * point.raw + b;
      return sum + (z >= 0 ? (1 - t[i]!) * z + Math.log1p(Math.exp(-z)) : -t[i]! * z + Math.log1p(Math.exp(z)));
    }, 0);
  let a = 0;
  let b = Math.log((positives + 1) / (negatives + 1));
  for (let iteration = 0; iteration < 100; iteration++) {
    // Gradient and Hessian, with a tiny ridge so the Hessian stays invertible.
    let ga = 0;
    let gb = 0;
    let haa = 1e-12;
    let hab = 0;
    let hbb = 1e-12;
    points.forEach((point, i) => {
      const p = sigmoid(a * point.raw + b);
      const d = p - t[i]!;
      const w = p * (1 - p);
      ga += d * point.raw;
      gb += d;
      haa += w * point.raw * point.raw;
      hab += w * point.raw;
      hbb += w;
    });
    if (Math.abs(ga) < 1e-7 && Math.abs(gb) < 1e-7) break;
    const det = haa * hbb - hab * hab;
    const da = -(hbb * ga - hab * gb) / det;
    const db = -(haa * gb - hab * ga) / det;
    const before = loss(a, b);
    let step = 1;
    while (step > 1e-10 && loss(a + step * da, b + step * db) > before + 1e-4 * step * (ga * da + gb * db)) step /= 2;
    a += step * da;
    b += step * db;
  }
  return { a, b };
}

/** Leave-one-out: each answer's probability from a fit on all the others. */
export function crossValidate(points: readonly CalibrationPoint[]): number[] {
  return points.map((point, i) => calibrate(point.raw, fitPlatt(points.filter((_, j) => j !== i))));
}
