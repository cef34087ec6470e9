/** Bad configuration stops the process with one clear line and a non-zero exit, never a stack trace. */
import { openDatabase } from '@citable/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, runCli } from '../helpers/cli.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-errors-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port that nothing listens on: bind one, remember it, release it. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split('\n').filter((l) => !/^npm warn/.test(l));
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^citable: /);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('startup errors', () => {
  it('DATABASE_URL pointing nowhere', async () => {
    const port = await closedPort();
    const r = await runCli(['start'], cleanEnv({ PORT: '0', DATABASE_URL: `postgres://citable:secret-pw@127.0.0.1:${port}/citable` }));
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, new RegExp(`Cannot reach Postgres at 127\\.0\\.0\\.1:${port}`));
    expect(r.stderr).not.toContain('secret-pw');
  });

  it('NATS_URL unreachable', async () => {
    const port = await closedPort();
    const r = await runCli(['start'], cleanEnv({ PORT: '0', DATA_DIR: path.join(dataDir, 'nats'), NATS_URL: `nats://127.0.0.1:${port}` }));
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, new RegExp(`Cannot reach NATS at nats://127\\.0\\.0\\.1:${port}`));
  });

  it('PORT taken', async () => {
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const port = (srv.address() as { port: number }).port;
    try {
      const r = await runCli(['start'], cleanEnv({ PORT: String(port), DATA_DIR: path.join(dataDir, 'port') }));
      expect(r.code).toBe(1);
      expectOneLine(r.stderr, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
    } finally {
      await new Promise((r) => srv.close(r));
    }
  });

  it('the PGlite folder locked by another process', async () => {
    const dir = path.join(dataDir, 'locked');
    const holder = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    try {
      const r = await runCli(['start'], cleanEnv({ PORT: '0', DATA_DIR: dir }));
      expect(r.code).toBe(1);
      expectOneLine(r.stderr, /is in use by another Citable process/);
    } finally {
      await holder.close();
    }
  });

  it('invalid variables, all named at once', async () => {
    const r = await runCli(['start'], cleanEnv({ PORT: 'eighty', RENDER_MODE: 'sometimes', CRAWL_MAP_ORIGIN: 'acme.test=127.0.0.1' }));
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /PORT must be an integer.*RENDER_MODE must be one of off, sample, all.*CRAWL_MAP_ORIGIN must be comma-separated FROM=TO pairs .*FROM "acme\.test" is not an absolute URL/);
  });

  it('an unknown service name', async () => {
    const r = await runCli(['start', '--services', 'gateway,mailer'], cleanEnv({ PORT: '0' }));
    expect(r.code).toBe(2);
    expectOneLine(r.stderr, /Unknown service "mailer"/);
  });
});
