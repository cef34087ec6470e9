import type { FixtureResponse, SiteBuilder } from './server.js';

export interface Latency {
  /** Mean delay before each answer. */
  ms: number;
  /** Each answer waits `ms` plus or minus up to this much, uniformly. */
  jitterMs: number;
}

/** The same site, each of its answers delayed like a real server's: `ms` ± `jitterMs`. */
export function withLatency(site: SiteBuilder, latency: Latency): SiteBuilder {
  return (ctx) =>
    Object.fromEntries(
      Object.entries(site(ctx)).map(([path, route]) => [
        path,
        (req): FixtureResponse => {
          const answer = typeof route === 'function' ? route(req) : route;
          const jitter = (Math.random() * 2 - 1) * latency.jitterMs;
          return { ...answer, delayMs: (answer.delayMs ?? 0) + Math.max(0, latency.ms + jitter) };
        },
      ]),
    );
}
