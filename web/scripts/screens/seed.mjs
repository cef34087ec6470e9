// The data the screenshots show, made through the real API, one step after the other. Each step
// gets the running stack and what earlier steps made, and adds to it. A new kind of data is one
// more small step here (and the scenarios that show it): e.g. a citation run against the local AI
// provider server of @citable/testing (POST /api/citations/run for `audits.good`, then wait for its
// summary), or classifications (GET /api/admin/classifier-compare for each fixture domain as the
// admin) once those services exist.
import { apiClient, createAudit, signIn, signInAdmin, SITES, UNRESOLVABLE, waitForAudits } from './stack.mjs';

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

/** The owner shares the good audit, so the public report has something to show. */
async function shareGoodAudit(stack, data) {
  await apiClient(stack.url).post(`/api/audits/${data.audits.good}/public`, { is_public: true }, { cookie: data.cookies.owner });
}

export const SEED_STEPS = [signInPeople, auditFixtureSites, shareGoodAudit];

export async function seed(stack) {
  const data = {};
  for (const step of SEED_STEPS) {
    const started = Date.now();
    await step(stack, data);
    console.log(`seed: ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return data;
}
