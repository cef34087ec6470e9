/** The metric names follow Prometheus conventions, and docs/operations.md documents each one. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordAuditEnd, registry, reportQueueBacklog } from './index.js';

const metrics = registry.getMetricsAsArray();
const operationsDoc = readFileSync(fileURLToPath(new URL('../../../docs/operations.md', import.meta.url)), 'utf8');

describe('metric definitions', () => {
  it('name every metric citable_<area>_<what>, counters with _total, histograms with their unit', () => {
    expect(metrics.length).toBeGreaterThanOrEqual(20);
    for (const { name, type: metricType } of metrics) {
      const type = String(metricType);
      expect(name).toMatch(/^citable_[a-z]+(_[a-z]+)+$/);
      if (type === 'counter') expect(name, name).toMatch(/_total$/);
      else expect(name, name).not.toMatch(/_total$/);
      if (type === 'histogram') expect(name, name).toMatch(/_seconds$/);
      if (type === 'gauge') expect(name, name).toMatch(/_messages$/);
    }
  });

  it('are each documented in docs/operations.md', () => {
    for (const metric of metrics) expect(operationsDoc, metric.name).toContain(`\`${metric.name}\``);
  });

  it('count an audit end once, with its duration by outcome', async () => {
    const started = new Date('2026-01-01T00:00:00Z');
    recordAuditEnd({ outcome: 'failed', failReason: 'robots_disallowed' }, started, new Date('2026-01-01T00:00:42Z'));
    const text = await registry.getSingleMetricAsString('citable_audits_failed_total');
    expect(text).toContain('citable_audits_failed_total{fail_reason="robots_disallowed"} 1');
    const duration = await registry.getSingleMetricAsString('citable_audit_duration_seconds');
    expect(duration).toContain('citable_audit_duration_seconds_sum{outcome="failed"} 42');
  });

  it('read the queue gauges from the bus at scrape time, one read for the three of them', async () => {
    let reads = 0;
    reportQueueBacklog(async () => {
      reads += 1;
      return [{ queue: 'crawl.jobs', pending: 3, ack_pending: 2, redelivered: 1 }];
    });
    const text = await registry.metrics();
    reportQueueBacklog(null);
    expect(text).toContain('citable_queue_pending_messages{queue="crawl.jobs"} 3');
    expect(text).toContain('citable_queue_ack_pending_messages{queue="crawl.jobs"} 2');
    expect(text).toContain('citable_queue_redelivered_messages{queue="crawl.jobs"} 1');
    expect(reads).toBe(1);
  });
});
