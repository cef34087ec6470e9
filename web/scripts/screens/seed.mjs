// The data the screenshots show, made through the real API, one step after the other. Each step
// gets the running stack and what earlier steps made, and adds to it. A new kind of data is one
// more small step here (and the scenarios that show it). The full stack gets every step; the
// stack without the citation and classifier services (its "not running" states) only what those
// screens need.
import { apiClient, createAudit, runCitations, runMonitorNow, signIn, signInAdmin, SITES, UNRESOLVABLE, waitForAudits, WATCHED } from './stack.mjs';

/** The sources with a key on the full stack (screens/assistant.mjs): Brave AI has none. */
export const KEYED_SOURCES = ['chatgpt', 'claude', 'perplexity'];

/** The people: an owner with audits, a newcomer with none, an admin (unlocked) and the same admin in a second, locked session. */
async function signInPeople(stack, data) {
  data.cookies = {
    owner: await signIn(stack, 'owner@example.com'),
    newcomer: await signIn(stack, 'newcomer@example.com'),
    admin: await signInAdmin(stack),
  };
  data.cookies.lockedAdmin = await signIn(stack, 'admin@citable.test');
}

/**
 * The owner audits every fixture site (the crawler takes them one at a time) and the good one a
 * second time (a duplicate group for the admin); every audit is waited for, completed or failed.
 */
async function auditFixtureSites(stack, data) {
  const owner = data.cookies.owner;
  const start = (key, extra) => createAudit(stack, owner, SITES[key].domain, extra);
  data.audits = {
    good: await start('good', { project_id: 'acme', site_description: 'Acme Answers: plain answers about home energy, pricing and support.' }),
    poor: await start('poor', { project_id: 'plain' }),
    linkrot: await start('linkrot', { project_id: 'linkrot' }),
    failedDomain: await start('parked'),
    failedPlatform: await start('loginWall'),
    failedNoPages: await start('robotsBlockAll'),
    failedTimeout: await start('stalled'),
    failedPrecheck: await createAudit(stack, owner, UNRESOLVABLE, { project_id: 'typo' }),
    goodAgain: await start('good', { project_id: 'acme' }),
  };
  data.auditRows = await waitForAudits(stack, owner, Object.values(data.audits));
  for (const key of ['good', 'poor', 'linkrot', 'goodAgain']) {
    const row = data.auditRows[data.audits[key]];
    if (row.status !== 'completed') throw new Error(`the ${key} audit did not complete: ${row.fail_reason}`);
  }
}

/** The owner audits the good site only (the stack without citation and classifier services). */
async function auditGoodSite(stack, data) {
  data.audits = { good: await createAudit(stack, data.cookies.owner, SITES.good.domain, { project_id: 'acme' }) };
  data.auditRows = await waitForAudits(stack, data.cookies.owner, [data.audits.good]);
}

/** The citation test of the good audit against the provider server: the Citations tab's analytics, the report's section. */
async function runGoodCitations(stack, data) {
  data.citations = await runCitations(stack, data.cookies.owner, data.audits.good, { domain: SITES.good.domain, projectId: 'acme', sources: KEYED_SOURCES });
}

/** The owner shares the good audit, so the public report has something to show. */
async function shareGoodAudit(stack, data) {
  await apiClient(stack.url).post(`/api/audits/${data.audits.good}/public`, { is_public: true }, { cookie: data.cookies.owner });
}

/**
 * A watcher (a person of their own, so the owner's audits and the admin's duplicate groups stay as
 * they were) monitors the watched site, runs it, drops its meta descriptions and runs it again:
 * the Trends screen has two runs and an alert.
 */
async function monitorWatchedSite(stack, data) {
  const watcher = await signIn(stack, 'watcher@example.com');
  data.cookies.watcher = watcher;
  const auditId = await createAudit(stack, watcher, SITES.watched.domain, { project_id: 'watch', max_pages: 20 });
  await waitForAudits(stack, watcher, [auditId]);
  const { monitor } = await apiClient(stack.url).post('/api/monitors', { audit_id: auditId, cadence: 'weekly', citations: true, alerts: true }, { cookie: watcher });
  await runMonitorNow(stack, watcher, monitor.id);
  WATCHED.dropDescriptions();
  const latest = await runMonitorNow(stack, watcher, monitor.id);
  data.monitor = monitor.id;
  data.watchedLatest = latest.last_run.audit_id;
}

export const SEED_STEPS = [signInPeople, auditFixtureSites, runGoodCitations, shareGoodAudit, monitorWatchedSite];
export const BARE_SEED_STEPS = [signInPeople, auditGoodSite, shareGoodAudit];

export async function seed(stack, steps = SEED_STEPS) {
  const data = {};
  for (const step of steps) {
    const started = Date.now();
    await step(stack, data);
    console.log(`seed: ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return data;
}
