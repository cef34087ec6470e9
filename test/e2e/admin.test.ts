/**
 * The admin screens end to end in headless Chromium against the real stack: every service on
 * Postgres and NATS JetStream, the gateway serving the built web app (run `npm run build -w web`
 * first), magic links through an SMTP catcher, fixture sites to audit under public names
 * (CRAWL_MAP_ORIGIN). The classifier and citation services run, so their screens show what they
 * answer; a second gateway, on the same database with a bus of its own where neither runs, shows
 * their "not running" states.
 */
import { deleteNatsNamespace } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@citable/crawler';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { createTestDatabase, startFixtureSite, startProviderServer, startSmtpCatcher, testNamespace, type FixtureSite, type SmtpCatcher, type TestDatabase } from '@citable/testing';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectServices } from '../../services/launcher/src/registry.js';
import { hasText, newBrowserContext, signInThroughEmail, visible } from '../helpers/browser.js';

const ADMIN = 'admin@example.com';
const OWNER = 'owner@example.com';
const PASSWORD = 'the admin password';
const GOOD = 'acme-answers.test';
const PARKED = 'parked.test';
const UNRESOLVABLE = 'no-such-host.invalid';
/** What the LLM writes for AI (V4): questions a customer of the good site would type, and some the judge must refuse. */
const AI_PROMPTS = {
  branded: ['What do B2B teams say about Acme Answers?', 'UNLOCK Acme Answers Today!!!'],
  nonBranded: ['Which answer engines are best for B2B teams?', 'How do I get my site cited by AI assistants?', 'How much does software cost?'],
};
const NOT_RUNNING = (service: string) => `The ${service} service is not available right now. Please try again shortly.`;

const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));

let database: TestDatabase | undefined;
let smtp: SmtpCatcher | undefined;
let proc: RunningProcess | undefined;
/** What a test started that afterAll stops (a second stack). */
const cleanups: Array<() => Promise<unknown>> = [];
let good: FixtureSite | undefined;
let parked: FixtureSite | undefined;
let browser: Browser | undefined;
let gatewayUrl: string;
let natsUrl: string;
let namespace: string;
/** The owner's and the admin's browsers, signed in once. */
let owner: BrowserContext;
let admin: BrowserContext;
const audits: Record<'good' | 'goodAgain' | 'parked' | 'unresolvable', string> = { good: '', goodAgain: '', parked: '', unresolvable: '' };

const newContext = (): Promise<BrowserContext> => newBrowserContext(browser!, gatewayUrl);

/** The environment of a stack on the test's database and SMTP catcher, on bus namespace `ns`. */
const stackEnv = (ns: string) => ({
  DATABASE_URL: database!.url,
  NATS_URL: natsUrl,
  BUS_NAMESPACE: ns,
  SMTP_URL: smtp!.url,
  PORT: '0',
  ADMIN_EMAILS: ADMIN,
  ADMIN_PASSWORD: PASSWORD,
  CRAWL_ALLOW_PRIVATE: 'true',
  CRAWL_MAP_ORIGIN: `https://${GOOD}=${good!.origin},https://${PARKED}=${parked!.origin}`,
  RENDER_MODE: 'off',
  LOG_LEVEL: 'silent',
});

/** An admin's browser on `url`'s gateway: signed in through the emailed link and unlocked. */
async function unlockedAdmin(url: string): Promise<BrowserContext> {
  const context = await newBrowserContext(browser!, url);
  const page = await context.newPage();
  await signInThroughEmail(page, smtp!, ADMIN, url);
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
  await page.close();
  return context;
}

/** A signed-in browser of `email`. */
async function signedIn(email: string): Promise<BrowserContext> {
  const context = await newContext();
  await signInThroughEmail(await context.newPage(), smtp!, email, gatewayUrl);
  return context;
}

/** Starts an audit through the real API with `context`'s session cookie; resolves to its id. */
async function startAudit(context: BrowserContext, domain: string): Promise<string> {
  const res = await context.request.post('/api/audits', { data: { project_id: 'admin-e2e', root_url: `https://${domain}`, site_description: null, max_pages: 10 } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { audit_id: string }).audit_id;
}

/** Waits until none of `ids` is queued or running (also from beforeAll, where expect.poll is not available). */
async function auditsEnd(context: BrowserContext, ids: string[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { audits: list } = (await (await context.request.get('/api/audits')).json()) as { audits: Array<{ id: string; status: string }> };
    const ended = list.filter((a) => ids.includes(a.id) && (a.status === 'completed' || a.status === 'failed'));
    if (ended.length === ids.length) return;
    if (Date.now() > deadline) throw new Error(`audits still running after ${timeoutMs / 1000} s: ${JSON.stringify(list.map((a) => a.status))}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The admin dashboard, unlocked (the admin typed the password in beforeAll; this browser remembers it). */
async function dashboard(): Promise<Page> {
  const page = await admin.newPage();
  await page.goto('/admin');
  await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
  await visible(page.getByRole('table'));
  return page;
}

const tile = (page: Page, label: string) => page.locator('.admin-tiles .tile').filter({ hasText: label }).locator('dd');
const rowOf = (page: Page, auditId: string) => page.locator('tr', { has: page.locator(`a[href="/audits/${auditId}"]`) });

describe('the admin screens end to end (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    namespace = testNamespace('e2e-admin');
    [database, smtp, good, parked] = await Promise.all([
      createTestDatabase(),
      startSmtpCatcher(),
      startFixtureSite('well-optimised', { publicOrigin: `https://${GOOD}` }),
      startFixtureSite('parked'),
    ]);
    const config = loadConfig(stackEnv(namespace));
    proc = await startServices(selectServices('all'), { config, log: createLogger({ level: 'silent' }) });
    gatewayUrl = String(proc.services.get('gateway')?.details?.().url).replace(/\/$/, '');
    browser = await chromium.launch({ executablePath: DEFAULT_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });

    owner = await signedIn(OWNER);
    audits.good = await startAudit(owner, GOOD);
    audits.parked = await startAudit(owner, PARKED);
    audits.unresolvable = await startAudit(owner, UNRESOLVABLE);
    audits.goodAgain = await startAudit(owner, GOOD);
    await auditsEnd(owner, Object.values(audits));

    admin = await unlockedAdmin(gatewayUrl);
  }, 240_000);

  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await proc?.stop().catch(() => undefined);
    await Promise.all([good, parked, smtp].map((s) => s?.close().catch(() => undefined)));
    if (namespace) await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
    await database?.drop().catch(() => undefined);
  });

  it('gives a plain user no Admin link and no admin data: the screens say admins only, the admin API answers 403', async () => {
    const page = await owner.newPage();
    await page.goto('/audits');
    await visible(page.getByRole('button', { name: 'Sign out' }));
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admins only' }));
    await visible(page.getByText('This needs an admin account.'));
    for (const path of ['/api/admin/audits', '/api/admin/system-status', '/v1/auth/users']) {
      const res = await owner.request.get(path);
      expect(res.status(), path).toBe(403);
      expect(await res.json()).toEqual({ error: 'forbidden', message: 'This needs an admin account.' });
    }
    await page.close();
  });

  it('locks the dashboard behind Admin Access: a wrong password is refused, the right one is remembered for later visits, a new session asks again', async () => {
    const context = await signedIn(ADMIN);
    const page = await context.newPage();
    await page.goto('/audits');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Access' }));
    expect(await page.getByRole('button', { name: 'Unlock' }).isDisabled()).toBe(true);
    // Nothing of the dashboard was asked for while locked: the server would refuse it anyway.
    expect((await context.request.get('/api/admin/audits')).status()).toBe(403);

    await page.getByLabel('Admin password').fill('not the password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await visible(page.getByText('Invalid password'));
    await page.getByLabel('Admin password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    expect(await page.evaluate("localStorage.getItem('citable.admin.unlocked')")).toBe(ADMIN);

    // A later visit goes straight in.
    await page.goto('/admin/users');
    await visible(page.getByRole('heading', { name: 'Users', level: 1 }));
    expect(await page.getByRole('heading', { name: 'Admin Access' }).count()).toBe(0);

    // Signed out and in again, the remembered unlock meets a new, locked session: the gate shows again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await signInThroughEmail(page, smtp!, ADMIN, gatewayUrl);
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Access' }));
    expect(await page.evaluate("localStorage.getItem('citable.admin.unlocked')")).toBeNull();
    await context.close();
  });

  it('shows the tools, the status text, the tiles and every audit by tab, each row as the spec says', async () => {
    const page = await dashboard();
    const tools = page.getByRole('region', { name: 'Tools' });
    const hrefs = {
      'Classifier Health': '/admin/health',
      'Classifier Compare': '/admin/classifier-compare',
      'Prompts Compare': '/admin/prompts-compare',
      Users: '/admin/users',
      'Raw health JSON': '/healthz',
      'System status JSON': '/api/admin/system-status',
      'Bot docs': '/bot',
      'Bot metadata JSON': '/api/bot',
    };
    for (const [tool, href] of Object.entries(hrefs)) expect(await tools.getByRole('link', { name: new RegExp(`^${tool}`) }).getAttribute('href'), tool).toBe(href);
    await visible(tools.getByRole('button', { name: /^Re-score Recent/ }));
    // No HOSTING_DASHBOARD_URL or ANALYTICS_DASHBOARD_URL here: no such links.
    expect(await tools.getByRole('link', { name: /Hosting dashboard|Analytics dashboard/ }).count()).toBe(0);
    await visible(page.getByText('V4 active (blended)'));
    await visible(page.getByText('leak=0 plural=0'));
    // The spec's words, with the last run of each hourly job beside them (the gateway's scheduler runs them at start).
    await visible(page.getByText(/^Auto-finalize and prompt refresh\. Last runs: auto-finalize .+ \(\d+ finalised, \d+ failed\); prompt refresh .+ \(\d+ prompt sets? refreshed\)$/));
    await visible(page.getByText(/^v\d+\.\d+\.\d+/));

    await hasText(tile(page, 'Total'), '4');
    await hasText(tile(page, 'Completed'), '2');
    await hasText(tile(page, 'Running'), '0');
    await hasText(tile(page, 'Failed'), '2');
    await hasText(tile(page, 'Duplicate groups'), '1');

    const goodRow = rowOf(page, audits.good);
    expect(await goodRow.getByRole('link', { name: GOOD }).getAttribute('href')).toBe(`/audits/${audits.good}`);
    await visible(goodRow.locator('.pill--success', { hasText: 'Completed' }));
    await expect.poll(async () => /^\d+ \/ \d+$/.test((await goodRow.locator('td[data-label="AEO / GEO"]').textContent()) ?? '')).toBe(true);
    const parkedRow = rowOf(page, audits.parked);
    await visible(parkedRow.locator('.pill--danger', { hasText: 'Failed' }));
    await hasText(parkedRow.locator('td[data-label="AEO / GEO"]'), '— / —');
    await hasText(parkedRow.locator('td[data-label="Pages"]'), '0');

    await page.getByRole('tab', { name: /Failed/ }).click();
    expect((await page.locator('.admin-table tbody .pill').allTextContents()).sort()).toEqual(['Failed', 'Failed']);
    await page.getByRole('tab', { name: /Duplicates/ }).click();
    expect(await page.locator('.admin-table tbody th a').allTextContents()).toEqual([GOOD, GOOD]);
    await page.getByRole('tab', { name: /All/ }).click();
    expect(await page.locator('.admin-table tbody tr').count()).toBe(4);
    await page.close();
  });

  it('deletes one audit after the confirmation, with a banner that goes after 5 seconds', async () => {
    const doomed = await startAudit(owner, UNRESOLVABLE);
    await auditsEnd(owner, [doomed]);
    const page = await dashboard();
    await rowOf(page, doomed).getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this audit?' });
    await visible(confirm.getByText('Are you sure you want to delete this audit and all its data? This cannot be undone.'));
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await visible(rowOf(page, doomed));
    await rowOf(page, doomed).getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete this audit?' }).getByRole('button', { name: 'Delete audit' }).click();
    await visible(page.getByText('Audit deleted successfully'));
    const shown = Date.now();
    await rowOf(page, doomed).waitFor({ state: 'detached' });
    const { audits: left } = (await (await admin.request.get('/api/admin/audits')).json()) as { audits: Array<{ id: string }> };
    expect(left.map((a) => a.id)).not.toContain(doomed);
    await page.getByText('Audit deleted successfully').waitFor({ state: 'detached', timeout: 8_000 });
    // The banner stays 5 s (spec 9); the first check of it took a moment, hence the margin.
    expect(Date.now() - shown).toBeGreaterThanOrEqual(4_500);
    await page.close();
  });

  it('re-scores the last 10 audits after the confirmation and lists each result', async () => {
    const page = await dashboard();
    await page.getByRole('button', { name: /^Re-score Recent/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Re-score the last 10 audits?' });
    await visible(confirm.getByText(/This may take a minute\./));
    await confirm.getByRole('button', { name: 'Re-score' }).click();
    await visible(page.getByText('Re-scored 2 audits'), 90_000);
    const report = page.getByRole('region', { name: 'Re-scoring the last 10 audits' });
    expect((await report.locator('.run-report__ok').allTextContents()).map((t) => t.replace(/^✓/, ''))).toEqual([`Re-scored ${GOOD}`, `Re-scored ${GOOD}`]);
    await page.close();
  });

  it('regenerates prompts one domain a second, listing each domain\'s prompt set', async () => {
    const page = await dashboard();
    await page.getByRole('button', { name: 'Regenerate All Prompts' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate all prompts?' });
    await visible(confirm.getByText(/This may take a few minutes\./));
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await visible(page.getByText('Done: 1 of 1'), 60_000);
    await visible(page.getByText(new RegExp(`^✓?${GOOD.replace('.', '\\.')}: \\d+ prompts \\(.+, .+\\)$`)));
    await visible(page.getByText('Regenerated prompts for 1 domain'));
    await page.close();
  });

  it('deletes every failed audit 0.5 s apart after confirming how many, then refuses when there is none', async () => {
    const page = await dashboard();
    const deletes: Request[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE' && req.url().includes('/api/admin/audits/')) deletes.push(req);
    });
    await page.getByRole('button', { name: 'Delete All Failed Audits' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 failed audits?' });
    await confirm.getByRole('button', { name: 'Delete 2 audits' }).click();
    await visible(page.getByText('Deleted 2 failed audits').first());
    // When the browser started each request, by its own clock: the test process hears of them over CDP, late by a varying few ms.
    const times = deletes.map((req) => req.timing().startTime);
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(500);
    await hasText(tile(page, 'Failed'), '0');
    await page.getByRole('button', { name: 'Delete All Failed Audits' }).click();
    await visible(page.getByText('No failed audits to delete'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('lists the users with their activity and the auth counters', async () => {
    const page = await admin.newPage();
    await page.goto('/admin/users');
    const table = page.getByRole('table');
    await visible(table);
    const ownerRow = table.getByRole('row').filter({ hasText: OWNER });
    // good and its duplicate; the failed ones were deleted above.
    await hasText(ownerRow.locator('td[data-label="Audits"]'), '2');
    await hasText(ownerRow.locator('td[data-label="Last login"]'), 'Just now');
    await visible(table.getByRole('row').filter({ hasText: ADMIN }));
    const today = page.locator('.admin-counters').first();
    const counter = (label: string) => today.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    expect(Number(await counter('Magic links sent').textContent())).toBeGreaterThanOrEqual(3);
    expect(Number(await counter('Sign-ins').textContent())).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('compares the legacy and V2 classifications of a host, with V2\'s confidence and details', async () => {
    const page = await admin.newPage();
    await page.goto('/admin/classifier-compare');
    const compare = page.getByRole('button', { name: 'Compare' });
    expect(await compare.isDisabled()).toBe(true);
    await page.getByLabel('Hostname').fill('   ');
    expect(await compare.isDisabled()).toBe(true);
    await page.getByLabel('Hostname').fill(`https://${GOOD}/pricing`);
    const asked = page.waitForRequest((req) => req.url().includes(`/api/admin/classifier-compare?host=${GOOD}`));
    await page.getByLabel('Hostname').press('Enter');
    await asked;
    const result = page.getByRole('region', { name: `Classification of ${GOOD}` });
    await visible(result, 30_000);
    await visible(result.getByRole('heading', { name: 'Legacy', exact: true }));
    await visible(result.getByRole('heading', { name: 'V2', exact: true }));
    await visible(result.getByText(/\(\d+% confidence\)/).first());
    await visible(result.getByRole('link', { name: 'Open Site' }));
    await page.close();
  });

  it('shows the classifier health from the stored classifications, asking again every 60 s', async () => {
    const page = await admin.newPage();
    await page.clock.install();
    let healthAsks = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/admin/classifier-health')) healthAsks += 1;
    });
    await page.goto('/admin/health');
    // The audits above and the comparison were classified: fewer than 10 in 24 hours.
    await visible(page.getByRole('status').getByText('Insufficient Data', { exact: true }));
    await visible(page.getByRole('list', { name: 'Metrics' }));
    await expect.poll(() => healthAsks).toBe(1);
    await page.clock.fastForward(60_000);
    await expect.poll(() => healthAsks).toBe(2);
    await page.close();
  });

  it('lists the rules, AI and blended prompt sets of a domain side by side; AI says the LLM is not configured', async () => {
    const page = await admin.newPage();
    await page.goto('/admin/prompts-compare');
    await expect.poll(() => page.getByLabel('Domain').inputValue()).toBe('example.com');
    await page.getByLabel('Domain').fill(GOOD);
    await page.getByLabel('Domain').press('Enter');
    const column = (name: string) => page.getByRole('region', { name });
    for (const name of ['Rules (V3)', 'Blended (Production)']) {
      await visible(column(name).getByText(/^\d+ branded · \d+ non-branded$/), 30_000);
      expect(await column(name).locator('ol li').count(), name).toBeGreaterThan(0);
    }
    await visible(column('AI (V4)').getByText('Failed to fetch prompts'));
    await visible(column('AI (V4)').getByText(/LLM_PROVIDER/));

    // Issue 22: the set's id and the site profile the questions were filled from.
    const rules = column('Rules (V3)');
    await visible(rules.locator('code').getByText(/^ps_[0-9a-f]{12}$/));
    await visible(rules.getByText(/^Brand .+ · Topic .+$/));
    // Why each prompt passed: its intent, origin and score, then the judge's lines behind a click.
    const why = rules.locator('.admin-prompts ol > li details').first();
    expect(await why.locator('summary').textContent()).toMatch(/^([a-z ]+ · )?(rules|AI) · [01]\.\d\d$/);
    await expect.poll(() => why.getByText(/^reads naturally \(/).isVisible()).toBe(false);
    await why.locator('summary').click();
    await visible(why.getByText(/^reads naturally \(/));
    await visible(why.getByText(/^grammar: /));
    await page.close();
  });

  it('lists the AI questions the judge turned down, each with its faults and why, when an LLM writes them', async () => {
    // The LLM writes questions a customer would type and some the judge must refuse.
    const llm = await startProviderServer(() => ({ answer: { text: JSON.stringify(AI_PROMPTS), tokens: { input: 300, output: 120 } } }));
    cleanups.push(() => llm.close());
    // A second stack on the same database (it has the good site's pages), whose citation service has the LLM.
    const llmNamespace = testNamespace('e2e-admin-llm');
    cleanups.push(() => deleteNatsNamespace({ url: natsUrl, namespace: llmNamespace }));
    const env = { ...stackEnv(llmNamespace), LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test', LLM_BASE_URL: llm.baseUrl('llm') };
    const stack = await startServices(selectServices('gateway,auth,citation'), { config: loadConfig(env), log: createLogger({ level: 'silent' }) });
    cleanups.push(() => stack.stop());
    const context = await unlockedAdmin(String(stack.services.get('gateway')?.details?.().url).replace(/\/$/, ''));
    const page = await context.newPage();
    await page.goto('/admin/prompts-compare');
    await page.getByLabel('Domain').fill(GOOD);
    await page.getByLabel('Domain').press('Enter');

    const ai = page.getByRole('region', { name: 'AI (V4)' });
    await visible(ai.getByText(/^\d+ branded · \d+ non-branded$/), 30_000);
    await visible(ai.locator('code').getByText(/^ps_[0-9a-f]{12}$/));
    // A shipped question: written by the AI, with the judge's lines behind a click.
    const shipped = ai.locator('.admin-prompts ol > li', { hasText: 'Which answer engines are best for B2B teams?' });
    await shipped.locator('summary').click();
    expect(await shipped.locator('summary').textContent()).toMatch(/^([a-z ]+ · )?AI · [01]\.\d\d$/);
    await visible(shipped.getByText(/^grounded: names "/));
    // The rejected candidates, collapsed, with their count; each with its faults as pills and its reasons.
    const rejected = ai.locator('details', { has: page.locator('summary', { hasText: /^Rejected \(\d+\)$/ }) });
    const generic = rejected.locator('li', { hasText: 'How much does software cost?' });
    expect(await generic.isVisible()).toBe(false);
    await rejected.locator('summary').first().click();
    await visible(generic);
    const faults = await generic.locator('.pill').allTextContents();
    expect(faults.length).toBeGreaterThan(0);
    for (const fault of faults) {
      expect(['ungrammatical', 'ungrounded', 'boilerplate', 'generic', 'unnatural', 'leak']).toContain(fault);
      // Each fault's own line says why.
      await visible(generic.getByText(new RegExp(`^${fault}: `)).first());
    }
    await visible(rejected.locator('li', { hasText: 'UNLOCK Acme Answers Today!!!' }).locator('.pill', { hasText: 'unnatural' }));
    await context.close();
  });

  it('shows an old cached prompt set, without verdicts, id, flags or profile, as before', async () => {
    const page = await admin.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What a set cached before the judge looks like: its meta, lists and realism only.
    await page.route((url) => url.pathname === '/api/llm/prompts', async (route) => {
      const response = await route.fetch();
      const set = (await response.json()) as Record<string, unknown> & { meta: Record<string, unknown> };
      if (!response.ok()) return route.fulfill({ response, json: set });
      const { set_id: _id, judge_version: _judge, flags: _flags, profile: _profile, ...meta } = set.meta;
      return route.fulfill({ response, json: { meta, branded: set.branded, nonBranded: set.nonBranded, realism: set.realism } });
    });
    await page.goto('/admin/prompts-compare');
    await page.getByLabel('Domain').fill(GOOD);
    await page.getByLabel('Domain').press('Enter');
    const rules = page.getByRole('region', { name: 'Rules (V3)' });
    await visible(rules.getByText(/^\d+ branded · \d+ non-branded$/), 30_000);
    await visible(rules.getByText(/^\d\.\d\d average · target \d\.\d\d$/));
    expect(await rules.locator('.admin-prompts ol > li').count()).toBeGreaterThan(0);
    expect(await rules.locator('details').count()).toBe(0);
    expect(await rules.getByText(/^Rejected/).count()).toBe(0);
    expect(await rules.getByText(/^ps_/).count()).toBe(0);
    expect(await rules.getByText(/^Brand /).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows that the classifier and citation services are not running where they do not run', async () => {
    // A second gateway on the same database, whose bus namespace has no classifier or citation service.
    const bareNamespace = testNamespace('e2e-admin-bare');
    cleanups.push(() => deleteNatsNamespace({ url: natsUrl, namespace: bareNamespace }));
    const bare = await startServices(selectServices('gateway,auth'), { config: loadConfig(stackEnv(bareNamespace)), log: createLogger({ level: 'silent' }) });
    cleanups.push(() => bare.stop());
    const bareUrl = String(bare.services.get('gateway')?.details?.().url).replace(/\/$/, '');
    const context = await unlockedAdmin(bareUrl);
    const page = await context.newPage();

    await page.goto('/admin/classifier-compare');
    await page.getByLabel('Hostname').fill(GOOD);
    await page.getByLabel('Hostname').press('Enter');
    await visible(page.getByRole('heading', { name: 'The classifier service is not running' }));
    await visible(page.getByText(NOT_RUNNING('classifier')));

    await page.goto('/admin/health');
    await visible(page.getByRole('heading', { name: 'The classifier service is not running' }));

    await page.goto('/admin/prompts-compare');
    await visible(page.getByRole('heading', { name: 'The citation service is not running' }));
    await visible(page.getByText(NOT_RUNNING('citation')));
    await context.close();
  });

  it('serves the system status JSON to the admin, and the bot page and its JSON to anyone', async () => {
    const status = (await (await admin.request.get('/api/admin/system-status')).json()) as { services: Array<{ name: string; status: string }> };
    expect(status.services.map((s) => [s.name, s.status])).toEqual([
      ['gateway', 'ok'],
      ['auth', 'ok'],
      ['crawler', 'ok'],
      ['scorer', 'ok'],
      ['citation', 'ok'],
      ['classifier', 'ok'],
    ]);

    const visitor = await newContext();
    const page = await visitor.newPage();
    await page.goto('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bot info' }).click();
    await page.waitForURL('**/bot');
    await visible(page.getByRole('heading', { name: 'About CitableBot' }));
    await visible(page.getByText('Mozilla/5.0 (compatible; CitableBot/1.0; +https://citable.app/bot)'));
    await visible(page.getByText('User-agent: CitableBot'));
    for (const token of ['GPTBot', 'ClaudeBot', 'PerplexityBot', 'Google-Extended']) await visible(page.getByRole('link', { name: token, exact: true }));
    const json = (await (await visitor.request.get('/api/bot')).json()) as { token: string; limits: { per_host_concurrency: number } };
    expect(json.token).toBe('CitableBot');
    expect(json.limits.per_host_concurrency).toBe(4);
    await visitor.close();
  });
});
