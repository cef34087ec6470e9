import { describe, expect, it } from 'vitest';
import { sitePage } from '../signals/site-page.js';
import { hostnameOf, InvalidHostError, normaliseHost } from './host.js';
import { navPageUrls } from './nav-pages.js';

describe('normaliseHost', () => {
  it.each([
    ['example.com', 'example.com'],
    ['https://www.Example.com/shop?x=1', 'example.com'],
    ['127.0.0.1:8080', '127.0.0.1:8080'],
    ['  shop.example.co.uk.  ', 'shop.example.co.uk'],
  ])('%j -> %s', (input, host) => expect(normaliseHost(input)).toBe(host));
  it.each(['', 'not a host', 'ftp://example.com', 'https://user:pw@example.com', 'exa_mple.com'])('refuses %j with a 400', (input) => {
    expect(() => normaliseHost(input)).toThrow(InvalidHostError);
  });
  it('drops the port for audit lookups', () => expect(hostnameOf('127.0.0.1:8080')).toBe('127.0.0.1'));
});

describe('navPageUrls', () => {
  it('takes the first same-site menu links, leaving out sign-in, cart, legal pages and files', () => {
    const home = sitePage(
      'https://www.example.com/',
      '<nav><a href="/">Home</a><a href="/login">Log in</a><a href="https://example.com/pricing">Pricing</a><a href="/cart">Cart</a><a href="https://other.com/x">Other</a><a href="/privacy">Privacy</a><a href="/brochure.pdf">PDF</a><a href="/about?ref=nav">About</a><a href="/blog">Blog</a><a href="/team">Team</a><a href="/jobs">Jobs</a></nav>',
    );
    expect(navPageUrls(home)).toEqual(['https://example.com/pricing', 'https://www.example.com/about', 'https://www.example.com/blog', 'https://www.example.com/team']);
  });
});
