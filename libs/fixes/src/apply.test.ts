import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHtml, findAll, extractPageFacts } from '@citable/html';
import { CORPUS_DIR } from './__tests__/stored.js';
import { applyPageFixes } from './apply.js';

const none = { head_insert: '', head_remove: [], html_attributes: {} };

describe('applyPageFixes', () => {
  it('puts head_insert at the end of the head and sets <html lang>', () => {
    const out = applyPageFixes('<!doctype html><html><head><title>T</title></head><body><p>x</p></body></html>', { ...none, head_insert: '<meta name="viewport" content="width=device-width">', html_attributes: { lang: 'en' } });
    expect(out).toBe('<!doctype html><html lang="en"><head><title>T</title>\n<meta name="viewport" content="width=device-width">\n</head><body><p>x</p></body></html>');
  });

  it('removes the element a fix replaces', () => {
    const out = applyPageFixes('<html><head><title>Home</title><meta name="Description" content="x"></head><body></body></html>', { head_insert: '<title>Pricing | Acme</title>', head_remove: ['title', 'meta[name="description"]'], html_attributes: {} });
    const facts = extractPageFacts(parseHtml(out, 'https://a.test/'));
    expect(facts.title).toBe('Pricing | Acme');
    expect(facts.metaDescription).toBeNull();
  });

  it('keeps the tags in the head of a page whose head an out-of-place element ends early', () => {
    const out = applyPageFixes('<html><head><meta charset="utf-8"><div>ad</div><title>T</title></head><body></body></html>', { ...none, head_insert: '<link rel="canonical" href="https://a.test/">' });
    expect(extractPageFacts(parseHtml(out, 'https://a.test/')).canonical).toBe('https://a.test/');
    const head = findAll(parseHtml(out, 'https://a.test/'), 'head')[0]!;
    expect(head.childNodes.some((n) => 'tagName' in n && n.tagName === 'link')).toBe(true);
  });

  it('gives a page with no head tags its head at the start', () => {
    const out = applyPageFixes('<!doctype html><p>Just text.</p>', { ...none, head_insert: '<title>A page</title>' });
    expect(extractPageFacts(parseHtml(out, 'https://a.test/')).title).toBe('A page');
  });

  it('keeps a byte order mark and reads the page after it, as a browser decodes it', () => {
    const out = applyPageFixes('\uFEFF<html><head><title>T</title></head><body></body></html>', { head_insert: '<title>New title here</title>', head_remove: ['title'], html_attributes: { lang: 'es' } });
    expect(out).toBe('\uFEFF<html lang="es"><head>\n<title>New title here</title>\n</head><body></body></html>');
  });

  it.each(['la-nacion.html', 'bbc-1.html', 'base-url.html', 'qq.html'])('changes nothing else of %s', (file) => {
    const html = readFileSync(`${CORPUS_DIR}${file}`, 'utf8');
    const insert = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    const out = applyPageFixes(html, { ...none, head_insert: insert });
    expect(out.replace(`\n${insert}\n`, '')).toBe(html);
    const viewport = findAll(parseHtml(out, 'https://a.test/'), 'meta').filter((m) => m.attrs.some((a) => a.name === 'name' && a.value === 'viewport'));
    expect(viewport.length).toBeGreaterThan(0);
  });
});
