import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_PATH, safeRedirectPath } from './redirect-path.js';

describe('safeRedirectPath', () => {
  it('defaults to /audits', () => {
    expect(safeRedirectPath(undefined)).toBe(DEFAULT_REDIRECT_PATH);
    expect(safeRedirectPath('')).toBe('/audits');
  });

  it.each(['/audits', '/audits/new?project_id=p&root_url=example.com', '/score-guide#content-clarity', '/'])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/audits',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'audits',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    `/${'a'.repeat(512)}`,
  ])('refuses %j', (path) => {
    expect(() => safeRedirectPath(path)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_redirect' }));
  });
});
