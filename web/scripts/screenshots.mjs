// Serves the current web/dist with the mock API (preview-server.mjs), drives Debian Chromium
// through playwright-core, saves a PNG of every screen and state at 1280 and 375 px wide, and
// checks behaviour along the way (copy, focus, request bodies, no horizontal scroll at 375 px).
//
//   npm run build -w web && node web/scripts/screenshots.mjs [outDir] [--only name-substring]
//
// Output: <outDir>/<screen>-<width>.png, outDir defaulting to <repo>/screenshots.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { createFixtures, IDS } from './mock-data.mjs';
import { mockApi, startPreviewServer } from './preview-server.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : null;
const widthsArg = args.indexOf('--widths');
const WIDTHS = widthsArg >= 0 ? args[widthsArg + 1].split(',').map(Number) : [1280, 375];
const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--only' && args[i - 1] !== '--widths');
const outDir = positional[0] ?? fileURLToPath(new URL('../../screenshots', import.meta.url));
await mkdir(outDir, { recursive: true });

const state = { mode: 'signed-out' };
const server = await startPreviewServer({ api: mockApi(state) });
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  timeout: 30_000,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
});

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
};

const audit = (id, tab) => `/audits/${id}${tab ? `?tab=${tab}` : ''}`;
const northwind = createFixtures().audits[IDS.completed];
const firstPage = northwind.pages[0];
const unscoredPage = northwind.pages.find((p) => p.checks_json.length === 0);

/**
 * Every screen and state. `state` sets the mock API's mode and switches; `run` does what it takes
 * to reach the state (and may check things); `full` takes the whole page (default) or the viewport.
 */
const SCENARIOS = [
  // ---- Dashboard and start flow ----
  { name: 'dashboard', path: '/audits', state: { mode: 'signed-in' }, ready: 'role=table' },
  { name: 'dashboard-empty', path: '/audits', state: { mode: 'signed-in', emptyAudits: true }, ready: 'text=No audits yet',
    run: async (p) => check(await p.getByRole('button', { name: 'Start Your First Audit' }).isVisible(), 'empty list offers "Start Your First Audit"') },
  { name: 'dashboard-signed-out', path: '/', state: { mode: 'signed-out' }, ready: 'text=Sign in to see your audits' },
  { name: 'dashboard-error', path: '/audits', state: { mode: 'signed-in', auditsDown: true }, ready: 'text=Could not load your audits', consoleErrors: true },
  {
    name: 'start-audit-form', path: '/', state: { mode: 'signed-out' }, full: false,
    run: async (p, w) => {
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
    name: 'start-audit-validation', path: '/', state: { mode: 'signed-out' }, full: false,
    run: async (p) => {
      await p.getByRole('button', { name: 'Start New Audit' }).first().click();
      const dialog = p.getByRole('dialog', { name: 'Start New Audit' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      check(await dialog.getByText('Enter a project ID.').isVisible(), 'start form: project id required');
      check(await dialog.getByText('Enter the address of the site to audit.').isVisible(), 'start form: root URL required');
      check(await dialog.getByText('Describe the site in a sentence or two.').isVisible(), 'start form: description required');
    },
  },
  {
    name: 'start-audit-secure', path: '/', state: { mode: 'signed-out' }, full: false,
    run: async (p) => {
      await fillStartForm(p);
      await p.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      const dialog = p.getByRole('dialog', { name: 'Secure Your Audit' });
      await dialog.waitFor();
      check(await dialog.getByText('https://northwindroofing.com').isVisible(), 'secure step shows the URL');
      check(await dialog.getByText('The link expires in 20 minutes.').isVisible(), 'secure step: 20-minute hint');
    },
  },
  {
    name: 'start-audit-sent', path: '/', state: { mode: 'signed-out' }, full: false,
    run: async (p, w) => {
      await fillStartForm(p);
      await p.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      const dialog = p.getByRole('dialog', { name: 'Secure Your Audit' });
      await dialog.getByLabel('Email address').fill(' Owner@Example.com ');
      await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
      await p.getByRole('dialog', { name: 'Check your email' }).waitFor();
      const body = state.lastMagicRequest;
      check(
        body?.email === 'owner@example.com' && body.intent === 'start_audit' && body.redirectPath === '/audits' &&
          body.payload?.root_url === 'https://northwindroofing.com' && body.payload?.max_pages === 200 && body.payload?.project_id === 'northwind',
        `${w}: start_audit magic request ${JSON.stringify(body)}`,
      );
    },
  },
  {
    name: 'start-audit-send-failed', path: '/', state: { mode: 'signed-out', magicFails: true }, full: false,
    run: async (p) => {
      await fillStartForm(p);
      await p.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      const dialog = p.getByRole('dialog', { name: 'Secure Your Audit' });
      await dialog.getByLabel('Email address').fill('owner@example.com');
      await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
      await dialog.getByText('Failed to send magic link. Please try again.').waitFor();
    },
  },
  {
    name: 'start-audit-signed-in', path: '/audits', state: { mode: 'signed-in' },
    run: async (p, w) => {
      await fillStartForm(p);
      await p.getByRole('dialog').getByRole('button', { name: 'Start Audit' }).click();
      await p.waitForURL(`**/audits/${IDS.running}`);
      await p.getByRole('progressbar', { name: 'Audit progress' }).waitFor();
      check(state.lastCreate?.max_pages === 200 && state.lastCreate?.root_url === 'https://northwindroofing.com', `${w}: signed in, POST /api/audits ${JSON.stringify(state.lastCreate)}`);
    },
  },
  {
    name: 'start-audit-create-failed', path: '/audits', state: { mode: 'signed-in', createFails: true }, full: false,
    run: async (p) => {
      await fillStartForm(p);
      await p.getByRole('dialog').getByRole('button', { name: 'Start Audit' }).click();
      await p.getByText('Failed to create audit: 500').waitFor();
    },
  },
  {
    name: 'signin-dialog', path: '/terms', state: { mode: 'signed-out' }, full: false,
    run: async (p, w) => {
      await openSignIn(p, w);
      const dialog = p.getByRole('dialog', { name: 'Sign In to Citable' });
      await dialog.waitFor();
      check(await p.evaluate(() => document.activeElement?.getAttribute('type') === 'email'), `${w}: sign-in email field focused on open`);
    },
  },
  {
    name: 'signin-dialog-error', path: '/terms', state: { mode: 'signed-out', magicFails: true }, full: false,
    run: async (p, w) => {
      await openSignIn(p, w);
      const dialog = p.getByRole('dialog', { name: 'Sign In to Citable' });
      await dialog.getByLabel('Email address').fill('owner@example.com');
      await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
      await dialog.getByText('Failed to send magic link. Please try again.').waitFor();
    },
  },

  // ---- New-audit starter ----
  { name: 'audits-new-starting', path: `/audits/new?root_url=${encodeURIComponent('https://acme.example')}`, state: { mode: 'signed-in', slowCreate: true }, ready: 'text=Starting Your Audit' },
  {
    name: 'audits-new-failed', path: `/audits/new?root_url=${encodeURIComponent('https://acme.example')}`, state: { mode: 'signed-in', createFails: true }, ready: 'text=Failed to Start Audit',
    run: async (p) => {
      check(await p.getByText('Failed to create audit: 500').isVisible(), 'starter shows the creation failure');
      check(state.lastCreate?.project_id === 'default' && state.lastCreate?.max_pages === 50, `starter defaults ${JSON.stringify(state.lastCreate)}`);
    },
  },
  { name: 'audits-new-missing', path: '/audits/new', state: { mode: 'signed-in' }, ready: 'text=Missing audit details' },

  // ---- Audit details ----
  {
    name: 'audit-overview', path: audit(IDS.completed), state: { mode: 'signed-in' }, ready: 'text=Category Breakdown',
    run: async (p) => {
      await p.getByText('Citation Performance').waitFor();
      check(await p.getByRole('tab', { name: /Diagnostics\s*68\.0/ }).isVisible(), 'Diagnostics tab badge shows the total to 1 decimal');
      check(await p.getByText('Local business').isVisible(), 'overview shows the site type the classifier stored');
      check((await p.getByRole('link', { name: /Authority & Trust/ }).getAttribute('href')) === `/audits/${IDS.completed}/category/authority-trust`, 'category card links by slug');
    },
  },
  {
    name: 'audit-tour', path: audit(IDS.completed), state: { mode: 'signed-in' }, tour: true, full: false,
    run: async (p, w) => {
      const tour = p.getByRole('dialog', { name: 'Your Citable Score' });
      await tour.waitFor();
      check(await p.getByText('Step 1 of 4').isVisible(), `${w}: tour starts at step 1 of 4`);
    },
  },
  {
    name: 'audit-tour-last', path: audit(IDS.completed), state: { mode: 'signed-in' }, tour: true, full: false,
    run: async (p, w) => {
      await p.getByRole('dialog', { name: 'Your Citable Score' }).waitFor();
      for (let i = 0; i < 3; i += 1) await p.getByRole('button', { name: 'Next' }).click();
      await p.getByRole('dialog', { name: 'Share, report, re-run' }).waitFor();
      await p.waitForTimeout(300);
      await shot(p, `audit-tour-last-${w}`, false);
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
    name: 'audit-pages', path: audit(IDS.completed, 'pages'), state: { mode: 'signed-in' }, ready: 'text=Showing 14 of 14 pages',
    run: async (p) => {
      await p.getByLabel('Sort by').selectOption('score');
      // The page not scored yet has no checks: its diagnostic score is 0 (spec 5), so it sorts first.
      check((await p.locator('.page-row__score').first().textContent()) === '0', 'sort by Diagnostic Score puts the lowest first');
    },
  },
  {
    name: 'audit-pages-issues', path: audit(IDS.completed, 'pages'), state: { mode: 'signed-in' }, ready: 'text=Showing 14 of 14 pages',
    run: async (p) => {
      await p.getByLabel('Filter').selectOption('good');
      await p.getByText('Showing 1 of 14 pages').waitFor();
      await p.getByLabel('Filter').selectOption('issues');
      await p.getByText('Showing 1 of 14 pages').waitFor();
    },
  },
  {
    name: 'audit-pages-no-match', path: audit(IDS.second, 'pages'), state: { mode: 'signed-in' }, ready: 'text=Showing 6 of 6 pages',
    run: async (p) => {
      await p.getByLabel('Filter').selectOption('issues');
      await p.getByText('No pages found').waitFor();
    },
  },
  {
    name: 'audit-citations', path: audit(IDS.completed, 'citations'), state: { mode: 'signed-in' }, ready: 'text=Top citing queries',
    run: async (p, w) => {
      await p.getByText('Is Northwind Roofing a good roofer in Denver?').click();
      await p.getByRole('button', { name: 'Run citations again' }).click();
      await p.getByText('Citation test started.').waitFor();
      // Brave AI has no key in the mock: it is shown not configured, and not asked.
      check(JSON.stringify(state.lastCitationRun?.sources) === '["perplexity","chatgpt","claude"]' && state.lastCitationRun?.domain === 'northwindroofing.com', `${w}: run body ${JSON.stringify(state.lastCitationRun)}`);
      check(await p.locator('.source-picker__item--off', { hasText: 'Brave AI' }).getByText('Not configured').isVisible(), `${w}: Brave AI is not configured`);
    },
  },
  {
    name: 'audit-citations-missing', path: audit(IDS.completed, 'citations'), state: { mode: 'signed-in' }, ready: 'text=Missing queries',
    run: async (p) => {
      await p.getByText('Northwind Roofing warranty').click();
      await p.locator('details', { hasText: 'Northwind Roofing warranty' }).getByText('No citations found from any AI source for this query.').waitFor();
      await p.getByText('Northwind Roofing warranty').scrollIntoViewIfNeeded();
    },
    full: false,
  },
  { name: 'audit-citations-empty', path: audit(IDS.second, 'citations'), state: { mode: 'signed-in' }, ready: 'text=No cited URLs found. Run citations to discover visibility.' },
  { name: 'audit-citations-down', path: audit(IDS.completed, 'citations'), state: { mode: 'signed-in', citationsDown: true }, ready: 'text=The citation service is not available right now', consoleErrors: true },
  { name: 'audit-actions', path: audit(IDS.completed, 'actions'), state: { mode: 'signed-in' }, ready: 'text=Fix First' },
  {
    name: 'audit-diagnostics', path: audit(IDS.completed, 'diagnostics'), state: { mode: 'signed-in' }, ready: 'text=Site-Level Diagnostics',
    run: async (p, w) => {
      const panel = p.getByRole('region', { name: 'Crawl Summary' });
      check(await panel.isVisible(), `${w}: diagnostics show the crawl summary`);
      const broken = panel.getByRole('table', { name: /Internal URLs that answered with an error/ });
      const gutters = broken.getByRole('row').filter({ has: p.getByRole('link', { name: '/services/gutters' }) });
      check((await gutters.count()) === 1 && (await gutters.getByText('404').isVisible()), `${w}: a broken link shows its status`);
      check(await gutters.getByText('and 11 more').isVisible(), `${w}: a broken link names its first linking pages and how many more`);
      check(await broken.getByText('Listed in the sitemap').isVisible(), `${w}: a broken link found only in the sitemap says so`);
      check(await panel.getByRole('table', { name: /redirect, and where to/ }).getByText('/services/roof-repair', { exact: true }).isVisible(), `${w}: redirects show their target`);
      check(await panel.getByRole('table', { name: /not HTML pages/ }).getByText('image/png').isVisible(), `${w}: files skipped show their type`);
    },
  },
  {
    name: 'audit-diagnostics-clean-crawl', path: audit(IDS.second, 'diagnostics'), state: { mode: 'signed-in' }, ready: 'text=Crawl Summary', full: false,
    run: async (p) => {
      await p.getByRole('heading', { name: 'Crawl Summary' }).scrollIntoViewIfNeeded();
      check(await p.getByText('Every URL the crawl followed was a page').isVisible(), 'a crawl that met only pages says so');
    },
  },
  {
    name: 'audit-tabs-keyboard', path: audit(IDS.completed), state: { mode: 'signed-in' }, ready: 'text=Category Breakdown', skipShot: true,
    run: async (p, w) => {
      await p.getByRole('tab', { name: 'Overview' }).focus();
      await p.keyboard.press('ArrowRight');
      await p.waitForURL(/tab=pages/);
      check(await p.getByRole('tab', { name: /Pages/ }).evaluate((el) => el === document.activeElement), `${w}: arrow keys move between tabs and sync ?tab=`);
      await p.keyboard.press('End');
      await p.waitForURL(/tab=diagnostics/);
    },
  },
  { name: 'audit-running', path: audit(IDS.running), state: { mode: 'signed-in' }, ready: 'role=progressbar', wait: 1800 },
  { name: 'audit-failed-timeout', path: audit(IDS.failedTimeout), state: { mode: 'signed-in' }, ready: 'text=No pages discovered after 2 minutes. The site may be blocking our crawler or have no accessible content.' },
  { name: 'audit-failed-precheck', path: audit(IDS.failedPrecheck), state: { mode: 'signed-in' }, ready: 'text=Domain validation failed: dns not found' },
  { name: 'audit-failed-platform', path: audit(IDS.failedPlatform), state: { mode: 'signed-in' }, ready: 'text=This platform requires login or is a web application (not a content site). Try a different domain.' },
  { name: 'audit-failed-no-pages', path: audit(IDS.failedNoPages), state: { mode: 'signed-in' }, ready: 'text=No crawlable pages found. Check if you entered the correct domain or if the site blocks crawlers.' },
  { name: 'audit-failed-domain', path: audit(IDS.failedDomain), state: { mode: 'signed-in' }, ready: 'text=Domain returned an error page or is not configured. Please check the URL and try again.' },
  { name: 'audit-failed-other', path: audit(IDS.failedOther), state: { mode: 'signed-in' }, ready: 'text=Reason: internal_error' },
  { name: 'audit-failed-unknown', path: audit(IDS.failedUnknown), state: { mode: 'signed-in' }, ready: 'text=Unknown error' },
  { name: 'audit-error', path: '/audits/00000000-0000-4000-8000-000000000000', state: { mode: 'signed-in' }, ready: 'text=Error Loading Audit',
    run: async (p) => check(await p.getByText('Audit not found').isVisible() && (await p.getByRole('link', { name: 'Back to Audits' }).isVisible()), 'unknown audit: "Audit not found" and "Back to Audits"') },
  {
    name: 'audit-rerun-confirm', path: audit(IDS.completed), state: { mode: 'signed-in' }, ready: 'text=Category Breakdown', full: false,
    run: async (p) => {
      await p.getByRole('button', { name: 'Re-run' }).click();
      await p.getByText('This will re-crawl the entire site and may take several minutes. Continue?').waitFor();
    },
  },
  {
    name: 'audit-rerun-started', path: audit(IDS.completed), state: { mode: 'signed-in' }, ready: 'text=Category Breakdown', full: false,
    run: async (p, w) => {
      await p.getByRole('button', { name: 'Re-run' }).click();
      await p.getByRole('button', { name: 'Re-run audit' }).click();
      await p.getByText('New audit started! Redirecting to new audit page...').waitFor();
      await shot(p, `audit-rerun-started-${w}`, false);
      await p.waitForURL(`**/audits/${IDS.running}`);
      const body = state.lastCreate;
      check(body?.max_pages === 100 && body?.project_id === 'northwind-marketing' && body?.root_url === 'https://www.northwindroofing.com/', `${w}: re-run body ${JSON.stringify(body)}`);
      return 'shot';
    },
  },
  {
    name: 'audit-share-failed', path: audit(IDS.second), state: { mode: 'signed-in', shareFails: true }, ready: 'text=Category Breakdown', full: false,
    run: async (p) => {
      await p.getByRole('switch').click();
      await p.getByText('Failed to update sharing status. Please try again.').waitFor();
      check((await p.getByRole('switch').getAttribute('aria-checked')) === 'false', 'failed share flips the switch back');
    },
  },
  {
    name: 'audit-share-private', path: audit(IDS.second), state: { mode: 'signed-in' }, ready: 'text=Category Breakdown', skipShot: true,
    run: async (p) => {
      await p.getByRole('switch').click();
      await p.getByText('Public link').waitFor();
      check(state.fixtures.audits[IDS.second].audit.is_public === true, 'share switch makes the audit public');
    },
  },

  // ---- Report ----
  { name: 'report', path: `/audits/${IDS.completed}/report`, state: { mode: 'signed-in' }, ready: 'text=Priority Fixes',
    run: async (p) => {
      for (const h of ['Executive Summary', 'Category Score Breakdown', 'Priority Fixes', 'Site-Level Diagnostics', 'AI Citation Performance', 'Page-Level Insights']) {
        check(await p.getByRole('heading', { name: h, exact: true }).first().isVisible(), `report section "${h}"`);
      }
    } },
  {
    name: 'report-print', path: `/audits/${IDS.completed}/report`, state: { mode: 'signed-in' }, ready: 'text=Priority Fixes', print: true, widths: [1280],
    run: async (p) => {
      // What "Download PDF" (window.print) produces: one page break per section at least.
      const pdf = await p.pdf({ format: 'A4', printBackground: true });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      check(pages >= 7, `printed report has a page per section (${pages} pages)`);
    },
  },
  { name: 'report-no-citations', path: `/audits/${IDS.second}/report`, state: { mode: 'signed-in' }, ready: 'text=Priority Fixes',
    run: async (p) => check((await p.getByRole('heading', { name: 'AI Citation Performance' }).count()) === 0, 'report hides citations with 0 queries') },
  { name: 'report-not-found', path: `/audits/${IDS.failedTimeout}/report`, state: { mode: 'signed-in' }, ready: 'text=Report not found' },
  { name: 'report-error', path: `/audits/${IDS.completed}/report`, state: { mode: 'signed-in', reportDown: true }, ready: 'text=Error Loading Report' },

  // ---- Page analysis ----
  {
    name: 'page-analysis', path: `/audits/${IDS.completed}/pages/${firstPage.id}`, state: { mode: 'signed-in' }, ready: 'text=Page Diagnostic Score',
    run: async (p) => {
      await p.locator('.check-card__summary').first().click();
      await p.getByRole('button', { name: /Content & Clarity/ }).click();
      check((await p.getByRole('button', { name: /Content & Clarity/ }).getAttribute('aria-expanded')) === 'false', 'category group collapses on click');
      await p.getByRole('button', { name: /Content & Clarity/ }).click();
    },
  },
  {
    name: 'page-analysis-metadata', path: `/audits/${IDS.completed}/pages/${northwind.pages[4].id}`, state: { mode: 'signed-in' }, ready: 'text=Page Diagnostic Score',
    run: async (p) => {
      await p.getByRole('tab', { name: /Schema & Metadata/ }).click();
      await p.getByText('Current Values').waitFor();
      check(await p.getByText('None found').isVisible(), 'metadata: "None found" for missing schema types');
      check(await p.getByText('Not found').first().isVisible(), 'metadata: "Not found" for a missing canonical');
    },
  },
  {
    name: 'page-analysis-html', path: `/audits/${IDS.completed}/pages/${firstPage.id}`, state: { mode: 'signed-in' }, ready: 'text=Page Diagnostic Score',
    run: async (p) => {
      await p.getByRole('tab', { name: /HTML Analysis/ }).click();
      await p.getByText('HTML Preview').waitFor();
      check((await p.getByText('... (truncated)').count()) === 2, 'HTML preview truncates both versions at 1000 characters');
    },
  },
  { name: 'page-analysis-empty', path: `/audits/${IDS.completed}/pages/${unscoredPage.id}`, state: { mode: 'signed-in' }, ready: 'text=No diagnostic checks available for this page.' },
  { name: 'page-analysis-error', path: `/audits/${IDS.completed}/pages/00000000-0000-4000-8000-000000000000`, state: { mode: 'signed-in' }, ready: 'text=Error Loading Page',
    run: async (p) => check((await p.getByRole('link', { name: 'Back to Pages' }).getAttribute('href')) === `/audits/${IDS.completed}?tab=pages`, 'page error links back to the pages tab') },

  // ---- Category view ----
  { name: 'category', path: `/audits/${IDS.completed}/category/authority-trust`, state: { mode: 'signed-in' }, ready: 'text=Impacted Pages',
    run: async (p) => check((await p.getByRole('link', { name: /How Authority & Trust is scored/ }).getAttribute('href')) === '/score-guide#authority-trust', 'category links to its score guide anchor') },
  { name: 'category-all-passing', path: `/audits/${IDS.second}/category/crawl-discoverability`, state: { mode: 'signed-in' }, ready: 'text=All pages passing!' },
  { name: 'category-unknown', path: `/audits/${IDS.completed}/category/nope`, state: { mode: 'signed-in' }, ready: 'text=Category not found' },

  // ---- Public report ----
  {
    name: 'public', path: `/public/${IDS.completed}`, state: { mode: 'signed-out' }, ready: 'text=Site performance across 6 key categories (0-100 scale)',
    run: async (p) => {
      check((await p.locator('.site-header').count()) === 0 && (await p.locator('.site-footer').count()) === 0, 'public report has no navigation or footer');
      check(await p.getByText('Shared', { exact: true }).isVisible(), 'public report shows the Shared badge');
    },
  },
  { name: 'public-pages', path: `/public/${IDS.completed}`, state: { mode: 'signed-out' }, ready: 'text=Public Audit Report',
    run: async (p) => { await p.getByRole('tab', { name: 'Pages (14)' }).click(); await p.locator('.page-row').first().waitFor(); } },
  { name: 'public-citations', path: `/public/${IDS.completed}`, state: { mode: 'signed-out' }, ready: 'text=Public Audit Report',
    run: async (p) => {
      await p.getByRole('tab', { name: 'Citations' }).click();
      await p.getByText('Top citing queries').waitFor();
      check((await p.getByRole('button', { name: /Run citations/ }).count()) === 0, 'public citations have no Run button');
    } },
  { name: 'public-unavailable', path: `/public/${IDS.second}`, state: { mode: 'signed-out' }, ready: 'text=Audit Not Available',
    run: async (p) => check(await p.getByText('This audit is not publicly accessible').isVisible() && (await p.getByRole('link', { name: 'Run Your Own Audit' }).isVisible()), 'unavailable: message and "Run Your Own Audit"') },

  // ---- Score guide ----
  {
    name: 'score-guide', path: '/score-guide', state: { mode: 'signed-out' }, ready: 'text=Content & Clarity',
    run: async (p) => {
      await p.locator('#experience-performance').waitFor();
      for (const slug of ['content-clarity', 'structure-organization', 'authority-trust', 'technical-foundations', 'crawl-discoverability', 'experience-performance', 'methodology', 'citations']) {
        check((await p.locator(`#${slug}`).count()) === 1, `score guide anchor #${slug}`);
      }
      check(await p.getByText(/36 checks/).first().isVisible() && (await p.getByText(/200\+ industry taxonomies/).first().isVisible()), 'score guide states 36 checks and 200+ industry taxonomies');
    },
  },
  { name: 'score-guide-citations', path: '/score-guide#citations', state: { mode: 'signed-out' }, ready: 'text=AI citations', full: false, wait: 600 },
  { name: 'score-guide-error', path: '/score-guide', state: { mode: 'signed-out', criteriaDown: true }, ready: 'text=Could not load the checks' },
  { name: 'criterion', path: '/score-guide/T5_ai_bot_access', state: { mode: 'signed-out' }, ready: 'text=System Metadata',
    run: async (p) => {
      for (const h of ['Why This Matters', 'How to Fix', 'Example', 'Quick Fixes', 'Common Issues', 'Resources', 'Scoring Methodology', 'System Metadata']) {
        check(await p.getByRole('heading', { name: h, exact: true }).isVisible(), `criterion section "${h}"`);
      }
      check((await p.getByRole('link', { name: 'Back to Score Guide' }).count()) === 2, 'criterion: back link at top and bottom');
    } },
  { name: 'criterion-page-check', path: '/score-guide/C1_title_quality', state: { mode: 'signed-out' }, ready: 'text=System Metadata' },
  { name: 'criterion-not-found', path: '/score-guide/Z9_no_such_check', state: { mode: 'signed-out' }, ready: 'text=Criterion Not Found',
    run: async (p) => check(await p.getByText('The criterion "Z9_no_such_check" doesn\'t exist.').isVisible(), 'criterion not found text') },

  // ---- Auth screens ----
  { name: 'auth-callback-signing-in', path: '/auth/callback?token=slow', state: { mode: 'signed-out' }, ready: 'text=Signing you in' },
  {
    // The link of the start flow redirects to the starter, which says "Starting Your Audit".
    name: 'auth-callback-starting', path: '/auth/callback?token=start', state: { mode: 'signed-in', slowCreate: true }, ready: 'text=Starting Your Audit',
    run: async (p, w) => {
      await p.waitForURL('**/audits/new?**');
      await p.getByRole('heading', { name: 'Starting Your Audit' }).waitFor();
      check(true, `${w}: a start_audit link goes on to /audits/new`);
    },
  },
  {
    name: 'auth-callback-missing', path: '/auth/callback', state: { mode: 'signed-out' }, ready: 'text=Missing token',
    run: async (p, w) => {
      await shot(p, `auth-callback-missing-${w}`);
      await p.waitForURL('**/auth/error?reason=missing', { timeout: 4000 });
      check(await p.getByRole('heading', { name: 'Missing sign-in link' }).isVisible(), `${w}: no token -> /auth/error?reason=missing`);
      return 'shot';
    },
  },
  {
    name: 'auth-callback-failed', path: '/auth/callback?token=bad', state: { mode: 'signed-out' }, ready: 'text=Verification failed',
    run: async (p, w) => {
      await shot(p, `auth-callback-failed-${w}`);
      await p.waitForURL('**/auth/error?reason=*', { timeout: 4000 });
      return 'shot';
    },
  },
  {
    name: 'auth-callback-success', path: '/auth/callback?token=good', state: { mode: 'signed-out' }, skipShot: true,
    run: async (p, w) => {
      await p.waitForURL('**/audits', { timeout: 4000 });
      check(true, `${w}: a good token goes to redirectTo`);
    },
  },
  { name: 'auth-error-expired', path: '/auth/error?reason=expired_or_invalid', state: { mode: 'signed-out' }, ready: 'text=Sign-in link expired' },
  { name: 'auth-error-missing', path: '/auth/error?reason=missing', state: { mode: 'signed-out' }, ready: 'text=Missing sign-in link' },
  { name: 'auth-error-unauthorized', path: '/auth/error?reason=unauthorized', state: { mode: 'signed-out' }, ready: 'text=Access denied' },
  { name: 'auth-error-internal', path: '/auth/error?reason=internal_error', state: { mode: 'signed-out' }, ready: 'text=Something went wrong' },
  { name: 'auth-error-other', path: '/auth/error?reason=token_already_used', state: { mode: 'signed-out' }, ready: 'text=Sign-in link issue',
    run: async (p) => check(await p.getByText(/token already used/).isVisible(), 'other reasons show underscores as spaces') },
  { name: 'check-email', path: '/auth/check-email?email=owner@example.com', state: { mode: 'signed-out' }, ready: 'text=Check your email' },

  // ---- Content and shell ----
  { name: 'terms', path: '/terms', state: { mode: 'signed-out' }, ready: 'text=Terms of Service' },
  { name: 'privacy', path: '/privacy', state: { mode: 'signed-out' }, ready: 'text=Privacy Policy' },
  { name: 'bot', path: '/bot', state: { mode: 'signed-out' }, ready: 'text=About CitableBot' },
  { name: 'not-found', path: '/no/such/page', state: { mode: 'signed-out' }, ready: 'text=Page not found' },
  {
    name: 'nav-admin', path: '/audits', state: { mode: 'admin' }, ready: 'role=table', full: false,
    run: async (p, w) => {
      if (w < 768) await p.getByRole('button', { name: 'Open menu' }).click();
      check(await p.getByRole('link', { name: 'Admin' }).isVisible(), `${w}: Admin link shown to admins`);
    },
  },
  {
    name: 'nav-user', path: '/audits', state: { mode: 'signed-in' }, ready: 'role=table', skipShot: true,
    run: async (p, w) => {
      if (w < 768) await p.getByRole('button', { name: 'Open menu' }).click();
      await p.getByRole('button', { name: 'Sign out' }).waitFor();
      check((await p.getByRole('link', { name: 'Admin' }).count()) === 0, `${w}: no Admin link for a plain user`);
    },
  },
  { name: 'mobile-menu', path: '/terms', state: { mode: 'signed-out' }, widths: [375], full: false,
    run: async (p) => { await p.getByRole('button', { name: 'Open menu' }).click(); await p.getByRole('button', { name: 'Sign In' }).waitFor(); } },
  { name: 'auth-check-failed', path: '/terms', state: { mode: 'down' }, full: false, consoleErrors: true,
    run: async (p, w) => {
      if (w < 768) await p.getByRole('button', { name: 'Open menu' }).click();
      await p.getByText('Auth check failed').waitFor();
    } },
];

async function fillStartForm(p) {
  await p.getByRole('button', { name: 'Start New Audit' }).first().click();
  const dialog = p.getByRole('dialog', { name: 'Start New Audit' });
  await dialog.waitFor();
  await dialog.getByLabel('Project ID').fill('northwind');
  await dialog.getByLabel('Root URL').fill('http://northwindroofing.com');
  await dialog.getByLabel('Site description').fill('Family-run roofing company in Denver: repairs, replacements and free inspections.');
}

async function openSignIn(p, width) {
  if (width < 768) await p.getByRole('button', { name: 'Open menu' }).click();
  await p.getByRole('button', { name: 'Sign In' }).click();
}

async function shot(p, name, fullPage = true) {
  // A full-page capture of a scrolled page draws the sticky header mid-page.
  if (fullPage) await p.evaluate(() => window.scrollTo(0, 0));
  await p.waitForTimeout(300); // entry animations
  const path = `${outDir}/${name}.png`;
  await p.screenshot({ path, fullPage, animations: 'disabled' });
  console.log(`     -> ${path}`);
}

async function runScenario(s, width) {
  for (const key of Object.keys(state)) delete state[key];
  Object.assign(state, { mode: 'signed-out', fixtures: createFixtures() }, s.state);
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 860 }, deviceScaleFactor: 1 });
  if (!s.tour) await context.addInitScript(() => localStorage.setItem('citable.auditTour.completed', 'true'));
  const p = await context.newPage();
  p.setDefaultTimeout(8000);
  const problems = [];
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  p.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text()) && !s.consoleErrors) problems.push(`console error: ${msg.text()}`);
  });
  try {
    if (s.print) await p.emulateMedia({ media: 'print' });
    await p.goto(`${base}${s.path}`);
    if (s.ready) await p.locator(s.ready).first().waitFor();
    const result = s.run ? await s.run(p, width) : undefined;
    if (s.wait) await p.waitForTimeout(s.wait);
    if (!s.skipShot && result !== 'shot') await shot(p, `${s.name}-${width}`, s.full !== false);
    if (width < 500 && !s.print) {
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `${width}: no horizontal scroll on ${s.name} (${overflow}px)`);
    }
  } catch (error) {
    problems.push(`${error.message.split('\n')[0]}`);
    await p.screenshot({ path: `${outDir}/FAILED-${s.name}-${width}.png`, fullPage: true }).catch(() => {});
  } finally {
    await context.close();
  }
  for (const problem of problems) check(false, `${s.name} @${width}: ${problem}`);
}

try {
  for (const s of SCENARIOS) {
    if (only && !s.name.includes(only)) continue;
    for (const width of s.widths ?? WIDTHS) {
      console.log(`---- ${s.name} @${width}`);
      await runScenario(s, width);
    }
  }
} finally {
  await browser.close();
  server.closeAllConnections?.();
  server.close();
}

if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nall checks passed; screenshots in ${outDir}`);
