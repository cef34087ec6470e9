/**
 * The embedded default, as `make start` runs it: every service in one process on PGlite and the
 * in-process bus, serving the web app and /healthz; data survives a restart.
 */
import { openDatabase } from '@citable/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, startCli } from '../helpers/cli.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-smoke-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('citable start (embedded default)', () => {
  it('serves the app shell, deep links and /healthz, and keeps data across a restart', async () => {
    const env = cleanEnv({ PORT: '0', DATA_DIR: dataDir });
    const first = await startCli(env);
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.output()).toContain('embedded PGlite');
      // No metrics endpoint unless METRICS_PORT asks for one.
      expect(first.output()).not.toContain('metrics at');

      const health = await fetch(`${first.url}/healthz`);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { status: string; database: { status: string }; services: Record<string, string> };
      expect(body.status).toBe('ok');
      expect(body.database.status).toBe('ok');
      expect(body.services).toEqual({ gateway: 'ok', auth: 'ok', crawler: 'ok', scorer: 'ok', citation: 'ok', classifier: 'ok' });

      for (const route of ['/', '/audits', '/score-guide/C1_title_quality']) {
        const page = await fetch(`${first.url}${route}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/text\/html/);
        const html = await page.text();
        expect(html).toContain('<div id="root">');
      }
      const api404 = await fetch(`${first.url}/api/nothing-here`);
      expect(api404.status).toBe(404);
      expect(await api404.json()).toMatchObject({ error: 'not_found' });

      // The data folder is locked while the process runs.
      await expect(openDatabase({ dataDir: path.join(dataDir, 'pglite') })).rejects.toMatchObject({ name: 'DataDirLockedError' });
    } finally {
      expect(await first.stop()).toBe(0);
    }

    // Write a row while stopped, then check a restart keeps it (migrations don't reset data).
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await handle.db.insertInto('users').values({ email: 'kept@example.com' }).execute();
    await handle.close();

    const second = await startCli(env);
    expect(await second.stop()).toBe(0);

    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const rows = await reopened.db.selectFrom('users').select('email').execute();
    await reopened.close();
    expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
    // Two cold starts of every service on a fresh PGlite folder: slow on 2 busy cores.
  }, 240_000);
});
