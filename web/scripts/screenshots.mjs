// A PNG of every screen and state at 1280 and 375 px, from the real stack: `citable start` on its
// embedded default crawling fixture sites, with every service, the AI sources and the LLM played
// by the local provider server (screens/assistant.mjs), data made through the real API
// (screens/seed.mjs), Debian Chromium through playwright-core. Then a second stack without the
// citation and classifier services, for their "not running" states. Checks behaviour on the way
// (copy, focus, request bodies, what the server holds afterwards, no horizontal scroll at 375 px).
//
//   make build && node web/scripts/screenshots.mjs [outDir] [--only name-substring] [--widths 1280,375]
//
// Output: <outDir>/<screen>-<width>.png, outDir defaulting to <repo>/screenshots.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { startAssistant } from './screens/assistant.mjs';
import { buildBareScenarios, buildScenarios } from './screens/scenarios.mjs';
import { BARE_SEED_STEPS, seed, SEED_STEPS } from './screens/seed.mjs';
import { ADMIN_EMAIL, startCitable, startSites } from './screens/stack.mjs';

const args = process.argv.slice(2);
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const only = flag('--only');
const WIDTHS = flag('--widths')?.split(',').map(Number) ?? [1280, 375];
const positional = args.filter((a, i) => !a.startsWith('--') && !['--only', '--widths'].includes(args[i - 1]));
const outDir = positional[0] ?? fileURLToPath(new URL('../../screenshots', import.meta.url));
await mkdir(outDir, { recursive: true });
// A failure's capture from an earlier run would read as this run's.
for (const file of await readdir(outDir)) if (file.startsWith('FAILED-')) await rm(`${outDir}/${file}`);

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
};

const sites = await startSites();
const assistant = await startAssistant();
/** The two stacks, one after the other: each is started, seeded, shown in its scenarios, then stopped. */
const STAGES = [
  {
    name: 'every service',
    start: () =>
      startCitable({
        mapOrigin: sites.mapOrigin,
        env: {
          ...assistant.env,
          // The seed runs the good audit's citations; the other audits keep "not run yet".
          CITATION_AUTO_RUN: 'false',
          CITATION_REPEATS: '2',
          CITATION_MAX_QUERIES: '10',
          // The LLM plays the prompt writer and the A7 judge only.
          CLASSIFIER_LLM_TIE_BREAK: 'false',
          // Monitor runs move on within a second of each step (the events prompt it too).
          SCHEDULER_TICK_MS: '1000',
        },
      }),
    steps: SEED_STEPS,
    scenarios: (stack, data) => buildScenarios(stack, data, { assistant }),
  },
  {
    name: 'no citation or classifier service',
    start: () => startCitable({ mapOrigin: sites.mapOrigin, services: 'gateway,auth,crawler,scorer' }),
    steps: BARE_SEED_STEPS,
    scenarios: buildBareScenarios,
    // Its scenarios' names need no data: a stack `--only` would not use is not started.
    names: () => buildBareScenarios(null, { audits: {} }).map((s) => s.name),
  },
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  timeout: 30_000,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
});

/** Requests the page sent, to check their bodies; `json(method, path)` is the last body sent there. */
function requestLog(page) {
  const sent = [];
  page.on('request', (req) => sent.push({ method: req.method(), path: new URL(req.url()).pathname, body: req.postData() }));
  return {
    json(method, path) {
      const last = sent.filter((r) => r.method === method && r.path === path).at(-1);
      return last?.body ? JSON.parse(last.body) : undefined;
    },
  };
}

/** Holds back or drops the requests a scenario's faults name (see scenarios.mjs). */
async function applyFaults(context, faults = []) {
  if (faults.length === 0) return;
  await context.route('**/*', async (route) => {
    const req = route.request();
    const path = new URL(req.url()).pathname;
    const fault = faults.find((f) => f.method === req.method() && (f.path instanceof RegExp ? f.path.test(path) : f.path === path));
    if (!fault) return route.continue();
    if (fault.abort) return route.abort('connectionrefused');
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return route.continue().catch(() => undefined);
  });
}

async function shot(p, name, fullPage = true) {
  // A full-page capture of a scrolled page draws the sticky header mid-page.
  if (fullPage) await p.evaluate(() => window.scrollTo(0, 0));
  await p.mouse.move(0, 0); // no hover left on what was clicked last
  await p.waitForTimeout(300); // entry animations
  const path = `${outDir}/${name}.png`;
  await p.screenshot({ path, fullPage, animations: 'disabled' });
  console.log(`     -> ${path}`);
}

async function runScenario(s, width, stack, data) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 860 }, deviceScaleFactor: 1 });
  const cookie = typeof s.as === 'function' ? await s.as(width) : s.as ? data.cookies[s.as] : undefined;
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: stack.url, httpOnly: true, sameSite: 'Lax' }]);
  }
  if (!s.tour) await context.addInitScript(() => localStorage.setItem('citable.auditTour.completed', 'true'));
  if (s.adminRemembered) await context.addInitScript((email) => localStorage.setItem('citable.admin.unlocked', email), ADMIN_EMAIL);
  await applyFaults(context, s.faults);
  const p = await context.newPage();
  p.setDefaultTimeout(15_000);
  const problems = [];
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  p.on('console', (msg) => {
    const text = msg.text();
    // The browser logs every 4xx/5xx it receives; and screens log (spec 8: "only logged") the 503
    // of a service the second stack does not run, e.g. the citation summary beside every audit.
    const expected = /Failed to load resource/.test(text) || /failed to load ApiError: 503/.test(text);
    if (msg.type() === 'error' && !expected && !s.consoleErrors) problems.push(`console error: ${text}`);
  });
  const requests = requestLog(p);
  try {
    if (s.print) await p.emulateMedia({ media: 'print' });
    const path = typeof s.path === 'function' ? await s.path(width) : s.path;
    await p.goto(`${stack.url}${path}`);
    if (s.ready) await p.locator(s.ready).first().waitFor();
    const result = s.run ? await s.run(p, width, { check, requests, shot: (full = true) => shot(p, `${s.name}-${width}`, full) }) : undefined;
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

/** Starts a stage's stack, seeds it, runs its scenarios (those `--only` picks) and stops it. */
async function runStage(stage) {
  if (only && stage.names && !stage.names().some((name) => name.includes(only))) return;
  const stack = await stage.start();
  console.log(`==== Citable (${stage.name}) at ${stack.url}`);
  try {
    const data = await seed(stack, stage.steps);
    for (const s of await stage.scenarios(stack, data)) {
      if (only && !s.name.includes(only)) continue;
      for (const width of s.widths ?? WIDTHS) {
        console.log(`---- ${s.name} @${width}`);
        await runScenario(s, width, stack, data);
      }
    }
  } catch (error) {
    failures.push(`the run stopped (${stage.name}): ${error.stack ?? error}`);
    console.error(stack.output());
  } finally {
    await stack.stop();
  }
}

try {
  for (const stage of STAGES) await runStage(stage);
} finally {
  await browser.close();
  await assistant.close();
  await sites.close();
}

if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nall checks passed; screenshots in ${outDir}`);
