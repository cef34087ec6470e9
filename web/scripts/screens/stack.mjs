// The real Citable for the screenshots: fixture web sites served by @citable/testing on
// 127.0.0.1, and `citable start` on its embedded default (PGlite in a throwaway DATA_DIR, the
// in-process bus) with every service or those named, crawling those sites under public names
// (CRAWL_MAP_ORIGIN). People sign in through the development outbox, as a developer would.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descriptionLosingSite, generateSite, startFixtureSite, stalledDiscoverySite } from '@citable/testing';

const CLI = fileURLToPath(new URL('../../../services/launcher/bin/citable.js', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

export const ADMIN_EMAIL = 'admin@citable.test';
export const ADMIN_PASSWORD = 'screenshots admin password';
/** A crawl that stores no page this long fails with timeout_no_pages_discovered (the spec's 2 minutes, shortened). */
const NO_PAGES_CUTOFF_MS = 8_000;

/** The monitored site (Trends): its owner drops every meta description between two runs. */
export const WATCHED = descriptionLosingSite();

/** The public names the fixture sites are audited under, and the fixture each one serves. */
export const SITES = {
  watched: { domain: 'watched-answers.test', fixture: WATCHED.site, publicOrigin: true },
  good: { domain: 'acme-answers.test', fixture: 'well-optimised', publicOrigin: true },
  poor: { domain: 'plain-pages.test', fixture: 'poor' },
  linkrot: { domain: 'linkrot.test', fixture: 'broken-links', publicOrigin: true },
  parked: { domain: 'parked.test', fixture: 'parked' },
  loginWall: { domain: 'login-wall.test', fixture: 'login-wall' },
  robotsBlockAll: { domain: 'robots-block-all.test', fixture: 'robots-block-all' },
  stalled: { domain: 'stalled-discovery.test', fixture: stalledDiscoverySite(60_000) },
  // 40 pages, each answering after 1.5 s: an audit that is still running while it is shown.
  slow: { domain: 'slow-growing.test', fixture: slowly(generateSite(40), 1_500), publicOrigin: true },
};
/** Resolves nowhere: the DNS precheck fails on it. */
export const UNRESOLVABLE = 'no-such-host.invalid';

function slowly(builder, delayMs) {
  return (ctx) => Object.fromEntries(Object.entries(builder(ctx)).map(([route, answer]) => [route, typeof answer === 'function' ? answer : { ...answer, delayMs }]));
}

export async function startSites() {
  const entries = await Promise.all(
    Object.entries(SITES).map(async ([key, { domain, fixture, publicOrigin }]) => [key, await startFixtureSite(fixture, publicOrigin ? { publicOrigin: `https://${domain}` } : undefined)]),
  );
  const sites = Object.fromEntries(entries);
  return {
    sites,
    /** CRAWL_MAP_ORIGIN: each public name to its fixture server. */
    mapOrigin: Object.entries(SITES).map(([key, { domain }]) => `https://${domain}=${sites[key].origin}`).join(','),
    close: () => Promise.all(Object.values(sites).map((site) => site.close())),
  };
}

/**
 * `citable start` on a fresh embedded data folder, with every service or only `services` (e.g.
 * "gateway,auth,crawler,scorer"); resolves once it says where it runs.
 */
export async function startCitable({ mapOrigin, env = {}, services }) {
  if (!existsSync(WEB_DIST)) throw new Error('web/dist is missing: run `make build` (make screenshots does) first.');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-screenshots-'));
  const child = spawn(process.execPath, [CLI, 'start', ...(services ? ['--services', services] : [])], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: ADMIN_EMAIL,
      ADMIN_PASSWORD,
      CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_MAP_ORIGIN: mapOrigin,
      CRAWL_NO_PAGES_CUTOFF_MS: String(NO_PAGES_CUTOFF_MS),
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`citable start did not come up in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Citable is running at (http:\/\/\S+) /.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`citable start exited with ${code}:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the real API with node's fetch, as a browser with `cookie` would (no Origin: not a cross-site request). */
export function apiClient(base) {
  async function request(pathAndQuery, { method = 'GET', json, cookie } = {}) {
    const headers = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${pathAndQuery}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    const text = await res.text();
    const body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${text.slice(0, 300)}`);
    return { body, res };
  }
  return { request, get: (p, o) => request(p, o).then((r) => r.body), post: (p, json, o) => request(p, { ...o, method: 'POST', json }).then((r) => r.body) };
}

/** The newest sign-in link the development outbox holds for `email`. */
async function outboxLink(dataDir, email, after) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    const entries = text.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
    const mine = entries.filter((e) => e.to === email && e.at >= after);
    if (mine.length) return mine.at(-1).link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in link for ${email} in the development outbox`);
}

/** Asks for a link as the sign-in dialog does (with `request` as its body) and returns the emailed link. */
export async function requestLink(stack, email, request = {}) {
  const api = apiClient(stack.url);
  const asked = new Date().toISOString();
  await api.post('/v1/auth/magic/request', { email, intent: 'general', redirectPath: '/audits', ...request });
  return outboxLink(stack.dataDir, email, asked);
}

/** Signs `email` in through the emailed link; returns the session cookie (`citable_session=...`). */
export async function signIn(stack, email) {
  const link = new URL(await requestLink(stack, email));
  const { res, body } = await apiClient(stack.url).request(`/v1/auth/magic/verify${link.search}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('citable_session='))?.split(';')[0];
  if (!body.ok || !cookie) throw new Error(`signing ${email} in failed: ${JSON.stringify(body)}`);
  return cookie;
}

/** An admin whose session typed the admin password. */
export async function signInAdmin(stack) {
  const cookie = await signIn(stack, ADMIN_EMAIL);
  await apiClient(stack.url).post('/v1/auth/admin/unlock', { password: ADMIN_PASSWORD }, { cookie });
  return cookie;
}

/** Starts an audit through POST /api/audits as `cookie`'s owner; resolves to its id. */
export async function createAudit(stack, cookie, domain, extra = {}) {
  const body = await apiClient(stack.url).post(
    '/api/audits',
    { project_id: extra.project_id ?? domain.split('.')[0], root_url: `https://${domain}`, site_description: extra.site_description ?? `The ${domain} fixture site.`, max_pages: extra.max_pages ?? 50 },
    { cookie },
  );
  return body.audit_id;
}

/** Waits until none of `ids` is queued or running; resolves to the audits by id. */
export async function waitForAudits(stack, cookie, ids, timeoutMs = 300_000) {
  const api = apiClient(stack.url);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { audits } = await api.get('/api/audits', { cookie });
    const mine = audits.filter((a) => ids.includes(a.id));
    if (mine.length === ids.length && mine.every((a) => a.status === 'completed' || a.status === 'failed')) return Object.fromEntries(mine.map((a) => [a.id, a]));
    if (Date.now() > deadline) throw new Error(`audits still running after ${timeoutMs / 1000} s: ${JSON.stringify(mine.map((a) => [a.root_url, a.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs the citation test of an audit through POST /api/citations/run and waits for the run to end; resolves to its summary. */
export async function runCitations(stack, cookie, auditId, { domain, projectId, sources }, timeoutMs = 180_000) {
  const api = apiClient(stack.url);
  await api.post('/api/citations/run', { audit_id: auditId, project_id: projectId, domain, sources }, { cookie });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const summary = await api.get(`/api/citations/summary?audit_id=${auditId}`, { cookie });
    if (summary.run && summary.run.status !== 'running') {
      if (summary.run.status !== 'completed') throw new Error(`the citation run of ${domain} ended ${summary.run.status}: ${summary.run.error}`);
      return summary;
    }
    if (Date.now() > deadline) throw new Error(`the citation run of ${domain} still runs after ${timeoutMs / 1000} s (${summary.run?.done}/${summary.run?.total})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Starts a monitor's run (Run now) and waits until it has ended; resolves to the monitor. */
export async function runMonitorNow(stack, cookie, monitorId, timeoutMs = 240_000) {
  const api = apiClient(stack.url);
  const { audit_id: auditId } = await api.post(`/api/monitors/${monitorId}/run`, undefined, { cookie });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { monitor } = await api.get(`/api/monitors/${monitorId}`, { cookie });
    if (monitor.last_run?.audit_id === auditId && monitor.last_run.finished_at) {
      if (monitor.last_run.state !== 'done') throw new Error(`the monitor run of ${monitor.domain} ended ${monitor.last_run.state}: ${monitor.last_run.error}`);
      return monitor;
    }
    if (Date.now() > deadline) throw new Error(`the monitor run of ${monitor.domain} still runs after ${timeoutMs / 1000} s (${monitor.last_run?.state})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
