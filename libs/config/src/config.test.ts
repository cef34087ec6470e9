import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrl, adminEmails, crawlMapOrigins } from './config.js';
import { OriginMappingError, parseOriginMapping, parseOriginMappings } from './origin-mapping.js';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(8080);
    expect(cfg.HOST).toBe('127.0.0.1');
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.NATS_URL).toBeUndefined();
    expect(cfg.RENDER_MODE).toBe('sample');
    expect(cfg.CRAWL_ALLOW_PRIVATE).toBe(false);
    expect(cfg.CRAWL_MAP_ORIGIN).toBeUndefined();
    expect(crawlMapOrigins(cfg)).toEqual([]);
    // The spec's 2-minute cut-off (decisions.md) and the crawl queue's one-minute ack wait.
    expect(cfg.CRAWL_NO_PAGES_CUTOFF_MS).toBe(120_000);
    expect(cfg.CRAWL_ACK_WAIT_MS).toBe(60_000);
    expect(publicUrl(cfg)).toBe('http://127.0.0.1:8080');
  });

  it('coerces numbers and booleans and treats empty strings as unset', () => {
    const cfg = loadConfig({ PORT: '9090', CRAWL_ALLOW_PRIVATE: 'yes', DATABASE_URL: '', ADMIN_EMAILS: ' A@x.io, b@y.io ' });
    expect(cfg.PORT).toBe(9090);
    expect(cfg.CRAWL_ALLOW_PRIVATE).toBe(true);
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect([...adminEmails(cfg)]).toEqual(['a@x.io', 'b@y.io']);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RENDER_MODE: 'sometimes', NATS_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect((error as ConfigError).problems).toHaveLength(4);
    expect(problems).toMatch(/PORT must be an integer from 0 to 65535 \(got "eighty"\)/);
    expect(problems).toMatch(/DATABASE_URL must be a postgres: or postgresql: URL/);
    expect(problems).toMatch(/RENDER_MODE must be one of off, sample, all/);
    expect(problems).toMatch(/NATS_URL is not a URL/);
  });

  it('requires a key when an LLM provider is chosen', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(/LLM_API_KEY is required/);
  });

  it('takes the admin dashboard links as http(s) URLs, and leaves them out when unset', () => {
    expect(loadConfig({}).HOSTING_DASHBOARD_URL).toBeUndefined();
    const cfg = loadConfig({ HOSTING_DASHBOARD_URL: 'https://dash.example/app', ANALYTICS_DASHBOARD_URL: 'https://stats.example/site' });
    expect([cfg.HOSTING_DASHBOARD_URL, cfg.ANALYTICS_DASHBOARD_URL]).toEqual(['https://dash.example/app', 'https://stats.example/site']);
    expect(() => loadConfig({ HOSTING_DASHBOARD_URL: 'javascript:alert(1)', ANALYTICS_DASHBOARD_URL: 'stats' })).toThrow(
      /HOSTING_DASHBOARD_URL must be a http: or https: URL.*ANALYTICS_DASHBOARD_URL is not a URL/,
    );
  });

  it('reads the crawl cut-off, the ack wait and the sweep interval, within timer range', () => {
    const cfg = loadConfig({ CRAWL_NO_PAGES_CUTOFF_MS: '5000', CRAWL_ACK_WAIT_MS: '2000' });
    expect(cfg.CRAWL_NO_PAGES_CUTOFF_MS).toBe(5_000);
    expect(cfg.CRAWL_ACK_WAIT_MS).toBe(2_000);
    for (const [name, value, range] of [
      ['CRAWL_NO_PAGES_CUTOFF_MS', '999', '1000 to 1800000'],
      ['CRAWL_NO_PAGES_CUTOFF_MS', 'two minutes', '1000 to 1800000'],
      ['CRAWL_NO_PAGES_CUTOFF_MS', '1800001', '1000 to 1800000'],
      ['CRAWL_ACK_WAIT_MS', '0', '1000 to 2147483647'],
      ['CRAWL_ACK_WAIT_MS', '1500.5', '1000 to 2147483647'],
      ['CRAWL_ACK_WAIT_MS', '2147483648', '1000 to 2147483647'],
      // Node fires a longer timer at once, so a sweep "every 25 days" would run every millisecond.
      ['SWEEP_INTERVAL_MS', '2147483648', '1000 to 2147483647'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`${name} must be an integer from ${range} \\(got "${value}"\\)`));
    }
  });

  it('parses CRAWL_MAP_ORIGIN into origin pairs', () => {
    const cfg = loadConfig({ CRAWL_MAP_ORIGIN: ' https://acme.test/=http://127.0.0.1:4321 , http://www.shop.test:8443=http://127.0.0.2:80,' });
    expect(crawlMapOrigins(cfg)).toEqual([
      { from: 'https://acme.test', to: 'http://127.0.0.1:4321' },
      { from: 'http://www.shop.test:8443', to: 'http://127.0.0.2' },
    ]);
  });

  it('names CRAWL_MAP_ORIGIN and says what is wrong when it is malformed', () => {
    const cases: Array<[string, RegExp]> = [
      ['acme.test', /"acme\.test" is not FROM=TO/],
      ['https://acme.test=http://a=b', /is not FROM=TO/],
      ['=http://127.0.0.1:4321', /FROM is empty/],
      ['acme.test=http://127.0.0.1:4321', /FROM "acme\.test" is not an absolute URL/],
      ['https://acme.test=ftp://127.0.0.1', /TO "ftp:\/\/127\.0\.0\.1" is not an http or https URL/],
      ['https://acme.test/blog=http://127.0.0.1:4321', /FROM "https:\/\/acme\.test\/blog" is not an origin/],
      ['https://acme.test=https://acme.test', /maps an origin to itself/],
      ['https://acme.test=http://127.0.0.1:1,http://www.acme.test=http://127.0.0.1:2', /https:\/\/acme\.test and http:\/\/www\.acme\.test are the same site/],
    ];
    for (const [value, detail] of cases) {
      let error: unknown;
      try {
        loadConfig({ CRAWL_MAP_ORIGIN: value, PORT: 'x' });
      } catch (e) {
        error = e;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      // Reported with the other bad variables, in one error.
      expect(problems, value).toHaveLength(2);
      expect(problems[1], value).toMatch(/^CRAWL_MAP_ORIGIN must be comma-separated FROM=TO pairs of http\(s\) origins, e\.g\. https:\/\/example\.com=http:\/\/127\.0\.0\.1:8000 \(/);
      expect(problems[1], value).toMatch(detail);
    }
  });
});

describe('parseOriginMapping', () => {
  it('gives one pair as two origins', () => {
    expect(parseOriginMapping('https://www.example.com=http://127.0.0.1:8000/')).toEqual({ from: 'https://www.example.com', to: 'http://127.0.0.1:8000' });
  });

  it('throws OriginMappingError for a list or a bad pair', () => {
    expect(() => parseOriginMapping('https://a.test=http://127.0.0.1:1,https://b.test=http://127.0.0.1:2')).toThrow(OriginMappingError);
    expect(() => parseOriginMapping('nonsense')).toThrow(OriginMappingError);
  });

  it('a list may map different ports of one host apart', () => {
    expect(parseOriginMappings('https://a.test=http://127.0.0.1:1,https://a.test:8443=http://127.0.0.1:2')).toHaveLength(2);
  });
});
