import { describe, expect, it } from 'vitest';

import { displayUrl, hostOf, rootUrlProblem, stripScheme, toRootUrl } from '../url';

describe('stripScheme', () => {
  it.each([
    ['example.com', 'example.com'],
    ['https://example.com', 'example.com'],
    ['http://example.com/blog', 'example.com/blog'],
    ['HTTPS://Example.com/', 'Example.com/'],
    ['  https://example.com  ', 'example.com'],
    ['https://https://example.com', 'example.com'],
    ['ftp://example.com', 'ftp://example.com'],
  ])('%s -> %s', (typed, kept) => {
    expect(stripScheme(typed)).toBe(kept);
  });

  it('always sends https:// plus what is left', () => {
    expect(toRootUrl('http://example.com/blog')).toBe('https://example.com/blog');
    expect(toRootUrl('example.com')).toBe('https://example.com');
  });
});

describe('rootUrlProblem', () => {
  it('accepts domains and localhost', () => {
    expect(rootUrlProblem('example.com')).toBeNull();
    expect(rootUrlProblem('https://www.example.co.uk/path?q=1')).toBeNull();
    expect(rootUrlProblem('localhost:8080')).toBeNull();
  });
  it('refuses what cannot be a site address', () => {
    expect(rootUrlProblem('')).toBe('Enter the address of the site to audit.');
    expect(rootUrlProblem('https://')).toBe('Enter the address of the site to audit.');
    expect(rootUrlProblem('exa mple.com')).toBe('A web address cannot contain spaces.');
    expect(rootUrlProblem('example')).toBe('Enter a valid web address, such as example.com.');
  });
});

describe('display helpers', () => {
  it('shows hosts and URLs without scheme', () => {
    expect(hostOf('https://www.example.com/a')).toBe('example.com');
    expect(hostOf('nonsense')).toBe('nonsense');
    expect(displayUrl('https://example.com/')).toBe('example.com');
    expect(displayUrl('https://example.com/pricing/')).toBe('example.com/pricing/');
  });
});
