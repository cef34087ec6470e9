import { describe, expect, it } from 'vitest';
import { brandMentionMatcher } from './mention.js';
import { matchAnswer } from './normalise.js';
import { belongsToSite, cleanUrl, pageKey, SiteMatcher, siteHost } from './site-urls.js';

describe('siteHost and belongsToSite', () => {
  it.each([
    ['acme.test', 'acme.test'],
    ['www.acme.test', 'acme.test'],
    ['https://WWW.Acme.test/pricing', 'acme.test'],
    ['http://shop.acme.test', 'shop.acme.test'],
  ])('%s is host %s', (input, host) => expect(siteHost(input)).toBe(host));

  it.each([
    ['https://acme.test/a', true],
    ['http://acme.test/a', true],
    ['https://www.acme.test/', true],
    ['https://blog.acme.test/post', true],
    ['https://ACME.TEST./x', true],
    ['https://notacme.test/', false],
    ['https://acme.test.evil.example/', false],
    ['ftp://acme.test/file', false],
    ['not a url', false],
  ])('%s belongs to acme.test: %s', (url, yes) => expect(belongsToSite(url, 'acme.test')).toBe(yes));
});

describe('pageKey and cleanUrl', () => {
  it('ignores scheme, www, host case, trailing slash, fragment, tracking parameters and query order', () => {
    const key = pageKey('https://acme.test/pricing?b=2&a=1');
    for (const other of ['http://www.ACME.test/pricing/?a=1&b=2#plans', 'https://acme.test/pricing?utm_source=chatgpt.com&a=1&b=2']) {
      expect(pageKey(other)).toBe(key);
    }
    expect(pageKey('https://acme.test/pricing?a=2')).not.toBe(key);
  });

  it('drops fragments and tracking parameters from shown URLs', () => {
    expect(cleanUrl('https://acme.test/faq?utm_source=openai#q2')).toBe('https://acme.test/faq');
    expect(cleanUrl('https://acme.test/search?q=x&utm_medium=ai')).toBe('https://acme.test/search?q=x');
  });
});

describe('SiteMatcher', () => {
  const site = new SiteMatcher('www.acme.test', ['https://acme.test/', 'https://acme.test/pricing', 'https://acme.test/faq']);

  it('names the audited page a citation is, in the page\'s own spelling', () => {
    expect(site.match(['https://other.test/x', 'http://www.acme.test/pricing/?utm_source=chatgpt.com', 'https://acme.test/faq'])).toEqual({
      firstMatch: 'https://acme.test/pricing',
      count: 2,
    });
  });

  it('keeps a page of the site that was not audited, cleaned', () => {
    expect(site.match(['https://docs.acme.test/start#top'])).toEqual({ firstMatch: 'https://docs.acme.test/start', count: 1 });
  });

  it('finds nothing in other sites\' URLs', () => {
    expect(site.match(['https://rival.test/pricing'])).toEqual({ firstMatch: null, count: 0 });
    expect(site.match([])).toEqual({ firstMatch: null, count: 0 });
  });
});

describe('brandMentionMatcher', () => {
  const mentions = brandMentionMatcher(['Acme Answers', 'acme-answers.test', 'acme']);

  it.each([
    ['Acme Answers is a good choice.', true],
    ['Try acme answers for audits.', true],
    ['See acme-answers.test for details.', true],
    ['ACME rewrites pages.', true],
    ['Acme-Answers helps.', true],
    ['The acmeanswers team', false],
    ['Academic answers are not the brand.', false],
    ['', false],
  ])('%s -> %s', (text, yes) => expect(mentions(text)).toBe(yes));

  it('ignores terms too short to be distinctive', () => {
    expect(brandMentionMatcher(['ab', ''])('ab is here')).toBe(false);
  });
});

describe('matchAnswer', () => {
  const site = new SiteMatcher('acme.test', ['https://acme.test/pricing']);
  const mentions = brandMentionMatcher(['Acme']);

  it('keeps cited and mentioned apart', () => {
    const cites = matchAnswer({ text: 'Plans start at $99.', citedUrls: ['https://acme.test/pricing'], readUrls: [], tokens: 10 }, site, mentions);
    expect(cites).toMatchObject({ cited: true, mentioned: false, first_match_url: 'https://acme.test/pricing', cited_match_count: 1 });
    const names = matchAnswer({ text: 'Acme is one option.', citedUrls: ['https://rival.test/'], readUrls: ['https://acme.test/pricing'], tokens: 10 }, site, mentions);
    expect(names).toMatchObject({ cited: false, mentioned: true, first_match_url: null, cited_match_count: 0, read_urls: ['https://acme.test/pricing'] });
  });

  it('stores a 500-character excerpt and the whole text', () => {
    const text = 'x'.repeat(700);
    const m = matchAnswer({ text, citedUrls: [], readUrls: [], tokens: 0 }, site, mentions);
    expect(m.answer_excerpt).toHaveLength(500);
    expect(m.answer_text).toBe(text);
  });
});
