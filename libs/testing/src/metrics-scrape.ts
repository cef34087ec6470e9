/**
 * Reading a process's /metrics the way Prometheus does: over HTTP, parsed by a parser of the text
 * format (prom2javascript), so tests check what a scraper would see.
 */
import { getMetricsFromStream, type PromHistogramData, type PromMetrics } from 'prom2javascript';
import { Readable } from 'node:stream';

export class Scrape {
  constructor(readonly families: PromMetrics) {}

  has(name: string): boolean {
    return name in this.families;
  }

  /** The family's samples; throws naming what is exposed when it is missing. */
  family(name: string): PromMetrics[string] {
    const family = this.families[name];
    if (!family) throw new Error(`metric ${name} is not exposed (exposed: ${Object.keys(this.families).join(', ')})`);
    return family;
  }

  /** Sum over the samples whose labels include `labels`: a counter's or gauge's value, a histogram's count. */
  value(name: string, labels: Record<string, string> = {}): number {
    const samples = this.family(name).data as Array<{ labels: Record<string, string>; value?: number; count?: number }>;
    return samples
      .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + (s.value ?? s.count ?? 0), 0);
  }

  /** A histogram's sample with exactly these labels, if any. */
  histogram(name: string, labels: Record<string, string>): PromHistogramData | undefined {
    const samples = this.family(name).data as PromHistogramData[];
    return samples.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  }
}

export async function parseMetrics(text: string): Promise<Scrape> {
  return new Scrape(await getMetricsFromStream(Readable.from([text])));
}

/** GET <metricsUrl>/metrics and parse it; throws when the endpoint does not answer 200 in Prometheus text. */
export async function scrapeMetrics(metricsUrl: string): Promise<Scrape> {
  const res = await fetch(`${metricsUrl}/metrics`);
  if (res.status !== 200) throw new Error(`${metricsUrl}/metrics answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain')) throw new Error(`${metricsUrl}/metrics is not Prometheus text (content-type ${type})`);
  return parseMetrics(await res.text());
}
