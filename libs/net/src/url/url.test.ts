import { describe, expect, it } from 'vitest';
import { normalizeUrl, siteOf } from './normalize.js';
import { createOriginMap, mappingFor } from './origin-map.js';

describe('normalizeUrl', () => {
  it.each([
    ['HTTP://Example.COM', 'http://example.com/'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com/a#section', 'https://example.com/a'],
    ['https://user:pw@example.com/a', 'https://example.com/a'],
    ['https://example.com/a?utm_source=x&id=3&utm_medium=y', 'https://example.com/a?id=3'],
    ['https://example.com/a?gclid=1&fbclid=2', 'https://example.com/a'],
    ['https://example.com/a?b=2&a=1', 'https://example.com/a?b=2&a=1'],
    ['https://example.com/a/', 'https://example.com/a/'],
    ['https://example.com/index.html', 'https://example.com/index.html'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['http://2130706433/', 'http://127.0.0.1/'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeUrl(raw)).toBe(expected);
  });

  it('resolves relative references against a base', () => {
    expect(normalizeUrl('../b?q=1#x', 'https://example.com/a/c')).toBe('https://example.com/b?q=1');
  });

  it.each(['mailto:a@example.com', 'javascript:void(0)', 'ftp://example.com/f', 'not a url', 'data:text/html,hi'])('rejects %s', (raw) => {
    expect(normalizeUrl(raw)).toBeNull();
  });
});

describe('siteOf', () => {
  const site = siteOf('https://example.com/');

  it.each(['https://example.com/a', 'http://example.com/b', 'https://www.example.com/c'])('contains %s (host, www twin, either scheme)', (url) => {
    expect(site.contains(url)).toBe(true);
  });

  it.each(['https://blog.example.com/', 'https://example.org/', 'https://example.com:8443/', 'https://notexample.com/'])('excludes %s', (url) => {
    expect(site.contains(url)).toBe(false);
  });

  it('treats a www root the same way', () => {
    expect(siteOf('https://www.example.com/').contains('https://example.com/x')).toBe(true);
  });
});

describe('createOriginMap', () => {
  const map = createOriginMap({ from: 'https://www.example.com', to: 'http://127.0.0.1:8080' });

  it('fetches every URL of the public site from the copy', () => {
    expect(map.toFetchUrl('https://www.example.com/a?x=1')).toBe('http://127.0.0.1:8080/a?x=1');
    expect(map.toFetchUrl('http://example.com/b')).toBe('http://127.0.0.1:8080/b');
  });

  it('leaves other sites alone', () => {
    expect(map.toFetchUrl('https://cdn.other.com/x.js')).toBe('https://cdn.other.com/x.js');
  });

  it('names what the copy answers by its public URL', () => {
    expect(map.toPublicUrl('http://127.0.0.1:8080/c')).toBe('https://www.example.com/c');
    expect(map.toPublicUrl('http://127.0.0.1:9090/c')).toBe('http://127.0.0.1:9090/c');
  });

  it('is the identity without a mapping', () => {
    const identity = createOriginMap(undefined);
    expect(identity.toFetchUrl('https://a.com/x')).toBe('https://a.com/x');
  });

  it('rejects a mapping that is not two http(s) origins', () => {
    expect(() => createOriginMap({ from: 'example.com', to: 'http://127.0.0.1' })).toThrow(/FROM "example\.com" is not an absolute URL/);
    expect(() => createOriginMap({ from: 'https://example.com', to: 'ftp://127.0.0.1' })).toThrow(/TO "ftp:\/\/127\.0\.0\.1" is not an http or https URL/);
  });
});

describe('mappingFor', () => {
  const mappings = [
    { from: 'https://acme.test', to: 'http://127.0.0.1:4321' },
    { from: 'https://shop.test:8443', to: 'http://127.0.0.1:4322' },
  ];

  it('picks the mapping of the public site the root URL is on (www twin, either scheme)', () => {
    expect(mappingFor(mappings, 'https://acme.test/')).toBe(mappings[0]);
    expect(mappingFor(mappings, 'http://www.acme.test/blog')).toBe(mappings[0]);
    expect(mappingFor(mappings, 'https://shop.test:8443/')).toBe(mappings[1]);
  });

  it('leaves other sites, other ports, the serving address and non-URLs unmapped', () => {
    expect(mappingFor(mappings, 'https://blog.acme.test/')).toBeUndefined();
    expect(mappingFor(mappings, 'https://shop.test/')).toBeUndefined();
    expect(mappingFor(mappings, 'http://127.0.0.1:4321/')).toBeUndefined();
    expect(mappingFor(mappings, 'not a url')).toBeUndefined();
    expect(mappingFor([], 'https://acme.test/')).toBeUndefined();
  });
});
