import { afterAll, beforeAll, it } from 'vitest';
import { signIn, startGatewayHarness, userIdOf, type GatewayHarness } from './harness.js';
import { seedAudit, seedPages } from './seed.js';
let h: GatewayHarness;
beforeAll(async () => { h = await startGatewayHarness({ rateLimitPerMinute: 100000 }); });
afterAll(async () => { await h?.stop(); });
it('probe', async () => {
  const c = await signIn(h, 'owner@example.com');
  const id = await seedAudit(h.database.db, await userIdOf(h, 'owner@example.com'), { pagesAnalyzed: 500 });
  let t = Date.now(); await seedPages(h.database.db, id, 500); console.log('seed ms', Date.now() - t);
  for (const path of [`/api/audits/${id}`, `/api/audits/${id}/pages`, `/api/audits/${id}/pages?limit=500`, '/v1/auth/me']) {
    const times: number[] = []; let size = 0;
    for (let i = 0; i < 20; i++) { const t0 = performance.now(); const r = await c.get(path); size = (await r.arrayBuffer()).byteLength; times.push(performance.now() - t0); }
    times.sort((a, b) => a - b);
    console.log(path, 'bytes', size, 'p50', times[10]!.toFixed(1), 'max', times[19]!.toFixed(1));
  }
});
