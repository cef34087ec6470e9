/**
 * The SSRF refusals (decisions.md, Security) through the crawler service on real NATS and
 * Postgres, with CRAWL_ALLOW_PRIVATE false as in production. Audits are started as the gateway
 * starts them (createAudit accepts IP addresses and localhost: whether they may be fetched is the
 * crawler's decision).
 *
 * - Every internal address form as the root URL ends the audit with
 *   precheck_failed_address_not_allowed, and no request reaches the server behind it.
 * - A site the operator allowlisted (ALLOWED_HOST, standing in for a public site) that redirects
 *   into the internal network, at the root or on a page, or whose rendered page asks for internal
 *   URLs: the root fails the audit, a page is refused (failed in the frontier, not stored), and
 *   the internal server never hears from us.
 */
import { htmlResponse as html, htmlPage as page, fillerParagraphs as paragraphs, redirectResponse as redirect, type FixtureSite } from '@citable/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openHarness, type CrawlHarness } from './__tests__/harness.js';

/** A loopback address the strict replica allowlists (allowCidrs): our stand-in for a public host. */
const ALLOWED_HOST = '127.0.0.2';

let h: CrawlHarness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function expectRefused(t: CrawlHarness, rootUrl: string): Promise<void> {
  const auditId = await t.startAudit(rootUrl);
  const { end, audit } = await t.waitForCrawl(auditId, 20_000);
  expect(end, rootUrl).toBe('failed');
  expect(audit.fail_reason, rootUrl).toBe('precheck_failed_address_not_allowed');
  expect(audit.fail_at, rootUrl).toBeInstanceOf(Date);
  await expect.poll(() => t.failedEvents.filter((e) => e.auditId === auditId)).toEqual([{ auditId, failReason: 'precheck_failed_address_not_allowed' }]);
  expect(await t.pages(auditId)).toEqual([]);
}

/** The internal server: anything reaching it is a leak. */
async function internalServer(t: CrawlHarness): Promise<FixtureSite> {
  return t.site({
    '/': html(page({ title: 'Internal admin', body: `<h1>Internal</h1>${paragraphs('Secret', 3)}` })),
    '/latest/meta-data/': { headers: { 'content-type': 'text/plain' }, body: 'iam/security-credentials/' },
  });
}

describe('SSRF refusals through the crawler service (CRAWL_ALLOW_PRIVATE false)', () => {
  it('refuses loopback in every spelling, and a host name that resolves to it', async () => {
    const t = (h = await openHarness());
    await t.startReplica({ allowPrivate: false });
    const internal = await internalServer(t);
    const port = internal.port;
    for (const rootUrl of [
      internal.url, // http://127.0.0.1:port/
      `http://localhost:${port}/`, // a name that resolves inside
      `http://2130706433:${port}/`, // decimal
      `http://0x7f000001:${port}/`, // hexadecimal
      `http://0177.0.0.1:${port}/`, // octal
      `http://127.1:${port}/`, // short form
      `http://[::ffff:127.0.0.1]:${port}/`, // IPv4-mapped IPv6
      `http://[::ffff:7f00:1]:${port}/`, // the same, in hex words
      `http://[::1]:${port}/`, // IPv6 loopback
      `http://0.0.0.0:${port}/`, // "this host", which Linux connects to loopback
    ]) {
      await expectRefused(t, rootUrl);
    }
    expect(internal.requests).toEqual([]);
  });

  it('refuses private ranges, link-local, CGNAT and the metadata address', async () => {
    const t = (h = await openHarness());
    await t.startReplica({ allowPrivate: false });
    for (const rootUrl of [
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:a9fe:a9fe]/', // the metadata address, IPv4-mapped
      'http://[fd12:3456::1]/',
      'http://[fe80::1]/',
    ]) {
      await expectRefused(t, rootUrl);
    }
  });

  it('an allowlisted site redirecting its home page inside: refused at the redirect, nothing reaches the inside', async () => {
    const t = (h = await openHarness());
    await t.startReplica({ allowPrivate: false, service: { crawler: { addressPolicy: { allowCidrs: [`${ALLOWED_HOST}/32`] } } } });
    const internal = await internalServer(t);
    const targets = [
      'http://169.254.169.254/latest/meta-data/',
      `${internal.origin}/latest/meta-data/`,
      `http://localhost:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
    ];
    for (const target of targets) {
      const site = await t.site({ '/': redirect(target, 302) }, { host: ALLOWED_HOST });
      await expectRefused(t, site.url);
      // The allowed site itself was asked (robots.txt and the home page).
      expect(site.requests.map((r) => r.path)).toContain('/');
    }
    expect(internal.requests).toEqual([]);
  });

  it('an allowlisted site whose pages redirect inside: those pages are refused, the rest is crawled', async () => {
    const t = (h = await openHarness());
    await t.startReplica({ allowPrivate: false, service: { crawler: { addressPolicy: { allowCidrs: [`${ALLOWED_HOST}/32`] } } } });
    const internal = await internalServer(t);
    const site = await t.site(
      {
        '/': html(
          page({
            title: 'Home',
            body: `<h1>Home</h1>${paragraphs('Home', 3)}<a href="/to-metadata">Metadata</a> <a href="/to-internal">Internal</a> <a href="/ok">OK</a> <a href="${internal.origin}/">Off-site</a>`,
          }),
        ),
        '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/', 302),
        '/to-internal': redirect(`${internal.origin}/`, 301),
        '/ok': html(page({ title: 'OK', body: `<h1>OK</h1>${paragraphs('OK', 3)}` })),
      },
      { host: ALLOWED_HOST },
    );
    const auditId = await t.startAudit(site.url);
    const { end } = await t.waitForCrawl(auditId);
    expect(end).toBe('completed');
    expect((await t.pages(auditId)).map((p) => new URL(p.url).pathname).sort()).toEqual(['/', '/ok']);
    const frontier = await t.database.db.selectFrom('crawl_frontier').select(['url', 'state', 'error']).where('audit_id', '=', auditId).execute();
    for (const path of ['/to-metadata', '/to-internal']) {
      const row = frontier.find((r) => r.url === `${site.origin}${path}`);
      expect(row?.state, path).toBe('failed');
      expect(row?.error, path).toMatch(/^address_not_allowed/);
    }
    expect(internal.requests).toEqual([]);
  });

  it('a rendered page asking the browser for internal URLs: every such request refused', async () => {
    const t = (h = await openHarness());
    await t.startReplica({ allowPrivate: false, service: { crawler: { addressPolicy: { allowCidrs: [`${ALLOWED_HOST}/32`] } } } });
    const internal = await internalServer(t);
    const script = `
      fetch('${internal.origin}/api/secret').catch(() => {});
      fetch('http://localhost:${internal.port}/api/secret2').catch(() => {});
      const img = new Image(); img.src = 'http://169.254.169.254/latest/meta-data/';
      document.getElementById('out').textContent = 'Rendered content written by the page script, long enough to count as content for the crawler.';`;
    const site = await t.site(
      {
        '/': html(
          page({
            title: 'Rendered',
            body: `<h1>Rendered</h1>${paragraphs('Rendered', 3)}<p id="out"></p><iframe src="${internal.origin}/"></iframe><img src="http://[::ffff:127.0.0.1]:${internal.port}/pixel.png"><script>${script}</script>`,
          }),
        ),
      },
      { host: ALLOWED_HOST },
    );
    const auditId = await t.startAudit(site.url, { renderMode: 'all' });
    const { end } = await t.waitForCrawl(auditId, 40_000);
    expect(end).toBe('completed');
    const [root] = await t.pages(auditId);
    expect(root?.html_rendered).toContain('Rendered content written by the page script');
    expect(internal.requests).toEqual([]);
  }, 60_000);
});
