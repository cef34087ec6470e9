/** Deletes expired magic links and sessions, at start and then every POLICY.purgeIntervalMs. */
import type { AuthDeps } from './deps.js';
import { POLICY } from './policy.js';
import { purgeExpiredTokens } from './repository/magic-link-tokens.js';
import { purgeExpiredSessions } from './repository/sessions.js';

export async function purgeExpired(deps: Pick<AuthDeps, 'db'>): Promise<{ tokens: number; sessions: number }> {
  return { tokens: await purgeExpiredTokens(deps.db), sessions: await purgeExpiredSessions(deps.db) };
}

/**
 * Runs purgeExpired now and on a timer; every replica does, which is harmless as deleting what is
 * already gone deletes nothing. A failed run is logged and the next one tries again.
 */
export function schedulePurge(deps: Pick<AuthDeps, 'db' | 'log'>, intervalMs: number = POLICY.purgeIntervalMs): { stop(): Promise<void> } {
  let inFlight: Promise<void> | undefined;
  const run = () => {
    // An hourly run never overlaps the previous one, even on a database slow enough to make it.
    if (inFlight) return;
    inFlight = purgeExpired(deps)
      .then(
        (purged) => {
          if (purged.tokens || purged.sessions) deps.log.info(purged, 'purged expired magic links and sessions');
        },
        (err: unknown) => deps.log.error({ err }, 'purging expired magic links and sessions failed'),
      )
      .finally(() => {
        inFlight = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  // The timer alone must not keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
