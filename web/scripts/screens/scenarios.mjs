// Every screen of product-spec.md section 2 and every state the real stack can be brought to, as
// scenarios for screenshots.mjs. A scenario opens `path` as `as` (a seeded person, or signed out),
// waits for `ready`, may `run` steps (and check what it sees), then is captured at each width.
//
// What is real and what is staged: the data, the services and their answers are the real stack's.
// buildScenarios shows the stack with every service; buildBareScenarios the one without the
// citation and classifier services, whose screens answer 503 there ("not running"). Only what a
// running stack cannot be made to do on cue is staged: `faults` hold a real answer back for a
// moment (loading states) or drop the connection (network failures), and the AI sources can be
// held back (assistant.hold) so a citation run is seen while it runs.
import { BROKEN_LINKS_SITE } from '@citable/testing';

import { KEYED_SOURCES } from './seed.mjs';
import { ADMIN_EMAIL, apiClient, createAudit, requestLink, SITES, UNRESOLVABLE, waitForAudits } from './stack.mjs';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const FAIL_MESSAGES = {
  failedDomain: 'Domain returned an error page or is not configured. Please check the URL and try again.',
  failedPlatform: 'This platform requires login or is a web application (not a content site). Try a different domain.',
  failedNoPages: 'No crawlable pages found. Check if you entered the correct domain or if the site blocks crawlers.',
  failedTimeout: 'No pages discovered after 2 minutes. The site may be blocking our crawler or have no accessible content.',
  failedPrecheck: 'Domain validation failed: dns not found',
};

/** Fault helpers: which request (method and exact path, or a RegExp on the path) and what happens to it. */
const abort = (method, path) => ({ method, path, abort: true });
const hold = (method, path, delayMs = 4000) => ({ method, path, delayMs });

/** Facts the checks compare the screens with, read from the real API. */
async function facts(stack, data) {
  const api = apiClient(stack.url);
  const owner = data.cookies.owner;
  const pagesOf = async (key) => (await api.get(`/api/audits/${data.audits[key]}/pages?limit=500`, { cookie: owner })).pages;
  const [goodPages, poorPages, composite] = await Promise.all([pagesOf('good'), pagesOf('poor'), api.get(`/api/audits/${data.audits.good}/composite`, { cookie: owner })]);
  const scored = (c) => !c.preview && c.status !== 'not_applicable';
  const pageScore = (p) => {
    const checks = p.checks_json.filter(scored);
    return checks.length ? Math.round(checks.reduce((s, c) => s + c.score, 0) / checks.length) : 0;
  };
  const rendered = [];
  for (const p of goodPages) {
    const full = (await api.get(`/api/audits/${data.audits.good}/pages/${p.id}`, { cookie: owner })).page;
    if ((full.html_static?.length ?? 0) > 1000 && (full.html_rendered?.length ?? 0) > 1000) rendered.push(p);
  }
  const categories = ['Content & Clarity', 'Structure & Organization', 'Authority & Trust', 'Technical Foundations', 'Crawl & Discoverability', 'Experience & Performance'];
  const slug = (name) => name.toLowerCase().replace(/\s*&\s*/g, '-').replace(/\s+/g, '-');
  const allPassing = [];
  for (const [key, pages] of [['good', goodPages], ['poor', poorPages]]) {
    for (const name of categories) {
      const impacted = pages.filter((p) => p.checks_json.some((c) => c.category === name && scored(c) && c.score < 60));
      if (impacted.length === 0) allPassing.push({ auditId: data.audits[key], slug: slug(name) });
    }
  }
  return {
    goodPages,
    poorPages,
    total: composite.composite?.total ?? null,
    firstPage: goodPages[0],
    renderedPage: rendered[0],
    // A page with no schema types or no canonical shows "None found" / "Not found".
    bareMetaPage: [...goodPages, ...poorPages].find((p) => p.schema_types === '[]' && !p.canonical) ?? poorPages[0],
    bareMetaAudit: goodPages.some((p) => p.schema_types === '[]' && !p.canonical) ? data.audits.good : data.audits.poor,
    allPassing: allPassing[0],
    // A filter that leaves no page of the poor site: "No pages found".
    poorEmptyFilter: poorPages.every((p) => pageScore(p) < 85) ? 'good' : poorPages.every((p) => pageScore(p) >= 60) ? 'issues' : null,
  };
}

const audit = (id, tab) => `/audits/${id}${tab ? `?tab=${tab}` : ''}`;
const SITE = `https://${SITES.good.domain}`;

/** The classifier's health as the admin reads it. */
const classifierHealth = (stack, data) => apiClient(stack.url).get('/api/admin/classifier-health', { cookie: data.cookies.admin });

export async function buildScenarios(stack, data, { assistant }) {
  const f = await facts(stack, data);
  const A = data.audits;
  const api = apiClient(stack.url);

  /** A fresh audit of `domain` by the owner, waited for (used by scenarios that change or delete data). */
  const freshAudit = async (domain) => {
    const id = await createAudit(stack, data.cookies.owner, domain, { project_id: 'throwaway' });
    await waitForAudits(stack, data.cookies.owner, [id]);
    return id;
  };

  return [
    // First, before later audits and comparisons are classified: the seed's few classifications.
    {
      name: 'admin-health-insufficient', path: '/admin/health', as: 'admin', adminRemembered: true, ready: 'role=list[name="Metrics"]',
      run: async (p, w, { check }) => {
        const { metrics } = await classifierHealth(stack, data);
        check(metrics.total_classifications < 10, `${w}: fewer than 10 classifications so far (${metrics.total_classifications})`);
        check(await p.getByRole('status').getByText('Insufficient Data', { exact: true }).isVisible(), `${w}: health says Insufficient Data`);
        check((await p.locator('.admin-metric__value').allTextContents()).every((v) => v === 'N/A'), `${w}: every metric is N/A`);
      },
    },

    // ---- Dashboard and start flow ----
    { name: 'dashboard', path: '/audits', as: 'owner', ready: 'role=table' },
    { name: 'dashboard-loading', path: '/audits', as: 'owner', faults: [hold('GET', '/api/audits')], ready: '.skeleton', full: false },
    {
      name: 'dashboard-empty', path: '/audits', as: 'newcomer', ready: 'text=No audits yet',
      run: async (p, w, { check }) => check(await p.getByRole('button', { name: 'Start Your First Audit' }).isVisible(), `${w}: empty list offers "Start Your First Audit"`),
    },
    { name: 'dashboard-signed-out', path: '/', ready: 'text=Sign in to see your audits' },
    { name: 'dashboard-error', path: '/audits', as: 'owner', faults: [abort('GET', '/api/audits')], ready: 'text=Could not load your audits', consoleErrors: true },
    {
      name: 'start-audit-form', path: '/', full: false,
      run: async (p, w, { check }) => {
        await p.getByRole('button', { name: 'Start New Audit' }).first().click();
        const dialog = p.getByRole('dialog', { name: 'Start New Audit' });
        await dialog.waitFor();
        check(await p.evaluate(() => document.activeElement?.id !== '' && document.activeElement?.tagName === 'INPUT'), `${w}: start form focuses its first field`);
        const url = dialog.getByLabel('Root URL');
        await url.fill('HTTPS://www.Example.com/blog');
        check((await url.inputValue()) === 'www.Example.com/blog', `${w}: typed scheme is stripped from the URL field`);
        await url.fill('');
      },
    },
    {
      name: 'start-audit-validation', path: '/', full: false,
      run: async (p, w, { check }) => {
        await p.getByRole('button', { name: 'Start New Audit' }).first().click();
        const dialog = p.getByRole('dialog', { name: 'Start New Audit' });
        await dialog.getByRole('button', { name: 'Continue' }).click();
        check(await dialog.getByText('Enter a project ID.').isVisible(), 'start form: project id required');
        check(await dialog.getByText('Enter the address of the site to audit.').isVisible(), 'start form: root URL required');
        check(await dialog.getByText('Describe the site in a sentence or two.').isVisible(), 'start form: description required');
      },
    },
    {
      name: 'start-audit-secure', path: '/', full: false,
      run: async (p, w, { check }) => {
        await fillStartForm(p, SITES.good.domain);
        await p.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
        const dialog = p.getByRole('dialog', { name: 'Secure Your Audit' });
        await dialog.waitFor();
        check(await dialog.getByText(`https://${SITES.good.domain}`).isVisible(), `${w}: secure step shows the URL`);
        check(await dialog.getByText('The link expires in 20 minutes.').isVisible(), `${w}: secure step: 20-minute hint`);
      },
    },
    {
      name: 'start-audit-sent', path: '/', full: false,
      run: async (p, w, { check, requests }) => {
        await fillStartForm(p, SITES.good.domain);
        await p.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
        const dialog = p.getByRole('dialog', { name: 'Secure Your Audit' });
        await dialog.getByLabel('Email address').fill(` Visitor-${w}@Example.com `);
        await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
        await p.getByRole('dialog', { name: 'Check your email' }).waitFor();
        const body = requests.json('POST', '/v1/auth/magic/request');
        check(
          body?.email === `visitor-${w}@example.com` && body.intent === 'start_audit' && body.redirectPath === '/audits' &&
            body.payload?.root_url === `https://${SITES.good.domain}` && body.payload?.max_pages === 200 && body.payload?.project_id === 'acme',
          `${w}: start_audit magic request ${JSON.stringify(body)}`,
        );
      },
    },
    {
      name: 'start-audit-send-failed', path: '/', full: false, faults: [abort('POST', '/v1/auth/magic/request')], consoleErrors: true,
      run: async (p) => {
        await fillStartForm(p, SITES.good.domain);
        await p.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
        const dialog = p.getByRole('dialog', { name: 'Secure Your Audit' });
        await dialog.getByLabel('Email address').fill('owner@example.com');
        await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
        await dialog.getByText('Failed to send magic link. Please try again.').waitFor();
      },
    },
    {
      name: 'start-audit-signed-in', path: '/audits', as: 'owner',
      run: async (p, w, { check, requests }) => {
        await fillStartForm(p, SITES.slow.domain);
        await p.getByRole('dialog').getByRole('button', { name: 'Start Audit' }).click();
        await p.waitForURL((u) => /^\/audits\/[0-9a-f-]{36}$/.test(u.pathname));
        await p.getByRole('progressbar', { name: 'Audit progress' }).waitFor();
        const body = requests.json('POST', '/api/audits');
        check(body?.max_pages === 200 && body?.root_url === `https://${SITES.slow.domain}`, `${w}: signed in, POST /api/audits ${JSON.stringify(body)}`);
      },
    },
    {
      // An address longer than the API takes (2048 characters): the server refuses it with 400.
      name: 'start-audit-create-failed', path: '/audits', as: 'owner', full: false, consoleErrors: true,
      run: async (p) => {
        await fillStartForm(p, `${SITES.good.domain}/${'long-path-'.repeat(210)}`);
        await p.getByRole('dialog').getByRole('button', { name: 'Start Audit' }).click();
        await p.getByText('Failed to create audit: 400').waitFor();
      },
    },
    {
      name: 'signin-dialog', path: '/terms', full: false,
      run: async (p, w, { check }) => {
        await openSignIn(p, w);
        await p.getByRole('dialog', { name: 'Sign In to Citable' }).waitFor();
        check(await p.evaluate(() => document.activeElement?.getAttribute('type') === 'email'), `${w}: sign-in email field focused on open`);
      },
    },
    {
      name: 'signin-dialog-error', path: '/terms', full: false, faults: [abort('POST', '/v1/auth/magic/request')], consoleErrors: true,
      run: async (p, w) => {
        await openSignIn(p, w);
        const dialog = p.getByRole('dialog', { name: 'Sign In to Citable' });
        await dialog.getByLabel('Email address').fill('owner@example.com');
        await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
        await dialog.getByText('Failed to send magic link. Please try again.').waitFor();
      },
    },

    // ---- New-audit starter ----
    {
      name: 'audits-new-starting', path: `/audits/new?root_url=${encodeURIComponent(`https://${SITES.good.domain}`)}&project_id=starter`, as: 'newcomer',
      faults: [hold('POST', '/api/audits', 6000)], ready: 'text=Starting Your Audit',
    },
    {
      // A session that no longer exists: the API refuses the audit.
      name: 'audits-new-failed', path: `/audits/new?root_url=${encodeURIComponent(`https://${SITES.good.domain}`)}`, as: async () => 'citable_session=ended-long-ago',
      ready: 'text=Failed to Start Audit', consoleErrors: true,
      run: async (p, w, { check, requests }) => {
        check(await p.getByText('Failed to create audit: 401').isVisible(), `${w}: starter shows the creation failure`);
        const body = requests.json('POST', '/api/audits');
        check(body?.project_id === 'default' && body?.max_pages === 50, `${w}: starter defaults ${JSON.stringify(body)}`);
      },
    },
    { name: 'audits-new-missing', path: '/audits/new', as: 'owner', ready: 'text=Missing audit details' },

    // ---- Audit details ----
    {
      name: 'audit-overview', path: audit(A.good), as: 'owner', ready: 'text=Category Breakdown',
      run: async (p, w, { check }) => {
        // The classifier's reading of the site, stored on the audit when it completed (issue 13).
        const { audit: detail } = await api.get(`/api/audits/${A.good}`, { cookie: data.cookies.owner });
        await p.locator('dl[aria-label="Site profile"]').waitFor();
        check(Boolean(detail.site_type && detail.industry) && (await p.locator('dl[aria-label="Site profile"]').getByText(detail.industry, { exact: true }).isVisible()), `${w}: the overview shows the site type and industry (${detail.site_type}, ${detail.industry})`);
        await p.locator('.citation-card').getByText(/of test questions cited the site/).waitFor();
        check(await p.locator('.citation-card .source-bars li', { hasText: 'Brave AI' }).getByText('Not configured').isVisible(), `${w}: the overview's citation card shows Brave AI not configured`);
        const badge = f.total === null ? '—' : f.total.toFixed(1);
        check(await p.getByRole('tab', { name: new RegExp(`Diagnostics\\s*${badge.replace('.', '\\.')}`) }).isVisible(), `${w}: Diagnostics tab badge shows the total ${badge}`);
        check((await p.getByRole('link', { name: /Authority & Trust/ }).getAttribute('href')) === `/audits/${A.good}/category/authority-trust`, `${w}: category card links by slug`);
      },
    },
    {
      // The good site's second audit: "Changes since {date}" and the charts, with the score history.
      name: 'audit-changes', path: audit(A.goodAgain), as: 'owner', ready: 'text=Changes since',
      run: async (p, w, { check }) => {
        check(await p.getByRole('heading', { name: 'Checks regressed', exact: false }).isVisible(), `${w}: the Changes panel lists regressed checks`);
        await p.locator('.chart--history .recharts-surface').waitFor();
        check((await p.locator('.chart--categories .recharts-bar-rectangle').count()) === 6, `${w}: the category chart draws 6 bars`);
      },
    },
    { name: 'audit-first-no-changes', path: audit(A.good), as: 'owner', ready: '.chart--categories .recharts-surface', full: false,
      run: async (p, w, { check }) => check((await p.getByText('Changes since').count()) === 0, `${w}: a first audit has no Changes panel`) },
    {
      // A monitored site's two runs around its owner's change (issue 24): the alert, every chart, the changed checks.
      name: 'trends', path: `/monitors/${data.monitor}/trends`, as: 'watcher', ready: '.chart--trend .recharts-surface',
      run: async (p, w, { check }) => {
        await p.locator('.chart--trend').nth(4).locator('.recharts-surface').first().waitFor();
        check(await p.getByText(/^Meta description regressed on \d+ of \d+ pages \(100%\)$/).isVisible(), `${w}: Trends lists the alert of the second run`);
        check((await p.locator('section[aria-labelledby="trend-runs-title"] tbody tr').count()) === 2, `${w}: Trends lists both runs`);
        check((await p.locator('.chart--trend').count()) === 5, `${w}: Trends draws five charts`);
      },
    },
    {
      name: 'audit-monitoring', path: `/audits/${data.watchedLatest}`, as: 'watcher', ready: '[data-testid="monitor-panel"] >> text=Run now', full: false,
      run: async (p, w, { check }) => check(await p.getByRole('link', { name: 'View Trends' }).isVisible(), `${w}: the audit screen links to Trends`),
    },
    { name: 'audit-loading', path: audit(A.good), as: 'owner', faults: [hold('GET', `/api/audits/${A.good}`)], ready: '[role=status]', full: false },
    {
      name: 'audit-tour', path: audit(A.good), as: 'owner', tour: true, full: false,
      run: async (p, w, { check }) => {
        await p.getByRole('dialog', { name: 'Your Citable Score' }).waitFor();
        check(await p.getByText('Step 1 of 4').isVisible(), `${w}: tour starts at step 1 of 4`);
      },
    },
    {
      name: 'audit-tour-last', path: audit(A.good), as: 'owner', tour: true, full: false,
      run: async (p, w, { check, shot }) => {
        await p.getByRole('dialog', { name: 'Your Citable Score' }).waitFor();
        for (let i = 0; i < 3; i += 1) await p.getByRole('button', { name: 'Next' }).click();
        await p.getByRole('dialog', { name: 'Share, report, re-run' }).waitFor();
        await p.waitForTimeout(300);
        await shot(false);
        await p.getByRole('button', { name: 'Finish' }).click();
        check(await p.evaluate(() => localStorage.getItem('citable.auditTour.completed') === 'true'), `${w}: finishing the tour stores the flag`);
        await p.reload();
        await p.getByText('Category Breakdown').waitFor();
        await p.waitForTimeout(800);
        check((await p.getByRole('dialog').count()) === 0, `${w}: tour does not come back`);
        return 'shot';
      },
    },
    {
      name: 'audit-pages', path: audit(A.good, 'pages'), as: 'owner', ready: `text=Showing ${f.goodPages.length} of ${f.goodPages.length} pages`,
      run: async (p, w, { check }) => {
        await p.getByLabel('Sort by').selectOption('score');
        const shown = (await p.locator('.page-row__score').allTextContents()).map(Number);
        check(shown.every((s, i) => i === 0 || shown[i - 1] <= s), `${w}: sort by Diagnostic Score puts the lowest first (${shown.join(', ')})`);
      },
    },
    {
      name: 'audit-pages-issues', path: audit(A.poor, 'pages'), as: 'owner', ready: `text=Showing ${f.poorPages.length} of ${f.poorPages.length} pages`,
      run: async (p, w, { check }) => {
        await p.getByLabel('Filter').selectOption('issues');
        await p.getByText(/^Showing \d+ of \d+ pages$/).waitFor();
        const shown = (await p.locator('.page-row__score').allTextContents()).map(Number);
        check(shown.every((s) => s < 60), `${w}: "Issues (<60)" shows only pages under 60 (${shown.join(', ')})`);
      },
    },
    ...(f.poorEmptyFilter
      ? [{
          name: 'audit-pages-no-match', path: audit(A.poor, 'pages'), as: 'owner', ready: `text=Showing ${f.poorPages.length} of ${f.poorPages.length} pages`,
          run: async (p) => {
            await p.getByLabel('Filter').selectOption(f.poorEmptyFilter);
            await p.getByText('No pages found').waitFor();
          },
        }]
      : []),
    {
      // The seed's run: ChatGPT, Claude and Perplexity answered; Brave AI has no key.
      name: 'audit-citations', path: audit(A.good, 'citations'), as: 'owner', ready: '.source-card[data-source="chatgpt"]',
      run: async (p, w, { check }) => {
        const panel = p.getByRole('tabpanel');
        for (const source of KEYED_SOURCES) check((await panel.locator(`.source-card[data-source="${source}"] .pill`).textContent()) === 'Completed', `${w}: ${source} completed`);
        check((await panel.locator('.source-card[data-source="brave"] .pill').textContent()) === 'Not configured', `${w}: Brave AI, without a key, is not configured`);
        check(await panel.locator('.source-picker__item', { hasText: 'Brave AI' }).getByRole('checkbox').isDisabled(), `${w}: Brave AI cannot be picked`);
        check(await panel.getByRole('link', { name: `${SITE}/pricing` }).first().isVisible(), `${w}: the cited pricing page is listed`);
        check(await panel.getByText(/of \d+ answers cited the site \(95% CI/).first().isVisible(), `${w}: the overall rate with its interval`);
        const missing = panel.locator('section[aria-labelledby="missing-title"] .query-item').first();
        await missing.locator('summary').click();
        check(await missing.getByText('Cited instead').isVisible(), `${w}: a missing query names the competitors cited instead`);
      },
    },
    {
      name: 'audit-citations-empty', path: audit(A.poor, 'citations'), as: 'owner', ready: 'text=No cited URLs found. Run citations to discover visibility.',
      run: async (p, w, { check }) => {
        check((await p.locator('.source-card[data-source="chatgpt"] .pill').textContent()) === 'Not run yet', `${w}: before a run, sources are "Not run yet"`);
        check(await p.getByText('No citing queries found. Run citations to discover results.').isVisible(), `${w}: no citing queries yet`);
      },
    },
    {
      // The owner runs the test from the tab; the sources answer 12 questions, then wait, so the run is seen running.
      name: 'audit-citations-running', path: audit(A.linkrot, 'citations'), as: 'owner', ready: '.source-card[data-source="chatgpt"]',
      run: async (p, w, { check, shot }) => {
        assistant.hold(12);
        try {
          const panel = p.getByRole('tabpanel');
          await panel.getByRole('button', { name: /^Run citations/ }).click();
          await p.getByText('Citation test started.', { exact: false }).waitFor();
          // Once the answers let through are stored, a fresh look at the tab: the progress stream
          // only speaks when an answer arrives, and the rest wait for release().
          const deadline = Date.now() + 30_000;
          for (let summary; !(summary?.run?.status === 'running' && summary.run.done >= 12); await p.waitForTimeout(300)) {
            if (Date.now() > deadline) throw new Error(`the held run has ${summary?.run?.done} answers, not 12: ${JSON.stringify(summary?.run)}`);
            summary = await api.get(`/api/citations/summary?audit_id=${A.linkrot}`, { cookie: data.cookies.owner });
          }
          await p.reload();
          await panel.getByRole('progressbar', { name: 'Citation test progress' }).waitFor({ timeout: 30_000 });
          await panel.getByText(/^1\d of \d+ answers/).waitFor();
          await shot();
          check((await panel.getByRole('button', { name: 'Running…' }).isDisabled()), `${w}: Run is disabled while the run runs`);
        } finally {
          assistant.release();
        }
        await p.locator('.source-card[data-source="chatgpt"] .pill', { hasText: 'Completed' }).waitFor({ timeout: 60_000 });
        return 'shot';
      },
    },
    { name: 'audit-actions', path: audit(A.good, 'actions'), as: 'owner', ready: 'text=Fix First' },
    {
      // The fix pack's site files for a site that has none, under Fix First.
      name: 'audit-actions-fixes', path: audit(A.poor, 'actions'), as: 'owner', ready: '.fixes-section .fix-snippet',
      run: async (p, w, { check }) => {
        const section = p.locator('.fixes-section');
        for (const file of ['/sitemap.xml', '/llms.txt']) check(await section.getByRole('heading', { name: file }).isVisible(), `${w}: the Fixes section offers ${file}`);
        await section.getByRole('button', { name: 'Show' }).last().click();
        check(await section.locator('.fix-snippet__code').first().isVisible(), `${w}: a site file opens to show its text`);
        check(await section.getByRole('link', { name: 'Download fix pack (.zip)' }).isVisible(), `${w}: the whole pack can be downloaded`);
        await section.scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'audit-diagnostics', path: audit(A.linkrot, 'diagnostics'), as: 'owner', ready: 'text=Site-Level Diagnostics',
      run: async (p, w, { check }) => {
        const panel = p.getByRole('region', { name: 'Crawl Summary' });
        check(await panel.isVisible(), `${w}: diagnostics show the crawl summary`);
        const broken = panel.getByRole('table', { name: /Internal URLs that answered with an error/ });
        for (const [path, status] of Object.entries(BROKEN_LINKS_SITE.broken)) {
          if (path === '/docs/missing') continue; // reached only as a canonical, never linked
          const row = broken.getByRole('row').filter({ has: p.getByRole('link', { name: path, exact: true }) });
          check((await row.count()) === 1 && (await row.getByText(String(status)).isVisible()), `${w}: broken link ${path} shows ${status}`);
        }
        check(await panel.getByRole('table', { name: /redirect, and where to/ }).getByText('/pricing', { exact: true }).first().isVisible(), `${w}: redirects show their target`);
        check(await panel.getByRole('table', { name: /not HTML pages/ }).getByText('image/png').isVisible(), `${w}: files skipped show their type`);
      },
    },
    {
      name: 'audit-diagnostics-clean-crawl', path: audit(A.good, 'diagnostics'), as: 'owner', ready: 'text=Crawl Summary', full: false,
      run: async (p, w, { check }) => {
        await p.getByRole('heading', { name: 'Crawl Summary' }).scrollIntoViewIfNeeded();
        check(await p.getByText('Every URL the crawl followed was a page').isVisible(), `${w}: a crawl that met only pages says so`);
      },
    },
    {
      name: 'audit-tabs-keyboard', path: audit(A.good), as: 'owner', ready: 'text=Category Breakdown', skipShot: true,
      run: async (p, w, { check }) => {
        await p.getByRole('tab', { name: 'Overview' }).focus();
        await p.keyboard.press('ArrowRight');
        await p.waitForURL(/tab=pages/);
        check(await p.getByRole('tab', { name: /Pages/ }).evaluate((el) => el === document.activeElement), `${w}: arrow keys move between tabs and sync ?tab=`);
        await p.keyboard.press('End');
        await p.waitForURL(/tab=diagnostics/);
      },
    },
    {
      name: 'audit-running', as: 'owner', path: async () => audit(await createAudit(stack, data.cookies.owner, SITES.slow.domain, { project_id: 'slow' })),
      ready: 'role=progressbar',
      // Until pages come in (they answer slowly), so the numbers have moved.
      run: async (p) => {
        const crawled = p.locator('.progress-panel__stats div', { hasText: 'Crawled' }).locator('dd');
        await p.waitForFunction((el) => Number(el?.textContent) > 2, await crawled.elementHandle(), { timeout: 60_000 });
      },
    },
    ...Object.entries(FAIL_MESSAGES).map(([key, message]) => ({ name: `audit-${key.replace(/^failed/, 'failed-').toLowerCase()}`, path: audit(A[key]), as: 'owner', ready: `text=${message}` })),
    {
      name: 'audit-error', path: `/audits/${MISSING_ID}`, as: 'owner', ready: 'text=Error Loading Audit', consoleErrors: true,
      run: async (p, w, { check }) => check(await p.getByText('Audit not found').isVisible() && (await p.getByRole('link', { name: 'Back to Audits' }).isVisible()), `${w}: unknown audit: "Audit not found" and "Back to Audits"`),
    },
    {
      name: 'audit-rerun-confirm', path: audit(A.good), as: 'owner', ready: 'text=Category Breakdown', full: false,
      run: async (p) => {
        await p.getByRole('button', { name: 'Re-run' }).click();
        await p.getByText('This will re-crawl the entire site and may take several minutes. Continue?').waitFor();
      },
    },
    {
      name: 'audit-rerun-started', path: audit(A.goodAgain), as: 'owner', ready: 'text=Category Breakdown', full: false,
      run: async (p, w, { check, shot, requests }) => {
        await p.getByRole('button', { name: 'Re-run' }).click();
        await p.getByRole('button', { name: 'Re-run audit' }).click();
        await p.getByText('New audit started! Redirecting to new audit page...').waitFor();
        await shot(false);
        await p.waitForURL((u) => /^\/audits\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(A.goodAgain));
        const body = requests.json('POST', '/api/audits');
        check(body?.max_pages === 100 && body?.project_id === 'acme' && body?.root_url?.startsWith(`https://${SITES.good.domain}`), `${w}: re-run body ${JSON.stringify(body)}`);
        return 'shot';
      },
    },
    {
      name: 'audit-share-failed', path: audit(A.poor), as: 'owner', ready: 'text=Category Breakdown', full: false, faults: [abort('POST', `/api/audits/${A.poor}/public`)], consoleErrors: true,
      run: async (p, w, { check }) => {
        await p.locator('.audit-header').getByRole('switch').click();
        await p.getByText('Failed to update sharing status. Please try again.').waitFor();
        check((await p.locator('.audit-header').getByRole('switch').getAttribute('aria-checked')) === 'false', `${w}: a failed share flips the switch back`);
      },
    },
    {
      name: 'audit-share-public', path: audit(A.linkrot), as: 'owner', ready: 'text=Category Breakdown', full: false,
      run: async (p, w, { check }) => {
        const share = p.locator('.audit-header').getByRole('switch');
        if ((await share.getAttribute('aria-checked')) === 'false') await share.click();
        await p.getByText('Public link').waitFor();
        const { audit: shared } = await api.get(`/api/audits/${A.linkrot}`, { cookie: data.cookies.owner });
        check(shared.is_public === true, `${w}: the share switch makes the audit public`);
      },
    },

    // ---- Report ----
    {
      name: 'report', path: `/audits/${A.good}/report`, as: 'owner', ready: 'text=Priority Fixes',
      run: async (p, w, { check }) => {
        for (const h of ['Executive Summary', 'Category Score Breakdown', 'Priority Fixes', 'Site-Level Diagnostics', 'Page-Level Insights']) {
          check(await p.getByRole('heading', { name: h, exact: true }).first().isVisible(), `${w}: report section "${h}"`);
        }
        const citations = p.locator('section[aria-labelledby="report-citations-title"]');
        check(await citations.getByRole('heading', { name: 'AI Citation Performance' }).isVisible(), `${w}: the report has the citation run's section`);
        check(await citations.getByText(`Cited: ${SITE}/pricing`).first().isVisible(), `${w}: the report names a cited page`);
      },
    },
    {
      // No citation run: the section is left out (spec 2: only if total queries > 0).
      name: 'report-without-citations', path: `/audits/${A.poor}/report`, as: 'owner', ready: 'text=Priority Fixes',
      run: async (p, w, { check }) => check((await p.getByRole('heading', { name: 'AI Citation Performance' }).count()) === 0, `${w}: report leaves out citations with 0 queries`),
    },
    {
      name: 'report-changes', path: `/audits/${A.goodAgain}/report`, as: 'owner', ready: '.report .chart--categories .recharts-surface',
      run: async (p, w, { check }) => check(await p.getByRole('heading', { name: /^Changes since / }).isVisible(), `${w}: the report has "Changes since"`),
    },
    {
      name: 'report-print', path: `/audits/${A.good}/report`, as: 'owner', ready: 'text=Priority Fixes', print: true, widths: [1280],
      run: async (p, w, { check }) => {
        // What "Download PDF" (window.print) produces: a page break per section at least.
        const pdf = await p.pdf({ format: 'A4', printBackground: true });
        const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        check(pages >= 5, `printed report has a page per section (${pages} pages)`);
      },
    },
    { name: 'report-not-found', path: `/audits/${A.failedTimeout}/report`, as: 'owner', ready: 'text=Report not found', consoleErrors: true },
    { name: 'report-error', path: `/audits/${A.good}/report`, as: 'owner', faults: [abort('GET', `/api/audits/${A.good}/report`)], ready: 'text=Error Loading Report', consoleErrors: true },

    // ---- Page analysis ----
    {
      name: 'page-analysis', path: `/audits/${A.good}/pages/${f.firstPage.id}`, as: 'owner', ready: 'text=Page Diagnostic Score',
      run: async (p, w, { check }) => {
        await p.locator('.check-card__summary').first().click();
        const group = p.getByRole('button', { name: /Content & Clarity/ });
        await group.click();
        check((await group.getAttribute('aria-expanded')) === 'false', `${w}: a category group collapses on click`);
        await group.click();
      },
    },
    {
      // The Fixes panel: the snippets the fix pack writes for a page missing its head tags.
      name: 'page-analysis-fixes', path: `/audits/${A.poor}/pages/${f.poorPages[0].id}`, as: 'owner', ready: '.fixes-panel .fix-snippet',
      run: async (p, w, { check }) => {
        const panel = p.locator('.fixes-panel');
        check((await panel.locator('.fix-snippet').count()) > 0, `${w}: the Fixes panel lists the page's snippets`);
        check(await panel.getByRole('button', { name: /^Copy / }).first().isVisible(), `${w}: each snippet has a Copy button`);
        await panel.scrollIntoViewIfNeeded();
      },
    },
    {
      // A collapsed category: its checks are gone from the screen, not only marked collapsed.
      name: 'page-analysis-collapsed', path: `/audits/${A.good}/pages/${f.firstPage.id}`, as: 'owner', ready: 'text=Page Diagnostic Score', full: false,
      run: async (p, w, { check }) => {
        const group = p.getByRole('button', { name: /Content & Clarity/ });
        await group.click();
        const list = p.locator(`#${await group.getAttribute('aria-controls')}`);
        await list.waitFor({ state: 'hidden' });
        check((await group.getAttribute('aria-expanded')) === 'false' && !(await list.isVisible()), `${w}: a collapsed category hides its checks`);
      },
    },
    {
      name: 'page-analysis-metadata', path: `/audits/${f.bareMetaAudit}/pages/${f.bareMetaPage.id}`, as: 'owner', ready: 'text=Page Diagnostic Score',
      run: async (p, w, { check }) => {
        await p.getByRole('tab', { name: /Schema & Metadata/ }).click();
        await p.getByText('Current Values').waitFor();
        check(await p.getByText('None found').isVisible(), `${w}: metadata: "None found" for missing schema types`);
        check(await p.getByText('Not found').first().isVisible(), `${w}: metadata: "Not found" for a missing canonical`);
      },
    },
    ...(f.renderedPage
      ? [{
          name: 'page-analysis-html', path: `/audits/${A.good}/pages/${f.renderedPage.id}`, as: 'owner', ready: 'text=Page Diagnostic Score',
          run: async (p, w, { check }) => {
            await p.getByRole('tab', { name: /HTML Analysis/ }).click();
            await p.getByText('HTML Preview').waitFor();
            check((await p.getByText('... (truncated)').count()) === 2, `${w}: the HTML preview truncates both versions at 1000 characters`);
          },
        }]
      : []),
    {
      name: 'page-analysis-error', path: `/audits/${A.good}/pages/${MISSING_ID}`, as: 'owner', ready: 'text=Error Loading Page', consoleErrors: true,
      run: async (p, w, { check }) => check((await p.getByRole('link', { name: 'Back to Pages' }).getAttribute('href')) === `/audits/${A.good}?tab=pages`, `${w}: the page error links back to the pages tab`),
    },

    // ---- Category view ----
    {
      name: 'category', path: `/audits/${A.poor}/category/authority-trust`, as: 'owner', ready: 'text=Impacted Pages',
      run: async (p, w, { check }) => check((await p.getByRole('link', { name: /How Authority & Trust is scored/ }).getAttribute('href')) === '/score-guide#authority-trust', `${w}: category links to its score guide anchor`),
    },
    ...(f.allPassing ? [{ name: 'category-all-passing', path: `/audits/${f.allPassing.auditId}/category/${f.allPassing.slug}`, as: 'owner', ready: 'text=All pages passing!' }] : []),
    { name: 'category-unknown', path: `/audits/${A.good}/category/nope`, as: 'owner', ready: 'text=Category not found' },

    // ---- Public report (the seed shares the good audit) ----
    {
      name: 'public', path: `/public/${A.good}`, ready: 'text=Site performance across 6 key categories (0-100 scale)',
      run: async (p, w, { check }) => {
        check((await p.locator('.site-header').count()) === 0 && (await p.locator('.site-footer').count()) === 0, `${w}: the public report has no navigation or footer`);
        check(await p.getByText('Shared', { exact: true }).isVisible(), `${w}: the public report shows the Shared badge`);
      },
    },
    {
      name: 'public-pages', path: `/public/${A.good}`, ready: 'text=Public Audit Report',
      run: async (p) => {
        await p.getByRole('tab', { name: `Pages (${f.goodPages.length})` }).click();
        await p.locator('.page-row').first().waitFor();
      },
    },
    {
      name: 'public-citations', path: `/public/${A.good}`, ready: 'text=Public Audit Report',
      run: async (p, w, { check }) => {
        await p.getByRole('tab', { name: 'Citations' }).click();
        await p.getByRole('link', { name: `${SITE}/pricing` }).first().waitFor();
        check((await p.getByRole('button', { name: /Run citations/ }).count()) === 0, `${w}: public citations have no Run button`);
        check((await p.locator('.source-card[data-source="brave"] .pill').textContent()) === 'Not configured', `${w}: public citations: Brave AI not configured`);
      },
    },
    {
      name: 'public-unavailable', path: `/public/${A.poor}`, ready: 'text=Audit Not Available', consoleErrors: true,
      run: async (p, w, { check }) =>
        check(await p.getByText('This audit is not publicly accessible').isVisible() && (await p.getByRole('link', { name: 'Run Your Own Audit' }).isVisible()), `${w}: unavailable: the message and "Run Your Own Audit"`),
    },

    // ---- Score guide ----
    {
      name: 'score-guide', path: '/score-guide', ready: 'text=Content & Clarity',
      run: async (p, w, { check }) => {
        await p.locator('#experience-performance').waitFor();
        for (const slug of ['content-clarity', 'structure-organization', 'authority-trust', 'technical-foundations', 'crawl-discoverability', 'experience-performance', 'methodology', 'citations']) {
          check((await p.locator(`#${slug}`).count()) === 1, `${w}: score guide anchor #${slug}`);
        }
        check(await p.getByText(/36 checks/).first().isVisible() && (await p.getByText(/200\+ industry taxonomies/).first().isVisible()), `${w}: the score guide states 36 checks and 200+ industry taxonomies`);
      },
    },
    { name: 'score-guide-citations', path: '/score-guide#citations', ready: 'text=AI citations', full: false, wait: 600 },
    { name: 'score-guide-error', path: '/score-guide', faults: [abort('GET', '/api/scoring/criteria')], ready: 'text=Could not load the checks', consoleErrors: true },
    {
      name: 'criterion', path: '/score-guide/T5_ai_bot_access', ready: 'text=System Metadata',
      run: async (p, w, { check }) => {
        for (const h of ['Why This Matters', 'How to Fix', 'Example', 'Quick Fixes', 'Common Issues', 'Resources', 'Scoring Methodology', 'System Metadata']) {
          check(await p.getByRole('heading', { name: h, exact: true }).isVisible(), `${w}: criterion section "${h}"`);
        }
        check((await p.getByRole('link', { name: 'Back to Score Guide' }).count()) === 2, `${w}: criterion: back link at top and bottom`);
      },
    },
    { name: 'criterion-page-check', path: '/score-guide/C1_title_quality', ready: 'text=System Metadata' },
    {
      name: 'criterion-not-found', path: '/score-guide/Z9_no_such_check', ready: 'text=Criterion Not Found',
      run: async (p, w, { check }) => check(await p.getByText('The criterion "Z9_no_such_check" doesn\'t exist.').isVisible(), `${w}: criterion not found text`),
    },

    // ---- Auth screens ----
    { name: 'auth-callback-signing-in', path: '/auth/callback?token=held-back', faults: [hold('GET', '/v1/auth/magic/verify')], ready: 'text=Signing you in', consoleErrors: true },
    {
      // A link from the start flow: the audit starts when the link is opened, and the link leads to it.
      name: 'auth-callback-start-audit', skipShot: true,
      path: async (w) => {
        const link = new URL(await requestLink(stack, `starter-${w}@example.com`, { intent: 'start_audit', payload: { project_id: 'starter', root_url: `https://${SITES.good.domain}`, site_description: 'Started from an emailed link.', max_pages: 5 } }));
        return `${link.pathname}${link.search}`;
      },
      run: async (p, w, { check }) => {
        await p.waitForURL((u) => /^\/audits\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: 10_000 });
        check(true, `${w}: a start_audit link opens the audit it started`);
      },
    },
    {
      name: 'auth-callback-missing', path: '/auth/callback', ready: 'text=Missing token',
      run: async (p, w, { check, shot }) => {
        await shot();
        await p.waitForURL('**/auth/error?reason=missing', { timeout: 4000 });
        await p.getByRole('heading', { name: 'Missing sign-in link' }).waitFor();
        check(true, `${w}: no token -> /auth/error?reason=missing`);
        return 'shot';
      },
    },
    {
      name: 'auth-callback-failed', path: '/auth/callback?token=not-a-real-token', ready: 'text=Verification failed', consoleErrors: true,
      run: async (p, w, { check, shot }) => {
        await shot();
        await p.waitForURL('**/auth/error?reason=expired_or_invalid&detail=unknown', { timeout: 4000 });
        await p.getByRole('heading', { name: 'Sign-in link expired' }).waitFor();
        check(true, `${w}: a link never issued -> /auth/error?reason=expired_or_invalid&detail=unknown`);
        return 'shot';
      },
    },
    {
      // A link opened a second time: the server says it was used, and the error page says so.
      name: 'auth-callback-used', ready: 'text=Sign-in link expired',
      path: async (w) => {
        const link = new URL(await requestLink(stack, `twice-${w}@example.com`));
        await apiClient(stack.url).request(`/v1/auth/magic/verify${link.search}`);
        return `${link.pathname}${link.search}`;
      },
      run: async (p, w, { check }) => {
        check(new URL(p.url()).search === '?reason=expired_or_invalid&detail=used', `${w}: a used link -> /auth/error?reason=expired_or_invalid&detail=used`);
        check(await p.getByText(/^This link has already been used/).isVisible(), `${w}: the error page says the link was used`);
      },
    },
    {
      // No answer at all to the verification: reason=error (spec 4).
      name: 'auth-callback-network', path: '/auth/callback?token=unanswered', faults: [abort('GET', '/v1/auth/magic/verify')], ready: 'text=Sign-in link issue', consoleErrors: true,
      run: async (p, w, { check }) => {
        check(new URL(p.url()).search === '?reason=error', `${w}: a network failure -> /auth/error?reason=error`);
        check(await p.getByText(/Citable did not answer/).isVisible(), `${w}: the error page says nobody answered`);
      },
    },
    {
      name: 'auth-callback-success', skipShot: true,
      path: async (w) => {
        const link = new URL(await requestLink(stack, `returning-${w}@example.com`));
        return `${link.pathname}${link.search}`;
      },
      run: async (p, w, { check }) => {
        await p.waitForURL('**/audits', { timeout: 10_000 });
        check(true, `${w}: an emailed link signs in and goes to redirectTo`);
      },
    },
    { name: 'auth-error-expired', path: '/auth/error?reason=expired_or_invalid&detail=expired', ready: 'text=This link is more than 20 minutes old' },
    { name: 'auth-error-missing', path: '/auth/error?reason=missing', ready: 'text=Missing sign-in link' },
    { name: 'auth-error-unauthorized', path: '/auth/error?reason=unauthorized', ready: 'text=Access denied' },
    { name: 'auth-error-internal', path: '/auth/error?reason=internal_error', ready: 'text=Something went wrong' },
    {
      name: 'auth-error-other', path: '/auth/error?reason=token_already_used', ready: 'text=Sign-in link issue',
      run: async (p, w, { check }) => check(await p.getByText(/token already used/).isVisible(), `${w}: other reasons show underscores as spaces`),
    },
    { name: 'check-email', path: '/auth/check-email?email=owner@example.com', ready: 'text=Check your email' },

    // ---- Content and shell ----
    { name: 'terms', path: '/terms', ready: 'text=Terms of Service' },
    { name: 'privacy', path: '/privacy', ready: 'text=Privacy Policy' },
    {
      name: 'bot', path: '/bot', ready: 'text=The AI crawlers an audit reports on',
      run: async (p, w, { check }) => {
        check(await p.getByText('Mozilla/5.0 (compatible; CitableBot/1.0; +https://citable.app/bot)').isVisible(), `${w}: the bot page shows the User-Agent`);
        check(await p.getByRole('link', { name: 'GPTBot' }).isVisible(), `${w}: the bot page lists the AI crawler tokens`);
      },
    },
    {
      name: 'bot-from-footer', path: '/terms', skipShot: true,
      run: async (p, w, { check }) => {
        await p.getByRole('contentinfo').getByRole('link', { name: 'Bot info' }).click();
        await p.waitForURL('**/bot');
        await p.getByRole('heading', { name: 'About CitableBot' }).waitFor();
        check(true, `${w}: the footer's "Bot info" opens the bot page`);
      },
    },
    { name: 'not-found', path: '/no/such/page', ready: 'text=Page not found' },
    {
      name: 'nav-admin', path: '/audits', as: 'admin', ready: 'text=Recent Audits', full: false,
      run: async (p, w, { check }) => {
        if (w < 768) await p.getByRole('button', { name: 'Open menu' }).click();
        check(await p.getByRole('link', { name: 'Admin' }).isVisible(), `${w}: the Admin link is shown to admins`);
      },
    },
    {
      name: 'nav-user', path: '/audits', as: 'owner', ready: 'role=table', skipShot: true,
      run: async (p, w, { check }) => {
        if (w < 768) await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByRole('button', { name: 'Sign out' }).waitFor();
        check((await p.getByRole('link', { name: 'Admin' }).count()) === 0, `${w}: no Admin link for a plain user`);
      },
    },
    {
      name: 'mobile-menu', path: '/terms', widths: [375], full: false,
      run: async (p) => {
        await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByRole('button', { name: 'Sign In' }).waitFor();
      },
    },
    {
      name: 'auth-check-failed', path: '/terms', full: false, faults: [abort('GET', '/v1/auth/me')], consoleErrors: true,
      run: async (p, w) => {
        if (w < 768) await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByText('Auth check failed').waitFor();
      },
    },

    // ---- Admin ----
    { name: 'admin-signed-out', path: '/admin', ready: 'text=Sign in to continue' },
    { name: 'admin-not-admin', path: '/admin', as: 'owner', ready: 'text=Admins only' },
    {
      name: 'admin-gate', path: '/admin', as: 'lockedAdmin', ready: 'text=Admin Access',
      run: async (p, w, { check }) => check(await p.getByRole('button', { name: 'Unlock' }).isDisabled(), `${w}: Unlock waits for a password`),
    },
    {
      name: 'admin-gate-wrong', path: '/admin', as: 'lockedAdmin', ready: 'text=Admin Access',
      run: async (p) => {
        await p.getByLabel('Admin password').fill('not the password');
        await p.getByRole('button', { name: 'Unlock' }).click();
        await p.getByText('Invalid password').waitFor();
      },
      consoleErrors: true,
    },
    {
      name: 'admin-dashboard', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table',
      run: async (p, w, { check }) => {
        await p.getByText(/^v\d+\.\d+\.\d+/).waitFor(); // the worker version, from the system status
        const { audits, duplicate_groups } = await api.get('/api/admin/audits', { cookie: data.cookies.admin });
        const tile = (label) => p.locator('.admin-tiles .tile').filter({ hasText: label }).locator('dd').textContent();
        check((await tile('Total')) === String(audits.length), `${w}: the Total tile counts every audit (${audits.length})`);
        check((await tile('Duplicate groups')) === String(duplicate_groups), `${w}: the Duplicate groups tile (${duplicate_groups})`);
        check((await p.getByRole('link', { name: SITES.good.domain }).first().getAttribute('href'))?.startsWith('/audits/'), `${w}: a domain links to its audit`);
        check((await p.getByRole('link', { name: /Hosting dashboard|Analytics dashboard/ }).count()) === 0, `${w}: unconfigured external dashboards are hidden`);
      },
    },
    { name: 'admin-dashboard-loading', path: '/admin', as: 'admin', adminRemembered: true, faults: [hold('GET', '/api/admin/audits')], ready: '.skeleton', full: false },
    { name: 'admin-dashboard-error', path: '/admin', as: 'admin', adminRemembered: true, faults: [abort('GET', '/api/admin/audits')], ready: 'text=Failed to load audits', consoleErrors: true },
    {
      name: 'admin-dashboard-failed', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table',
      run: async (p, w, { check }) => {
        await p.getByRole('tab', { name: /Failed/ }).click();
        const statuses = await p.locator('.admin-table tbody .pill').allTextContents();
        check(statuses.length > 0 && statuses.every((s) => s === 'Failed'), `${w}: the Failed tab lists failed audits only`);
      },
    },
    {
      name: 'admin-dashboard-duplicates', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table',
      run: async (p, w, { check }) => {
        await p.getByRole('tab', { name: /Duplicates/ }).click();
        const domains = await p.locator('.admin-table tbody th a').allTextContents();
        const groups = domains.filter((d, i) => d !== domains[i - 1]);
        check(
          domains.includes(SITES.good.domain) && new Set(groups).size === groups.length && groups.every((d) => domains.filter((x) => x === d).length >= 2),
          `${w}: the Duplicates tab lists each group of an owner's audits of one domain together (${domains.join(', ')})`,
        );
      },
    },
    {
      name: 'admin-delete-confirm', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table', full: false,
      run: async (p) => {
        await p.getByRole('button', { name: `Delete the audit of ${SITES.parked.domain}` }).first().click();
        await p.getByRole('dialog', { name: 'Delete this audit?' }).getByText('Are you sure you want to delete this audit and all its data? This cannot be undone.').waitFor();
      },
    },
    {
      name: 'admin-deleted', as: 'admin', adminRemembered: true, ready: 'role=table', full: false,
      path: async () => {
        data.disposable = await freshAudit(UNRESOLVABLE);
        return '/admin';
      },
      run: async (p, w, { check }) => {
        await p.locator('tr', { has: p.locator(`a[href="/audits/${data.disposable}"]`) }).getByRole('button', { name: /Delete/ }).click();
        await p.getByRole('dialog', { name: 'Delete this audit?' }).getByRole('button', { name: 'Delete audit' }).click();
        await p.getByText('Audit deleted successfully').waitFor();
        await p.locator(`a[href="/audits/${data.disposable}"]`).waitFor({ state: 'detached' });
        const { audits } = await api.get('/api/admin/audits', { cookie: data.cookies.admin });
        check(!audits.some((a) => a.id === data.disposable), `${w}: the deleted audit is gone from the server`);
      },
    },
    {
      name: 'admin-regenerate-confirm', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table', full: false,
      run: async (p) => {
        await p.getByRole('button', { name: 'Regenerate All Prompts' }).click();
        await p.getByRole('dialog', { name: 'Regenerate all prompts?' }).waitFor();
      },
    },
    {
      name: 'admin-regenerate', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table',
      run: async (p, w, { check }) => {
        const started = Date.now();
        await p.getByRole('button', { name: 'Regenerate All Prompts' }).click();
        await p.getByRole('dialog', { name: 'Regenerate all prompts?' }).getByRole('button', { name: 'Regenerate' }).click();
        await p.getByText(/^Done: /).waitFor({ timeout: 90_000 });
        const lines = await p.locator('.run-report__lines li').count();
        check(Date.now() - started >= (lines - 1) * 1000, `${w}: ${lines} domains, 1 s apart`);
        check(await p.getByText(new RegExp(`^✓?${SITES.good.domain.replace('.', '\\.')}: \\d+ prompts \\(.+, blended\\)$`)).isVisible(), `${w}: each domain lists its new prompt set`);
        check(await p.getByText(/^Regenerated prompts for \d+ domains?$/).isVisible(), `${w}: the banner says every domain was regenerated`);
      },
    },
    {
      name: 'admin-rescore', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table',
      run: async (p, w, { check }) => {
        await p.getByRole('button', { name: /Re-score Recent/ }).click();
        const dialog = p.getByRole('dialog', { name: 'Re-score the last 10 audits?' });
        await dialog.getByText(/This may take a minute\./).waitFor();
        await dialog.getByRole('button', { name: 'Re-score' }).click();
        await p.getByText(/^Re-scored \d+ audits?$/).waitFor({ timeout: 90_000 });
        check((await p.locator('.run-report__ok').count()) > 0, `${w}: re-score lists a result per audit`);
      },
    },
    {
      name: 'admin-delete-failed-confirm', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table', full: false,
      run: async (p) => {
        await p.getByRole('button', { name: 'Delete All Failed Audits' }).click();
        await p.getByRole('dialog', { name: /^Delete \d+ failed audits?\?$/ }).waitFor();
      },
    },
    {
      // Last of the audit scenarios: it deletes every failed audit (two fresh ones each time, so every width has some).
      name: 'admin-delete-failed', as: 'admin', adminRemembered: true, ready: 'role=table',
      path: async () => {
        await Promise.all([freshAudit(UNRESOLVABLE), freshAudit(UNRESOLVABLE)]);
        return '/admin';
      },
      run: async (p, w, { check }) => {
        const failedBefore = (await api.get('/api/admin/audits', { cookie: data.cookies.admin })).audits.filter((a) => a.status === 'failed').length;
        const started = Date.now();
        await p.getByRole('button', { name: 'Delete All Failed Audits' }).click();
        await p.getByRole('dialog', { name: /^Delete \d+ failed audits?\?$/ }).getByRole('button', { name: /^Delete \d+ audits?$/ }).click();
        await p.getByText(`Deleted ${failedBefore} failed audit${failedBefore === 1 ? '' : 's'}`).first().waitFor({ timeout: 60_000 });
        check(Date.now() - started >= (failedBefore - 1) * 500, `${w}: ${failedBefore} deletions, 0.5 s apart`);
        const left = (await api.get('/api/admin/audits', { cookie: data.cookies.admin })).audits.filter((a) => a.status === 'failed');
        check(left.length === 0, `${w}: no failed audit left on the server`);
      },
    },
    {
      name: 'admin-delete-failed-none', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table', full: false,
      run: async (p) => {
        await p.getByRole('button', { name: 'Delete All Failed Audits' }).click();
        await p.getByText('No failed audits to delete').waitFor();
      },
    },
    {
      name: 'admin-users', path: '/admin/users', as: 'admin', adminRemembered: true, ready: 'role=table',
      run: async (p, w, { check }) => {
        check(await p.getByRole('row').filter({ hasText: ADMIN_EMAIL }).isVisible(), `${w}: the admin is a user`);
        check((await p.locator('.admin-counters').first().locator('dd').first().textContent()) !== '0', `${w}: today's sign-in links are counted`);
      },
    },
    { name: 'admin-users-loading', path: '/admin/users', as: 'admin', adminRemembered: true, faults: [hold('GET', '/v1/auth/users')], ready: '.skeleton', full: false },
    {
      name: 'admin-classifier-compare', path: '/admin/classifier-compare', as: 'admin', adminRemembered: true, ready: 'text=Hostname',
      run: async (p, w, { check }) => check(await p.getByRole('button', { name: 'Compare' }).isDisabled(), `${w}: Compare waits for a hostname`),
    },
    {
      name: 'admin-classifier-compare-result', path: '/admin/classifier-compare', as: 'admin', adminRemembered: true, ready: 'text=Hostname',
      run: async (p, w, { check }) => {
        await p.getByLabel('Hostname').fill(`https://${SITES.good.domain}/pricing`);
        await p.getByLabel('Hostname').press('Enter');
        const result = p.getByRole('region', { name: `Classification of ${SITES.good.domain}` });
        await result.waitFor({ timeout: 30_000 });
        for (const h of ['Legacy', 'V2']) check(await result.getByRole('heading', { name: h, exact: true }).isVisible(), `${w}: compare shows the ${h} column`);
        check(await result.getByText(/\(\d+% confidence\)/).first().isVisible(), `${w}: V2 values carry their confidence`);
        check((await result.getByRole('link', { name: 'Open Site' }).getAttribute('href')) === SITE, `${w}: Open Site opens the host`);
      },
    },
    {
      name: 'admin-classifier-compare-error', path: '/admin/classifier-compare', as: 'admin', adminRemembered: true, ready: 'text=Hostname',
      faults: [abort('GET', '/api/admin/classifier-compare')], consoleErrors: true,
      run: async (p) => {
        await p.getByLabel('Hostname').fill(SITES.good.domain);
        await p.getByLabel('Hostname').press('Enter');
        await p.getByText('Failed to fetch comparison').waitFor();
      },
    },
    {
      // Enough classifications for a verdict: the admin compares the fixture sites (repeats are cache hits).
      name: 'admin-health', as: 'admin', adminRemembered: true, ready: 'role=list[name="Metrics"]',
      path: async () => {
        const hosts = ['good', 'poor', 'linkrot', 'parked', 'loginWall', 'robotsBlockAll'].map((key) => SITES[key].domain);
        for (let i = 0; (await classifierHealth(stack, data)).metrics.total_classifications < 12; i += 1) {
          if (i >= 30) throw new Error('30 comparisons and still fewer than 12 classifications in the health window');
          await api.get(`/api/admin/classifier-compare?host=${hosts[i % hosts.length]}`, { cookie: data.cookies.admin });
        }
        return '/admin/health';
      },
      run: async (p, w, { check }) => {
        check((await p.getByText('Insufficient Data').count()) === 0, `${w}: with 10+ classifications the targets are judged`);
        check((await p.locator('.admin-metric__value').allTextContents()).every((v) => v !== 'N/A'), `${w}: every metric has a value`);
      },
    },
    { name: 'admin-health-loading', path: '/admin/health', as: 'admin', adminRemembered: true, faults: [hold('GET', '/api/admin/classifier-health')], ready: 'text=Loading classifier health', full: false },
    {
      name: 'admin-prompts-compare', path: '/admin/prompts-compare', as: 'admin', adminRemembered: true, ready: 'text=Prompts Compare',
      run: async (p, w, { check }) => {
        // Enter at once, while the sample domain's sets are still being written.
        await p.getByLabel('Domain').fill(SITES.good.domain);
        await p.getByLabel('Domain').press('Enter');
        for (const name of ['Rules (V3)', 'AI (V4)', 'Blended (Production)']) {
          const column = p.getByRole('region', { name });
          await column.locator('ol li', { hasText: 'Acme Answers' }).first().waitFor({ timeout: 30_000 });
          check(await column.getByText(/^\d+ branded · \d+ non-branded$/).isVisible(), `${w}: ${name} lists the good site's prompts with their counts`);
        }
      },
    },
    {
      // Issue 22: why the judge passed a prompt and what it rejected, the disclosures opened.
      name: 'admin-prompts-compare-why', path: '/admin/prompts-compare', as: 'admin', adminRemembered: true, ready: 'text=Prompts Compare',
      run: async (p, w, { check }) => {
        await p.getByLabel('Domain').fill(SITES.good.domain);
        await p.getByLabel('Domain').press('Enter');
        for (const name of ['Rules (V3)', 'AI (V4)', 'Blended (Production)']) {
          const column = p.getByRole('region', { name });
          await column.locator('code').getByText(/^ps_[0-9a-f]{12}$/).waitFor({ timeout: 30_000 });
          const why = column.locator('.admin-prompts ol > li details').first();
          await why.locator('summary').click();
          check(await why.getByText(/^reads naturally \(/).isVisible(), `${w}: ${name}'s first prompt says why it passed`);
        }
        const rejected = p.getByRole('region', { name: 'AI (V4)' }).locator('details.admin-rejected');
        await rejected.locator('summary').click();
        check((await rejected.locator('.pill').count()) > 0, `${w}: AI (V4) lists the rejected questions with their faults`);
      },
    },
    {
      name: 'admin-prompts-compare-error', path: '/admin/prompts-compare', as: 'admin', adminRemembered: true, ready: 'text=Prompts Compare',
      faults: [abort('GET', '/api/llm/prompts')], consoleErrors: true,
      run: async (p) => {
        await p.getByText('Failed to fetch prompts').first().waitFor();
      },
    },
  ];
}

/**
 * The stack without the citation and classifier services: their screens say the service is not
 * running (its 503), never invented data. The seed made an owner's audit of the good site, shared.
 */
export function buildBareScenarios(stack, data) {
  const A = data.audits;
  return [
    {
      name: 'audit-citations-down', path: audit(A.good, 'citations'), as: 'owner', ready: 'text=The citation service is not available right now', consoleErrors: true,
      run: async (p, w, { check }) => {
        check((await p.getByText('Not configured').count()) === 0, `${w}: a service that did not answer does not call the sources "not configured"`);
        check(await p.getByRole('button', { name: 'Run citations' }).isDisabled(), `${w}: nothing to run without the service`);
      },
    },
    {
      name: 'audit-overview-citations-down', path: audit(A.good), as: 'owner', ready: 'text=Category Breakdown', consoleErrors: true,
      run: async (p, w, { check }) => check((await p.locator('dl[aria-label="Site profile"]').count()) === 0, `${w}: no site profile before the classifier has answered`),
    },
    {
      name: 'public-citations-down', path: `/public/${A.good}`, ready: 'text=Public Audit Report', consoleErrors: true,
      run: async (p, w, { check }) => {
        await p.getByRole('tab', { name: 'Citations' }).click();
        await p.getByText('The citation service is not available right now').waitFor();
        check((await p.getByRole('button', { name: /Run citations/ }).count()) === 0, `${w}: public citations have no Run button`);
      },
    },
    {
      name: 'admin-regenerate-down', path: '/admin', as: 'admin', adminRemembered: true, ready: 'role=table', consoleErrors: true,
      run: async (p, w, { check }) => {
        await p.getByRole('button', { name: 'Regenerate All Prompts' }).click();
        await p.getByRole('dialog', { name: 'Regenerate all prompts?' }).getByRole('button', { name: 'Regenerate' }).click();
        await p.getByText(/^Done: /).waitFor({ timeout: 60_000 });
        check(await p.getByText(`Failed to regenerate prompts for ${SITES.good.domain}: The citation service is not available right now. Please try again shortly.`).isVisible(), `${w}: each domain says why it failed`);
      },
    },
    {
      name: 'admin-classifier-compare-down', path: '/admin/classifier-compare', as: 'admin', adminRemembered: true, ready: 'text=Hostname', consoleErrors: true,
      run: async (p) => {
        await p.getByLabel('Hostname').fill(SITES.good.domain);
        await p.getByLabel('Hostname').press('Enter');
        await p.getByText('The classifier service is not running').waitFor();
      },
    },
    { name: 'admin-health-down', path: '/admin/health', as: 'admin', adminRemembered: true, ready: 'text=The classifier service is not running', consoleErrors: true },
    { name: 'admin-prompts-down', path: '/admin/prompts-compare', as: 'admin', adminRemembered: true, ready: 'text=The citation service is not running', consoleErrors: true },
  ];
}

async function fillStartForm(p, domain) {
  await p.getByRole('button', { name: 'Start New Audit' }).first().click();
  const dialog = p.getByRole('dialog', { name: 'Start New Audit' });
  await dialog.waitFor();
  await dialog.getByLabel('Project ID').fill('acme');
  await dialog.getByLabel('Root URL').fill(`http://${domain}`);
  await dialog.getByLabel('Site description').fill('Plain answers about home energy, pricing and support.');
}

async function openSignIn(p, width) {
  if (width < 768) await p.getByRole('button', { name: 'Open menu' }).click();
  await p.getByRole('button', { name: 'Sign In' }).click();
}
