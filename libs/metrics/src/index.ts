export { registry } from './registry.js';
export {
  auditMetrics,
  citationMetrics,
  classifierMetrics,
  crawlerMetrics,
  httpMetrics,
  monitorMetrics,
  queueMetrics,
  reportQueueBacklog,
  scorerMetrics,
  type QueueBacklog,
} from './definitions.js';
export { recordAuditEnd, type AuditEnd } from './audits.js';
export { startMetricsServer, type MetricsServer, type MetricsServerOptions, type Readiness } from './server.js';
