import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * GETs that change state all the same: opening a sign-in link spends it and starts a session, so
 * another site must not make a browser open one (it could sign the visitor in as the attacker).
 * The app's callback page calls it from its own origin.
 */
const STATE_CHANGING_GETS = new Set(['/v1/auth/magic/verify']);

/**
 * Cross-site request forgery guard for state-changing requests: a browser sends Origin (or
 * Sec-Fetch-Site) on them, and it must be this site. Clients that send neither (curl, scripts)
 * carry no ambient browser cookies, so they pass.
 */
export function originCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) && !STATE_CHANGING_GETS.has(req.routeOptions.url ?? '')) return;
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const host = req.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!allowed.has(origin) && !sameHost) throw forbidden(`Requests from ${origin} are not allowed.`);
      return;
    }
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw forbidden('Cross-site requests are not allowed.');
  });
}
