/**
 * The operations endpoint of a process, on METRICS_PORT (never the gateway's public port):
 *   GET /metrics  Prometheus text of every metric in this process's registry
 *   GET /livez    200 while the process runs (a liveness probe: restart it when this stops answering)
 *   GET /readyz   200 when ready() says so, else 503 with the reason (starting, draining, database down)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessMetrics, registry } from './registry.js';

export interface Readiness {
  ready: boolean;
  /** What is not ready, for people reading the probe's answer. */
  reason?: string;
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  ready: () => Promise<Readiness>;
}

export interface MetricsServer {
  /** Where it listens, e.g. http://127.0.0.1:9464 (the port actually bound when 0 was asked). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the server; rejects with the listen error (EADDRINUSE...) when the port cannot be had. */
export async function startMetricsServer(opts: MetricsServerOptions): Promise<MetricsServer> {
  collectProcessMetrics();
  const server = http.createServer((req, res) => {
    void answer(req, res, opts).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`metrics endpoint failed: ${(err as Error).message}\n`);
    });
  });
  // A scraper's idle keep-alive connection must not hold close() open.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse, opts: MetricsServerOptions): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n');
  if (path === '/metrics') return send(res, 200, registry.contentType, await registry.metrics());
  if (path === '/livez') return send(res, 200, 'text/plain; charset=utf-8', 'ok\n');
  if (path === '/readyz') {
    const readiness = await opts.ready();
    return send(res, readiness.ready ? 200 : 503, 'application/json', `${JSON.stringify({ status: readiness.ready ? 'ready' : 'not_ready', ...(readiness.reason ? { reason: readiness.reason } : {}) })}\n`);
  }
  return send(res, 404, 'text/plain; charset=utf-8', 'not found: try /metrics, /livez or /readyz\n');
}

function send(res: http.ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}
