import { auditMetrics } from './definitions.js';

export type AuditEnd = { outcome: 'completed' } | { outcome: 'failed'; failReason: string };

/** Counts an audit that just ended (exactly once: call it where the conditional write that ended it won). */
export function recordAuditEnd(end: AuditEnd, startedAt: Date, now = new Date()): void {
  if (end.outcome === 'completed') auditMetrics.completed.inc();
  else auditMetrics.failed.inc({ fail_reason: end.failReason });
  auditMetrics.duration.observe({ outcome: end.outcome }, Math.max(0, (now.getTime() - startedAt.getTime()) / 1000));
}
