import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from '@citable/net';
import { classifyRoot, type RootSnapshot } from './classify-root.js';
import { checkHost, checkRootUrl, precheckReasonFor } from './precheck.js';

describe('checkRootUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['Example.com/path#x', 'https://example.com/path'],
    ['http://example.com', 'http://example.com/'],
    ['localhost:3000', 'https://localhost:3000/'],
  ])('accepts %s as %s', (raw, url) => {
    expect(checkRootUrl(raw)).toEqual({ ok: true, url });
  });

  it.each([
    ['', 'precheck_failed_invalid_url'],
    ['http://', 'precheck_failed_invalid_url'],
    ['https://exa mple.com', 'precheck_failed_invalid_url'],
    ['ftp://example.com/', 'precheck_failed_unsupported_scheme'],
    ['mailto:someone@example.com', 'precheck_failed_unsupported_scheme'],
    ['javascript:alert(1)', 'precheck_failed_unsupported_scheme'],
    ['file:///etc/passwd', 'precheck_failed_unsupported_scheme'],
  ])('refuses %j with %s', (raw, reason) => {
    expect(checkRootUrl(raw)).toMatchObject({ ok: false, reason });
  });
});

describe('precheckReasonFor', () => {
  it.each([
    ['dns_not_found', 'precheck_failed_dns_not_found'],
    ['address_not_allowed', 'precheck_failed_address_not_allowed'],
    ['connection_refused', 'precheck_failed_connection_refused'],
    ['timeout', 'precheck_failed_connection_timeout'],
    ['tls_error', 'precheck_failed_tls_error'],
    ['redirect_loop', 'precheck_failed_redirect_loop'],
    ['too_many_redirects', 'precheck_failed_too_many_redirects'],
    ['connection_reset', 'precheck_failed_unreachable'],
  ] as const)('%s -> %s', (code, reason) => {
    expect(precheckReasonFor(code)).toBe(reason);
  });
});

describe('checkHost', () => {
  it('refuses a host name that resolves to loopback ("localhost")', async () => {
    const failure = await checkHost(createAddressPolicy(), 'http://localhost:8080/');
    expect(failure?.reason).toBe('precheck_failed_address_not_allowed');
  });

  it('refuses a decimal loopback address', async () => {
    expect((await checkHost(createAddressPolicy(), 'http://2130706433/'))?.reason).toBe('precheck_failed_address_not_allowed');
  });

  it('reports a name that does not resolve', async () => {
    expect((await checkHost(createAddressPolicy(), 'https://no-such-host.invalid/'))?.reason).toBe('precheck_failed_dns_not_found');
  });

  it('accepts loopback when private addresses are allowed', async () => {
    expect(await checkHost(createAddressPolicy({ allowPrivate: true }), 'http://localhost:8080/')).toBeNull();
  });
});

const root = (html: string | null, over: Partial<RootSnapshot> = {}): RootSnapshot => ({
  status: 200,
  finalUrl: 'https://example.com/',
  redirected: false,
  contentType: 'text/html; charset=utf-8',
  html,
  ...over,
});

const ARTICLE = `<html><body><h1>Acme</h1><p>${'Acme builds reliable answer-first content for teams who want assistants to cite them. '.repeat(5)}</p></body></html>`;

describe('classifyRoot', () => {
  it('accepts a content page', () => {
    expect(classifyRoot(root(ARTICLE))).toEqual({ kind: 'content' });
  });

  it.each([
    ['a 5xx', root(ARTICLE, { status: 503 }), /503/],
    ['an empty body', root(''), /empty/],
    ['a page with no text and no scripts', root('<html><body><div></div></body></html>'), /no visible text/],
    ['a parked domain', root('<html><body><h1>example.com</h1><p>This domain may be for sale!</p><a href="#">Buy this domain</a></body></html>'), /parked/],
    ['a Sedo parking page', root('<html><body><a href="https://sedo.com/search/details/?domain=x">Inquire</a></body></html>'), /parked/],
    ['an nginx default page', root('<html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed.</p></body></html>'), /default page/],
  ])('calls %s a domain error', (_label, snapshot, reason) => {
    const verdict = classifyRoot(snapshot);
    expect(verdict.kind).toBe('domain_error');
    expect(verdict.kind === 'domain_error' && verdict.reason).toMatch(reason);
  });

  it('does not call a long article about buying domains parked', () => {
    const long = `<html><body><h1>How to buy a domain</h1><p>${'When a domain is for sale you can buy this domain through a broker and transfer it safely. '.repeat(30)}</p></body></html>`;
    expect(classifyRoot(root(long))).toEqual({ kind: 'content' });
  });

  it.each([
    ['HTTP 401', root(null, { status: 401 })],
    ['a redirect to /login', root('<html><body>Sign in</body></html>', { finalUrl: 'https://app.example.com/login?next=%2F', redirected: true })],
    ['a redirect to /users/sign_in', root('<html><body>Sign in</body></html>', { finalUrl: 'https://example.com/users/sign_in', redirected: true })],
    ['a password form with little else', root('<html><body><h1>Sign in</h1><form><input type="email"><input type="password"><button>Go</button></form></body></html>')],
  ])('calls %s a login wall', (_label, snapshot) => {
    expect(classifyRoot(snapshot).kind).toBe('login_wall');
  });

  it('does not call a content page with a login box a login wall', () => {
    const html = `<html><body>${ARTICLE.repeat(4)}<form><input type="password"></form></body></html>`;
    expect(classifyRoot(root(html)).kind).toBe('content');
  });

  it.each([
    ['a React mount point', '<html><head><script src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>'],
    ['a Next.js shell', '<html><body><div id="__next"></div><script src="/_next/static/chunks/main.js"></script></body></html>'],
    ['an Angular app-root', '<html><body><app-root></app-root><script type="module" src="/main.js"></script></body></html>'],
  ])('calls %s an app shell (left to rendering)', (_label, html) => {
    expect(classifyRoot(root(html)).kind).toBe('app_shell');
  });

  it('does not count JSON-LD as an app script', () => {
    const html = '<html><body><div id="root"></div><script type="application/ld+json">{"@type":"Organization"}</script></body></html>';
    expect(classifyRoot(root(html)).kind).toBe('domain_error');
  });

  it('calls a non-HTML home page not_html', () => {
    expect(classifyRoot(root('{"ok":true}', { contentType: 'application/json' })).kind).toBe('not_html');
  });
});
