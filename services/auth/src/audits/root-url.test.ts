import { describe, expect, it } from 'vitest';
import { parseRootUrl } from './root-url.js';

describe('parseRootUrl', () => {
  it.each([
    ['example.com', 'https://example.com/', 'example.com'],
    ['  www.Example.com/blog#top ', 'https://www.example.com/blog', 'example.com'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/', '127.0.0.1'],
    ['HTTPS://shop.example.co.uk/a?b=1', 'https://shop.example.co.uk/a?b=1', 'shop.example.co.uk'],
    ['localhost:3000', 'https://localhost:3000/', 'localhost'],
  ])('%j -> %s (%s)', (typed, url, domain) => {
    expect(parseRootUrl(typed)).toEqual({ url, domain });
  });

  it.each([
    ['', 'Enter the address'],
    ['ftp://example.com', 'Only http and https'],
    ['exa mple.com', 'not a valid'],
    ['https://user:pw@example.com', 'user name or password'],
    ['example', 'not a valid domain'],
  ])('refuses %j', (typed, message) => {
    expect(() => parseRootUrl(typed)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_url', message: expect.stringContaining(message) }));
  });
});
