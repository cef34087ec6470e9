import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrl, adminEmails } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(8080);
    expect(cfg.HOST).toBe('127.0.0.1');
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.NATS_URL).toBeUndefined();
    expect(cfg.RENDER_MODE).toBe('sample');
    expect(cfg.CRAWL_ALLOW_PRIVATE).toBe(false);
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
});
