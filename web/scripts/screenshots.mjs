// Builds nothing: serves the current web/dist with a mock API, drives Debian Chromium through
// playwright-core, saves screenshots and checks the shell's behaviour along the way.
//
//   npm run build -w web && node web/scripts/screenshots.mjs [outDir]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

import { mockApi, startPreviewServer } from './preview-server.mjs';

const outDir = process.argv[2] ?? '/tmp/web-shots';
await mkdir(outDir, { recursive: true });

const state = { mode: 'signed-out', magicFails: false };
const server = await startPreviewServer({ api: mockApi(state) });
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  timeout: 30_000,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
};

async function page(width) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 } });
  const p = await context.newPage();
  p.on('pageerror', (error) => failures.push(`page error at ${width}px: ${error.message}`));
  p.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) failures.push(`console error: ${msg.text()}`);
  });
  return p;
}

async function shot(p, name, fullPage = true) {
  await p.waitForTimeout(250); // let the dialog's entry animation finish
  const path = `${outDir}/${name}.png`;
  await p.screenshot({ path, fullPage });
  console.log(`     -> ${path}`);
}

try {
  for (const width of [1280, 375]) {
    state.mode = 'signed-out';
    state.magicFails = false;
    const p = await page(width);

    await p.goto(`${base}/`);
    await p.getByRole('heading', { name: 'Audit Dashboard' }).waitFor();
    await p.getByRole('button', { name: 'Start New Audit' }).waitFor();
    await shot(p, `home-${width}`);

    // Sign-in dialog from "Start New Audit".
    const start = p.getByRole('button', { name: 'Start New Audit' });
    await start.click();
    const dialog = p.getByRole('dialog', { name: 'Sign In to Citable' });
    await dialog.waitFor();
    check(await p.evaluate(() => document.activeElement?.getAttribute('type') === 'email'), `${width}: email field focused on open`);
    await shot(p, `signin-dialog-${width}`, false);

    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    check(await dialog.getByText('Please enter your email address.').isVisible(), `${width}: empty email is refused`);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    check(await start.evaluate((el) => el === document.activeElement), `${width}: Escape closes, focus back on opener`);

    // Failure message.
    state.magicFails = true;
    await start.click();
    await dialog.getByLabel('Email address').fill('  Someone@Example.COM ');
    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    await dialog.getByText('Failed to send magic link. Please try again.').waitFor();
    await shot(p, `signin-dialog-error-${width}`, false);

    // Success: trimmed, lower-cased, then /auth/check-email?email=...
    state.magicFails = false;
    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    await p.waitForURL(/\/auth\/check-email\?/);
    check(new URL(p.url()).searchParams.get('email') === 'someone@example.com', `${width}: navigated to check-email with the normalised email`);
    check(
      JSON.stringify(state.lastMagicRequest) === JSON.stringify({ email: 'someone@example.com', intent: 'general', redirectPath: '/audits' }),
      `${width}: magic request body ${JSON.stringify(state.lastMagicRequest)}`,
    );
    check(!(await dialog.isVisible()), `${width}: dialog closed after sending`);

    await p.goto(`${base}/auth/check-email?email=a@b.co`);
    await p.getByRole('heading', { name: 'Check your email' }).waitFor();
    check(await p.getByText('a@b.co', { exact: true }).isVisible(), `${width}: check-email shows the address`);
    await shot(p, `check-email-${width}`);

    await p.goto(`${base}/terms`);
    await p.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await shot(p, `terms-${width}`);

    await p.goto(`${base}/privacy`);
    await p.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await shot(p, `privacy-${width}`);

    await p.goto(`${base}/bot`);
    await p.getByRole('heading', { name: 'About CitableBot' }).waitFor();
    await shot(p, `bot-${width}`);

    await p.goto(`${base}/no/such/page`);
    await p.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shot(p, `not-found-${width}`);

    // Signed in as an admin: email, Sign out, Admin link.
    state.mode = 'admin';
    await p.goto(`${base}/audits`);
    await p.getByRole('heading', { name: 'Audit Dashboard' }).waitFor();
    if (width < 768) {
      const toggle = p.getByRole('button', { name: 'Open menu' });
      check((await toggle.getAttribute('aria-expanded')) === 'false', `${width}: menu button starts collapsed`);
      check(!(await p.getByRole('link', { name: 'My Audits' }).isVisible()), `${width}: links hidden behind the menu`);
      await toggle.click();
      check((await p.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')) === 'true', `${width}: aria-expanded true when open`);
    }
    await p.getByRole('button', { name: 'Sign out' }).waitFor();
    check(await p.getByRole('link', { name: 'Admin' }).isVisible(), `${width}: Admin link shown to admins`);
    check(await p.getByText('owner@example.com').first().isVisible(), `${width}: email shown`);
    await shot(p, `signed-in-admin-${width}`, false);

    await p.getByRole('button', { name: 'Sign out' }).click();
    await p.waitForURL(`${base}/`);
    await p.getByRole('button', { name: 'Start New Audit' }).waitFor();
    check(!(await p.getByRole('link', { name: 'Admin' }).isVisible()), `${width}: signed out, Admin link gone`);

    // Plain user: no Admin link.
    state.mode = 'signed-in';
    await p.goto(`${base}/`);
    if (width < 768) await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('button', { name: 'Sign out' }).waitFor();
    check((await p.getByRole('link', { name: 'Admin' }).count()) === 0, `${width}: no Admin link for a plain user`);

    if (width < 768) {
      state.mode = 'signed-out';
      await p.goto(`${base}/terms`);
      await p.getByRole('button', { name: 'Open menu' }).click();
      await p.getByRole('button', { name: 'Sign In' }).waitFor();
      await shot(p, `mobile-menu-signed-out-${width}`, false);
      await p.getByRole('button', { name: 'Sign In' }).click();
      await p.getByRole('dialog', { name: 'Sign In to Citable' }).waitFor();
      await shot(p, `signin-dialog-from-menu-${width}`, false);
      await p.keyboard.press('Escape');
    }

    // API down: not the same as signed out, and said so.
    state.mode = 'down';
    await p.goto(`${base}/`);
    if (width < 768) await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByText('Auth check failed').waitFor();
    check(await p.getByRole('button', { name: 'Sign In' }).isVisible(), `${width}: API down -> "Auth check failed" and Sign In`);
    await shot(p, `auth-check-failed-${width}`, false);

    // Horizontal overflow is the usual 375 px failure.
    for (const path of ['/', '/terms', '/privacy', '/bot', '/auth/check-email?email=a.very.long.address.for.testing@subdomain.example.co.uk']) {
      await p.goto(`${base}${path}`);
      await p.locator('h1').waitFor();
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `${width}: no horizontal scroll on ${path} (${overflow}px)`);
    }
    await p.context().close();
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nall checks passed');
