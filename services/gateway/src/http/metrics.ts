import { httpMetrics } from '@citable/metrics';
import type { FastifyInstance } from 'fastify';

/**
 * Counts and times every answer by method, route pattern and status. The pattern
 * (/api/audits/:id), never the raw URL, keeps the label set small; a request no route matched
 * (a 404 for a made-up path) is `unmatched`.
 */
export function recordHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    httpMetrics.requests.inc(labels);
    httpMetrics.duration.observe(labels, reply.elapsedTime / 1000);
  });
}
