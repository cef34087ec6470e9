import { describe, expect, it } from 'vitest';
import type { FetchResult } from '@citable/net';
import { llmsTxtArtifact, llmsTxtLinks } from './llms-txt.js';
import { parseSitemap } from './sitemap-parse.js';

describe('parseSitemap', () => {
  it('reads a urlset with lastmod', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc><lastmod>2026-01-01</lastmod></url>
  <url>
    <loc> https://example.com/a?x=1&amp;y=2 </loc>
  </url>
</urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: 'urlset',
      entries: [
        { loc: 'https://example.com/', lastmod: '2026-01-01' },
        { loc: 'https://example.com/a?x=1&y=2', lastmod: null },
      ],
    });
  });

  it('reads a sitemap index', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/s1.xml.gz</loc><lastmod>2026-02-02</lastmod></sitemap><sitemap><loc>https://example.com/s2.xml</loc></sitemap></sitemapindex>`;
    const parsed = parseSitemap(xml);
    expect(parsed.kind).toBe('sitemapindex');
    expect(parsed.entries.map((e) => e.loc)).toEqual(['https://example.com/s1.xml.gz', 'https://example.com/s2.xml']);
  });

  it('tolerates a BOM, namespace prefixes, CDATA and comments', () => {
    const xml = `\uFEFF<?xml version="1.0"?><!-- generated --><ns:urlset xmlns:ns="http://www.sitemaps.org/schemas/sitemap/0.9">
<ns:url><ns:loc><![CDATA[https://example.com/c?a=1&b=2]]></ns:loc></ns:url>
<!-- <url><loc>https://example.com/commented-out</loc></url> -->
<ns:url><ns:loc>https://example.com/d</ns:loc><image:image><image:loc>https://example.com/i.png</image:loc></image:image></ns:url>
</ns:urlset>`;
    expect(parseSitemap(xml).entries.map((e) => e.loc)).toEqual(['https://example.com/c?a=1&b=2', 'https://example.com/d']);
  });

  it('reads a plain-text sitemap', () => {
    expect(parseSitemap('https://example.com/a\nhttps://example.com/b\n')).toEqual({
      kind: 'text',
      entries: [
        { loc: 'https://example.com/a', lastmod: null },
        { loc: 'https://example.com/b', lastmod: null },
      ],
    });
  });

  it('reports an HTML page as unknown, not as a sitemap', () => {
    expect(parseSitemap('<!doctype html><html><body>Not found</body></html>')).toEqual({ kind: 'unknown', entries: [] });
  });
});

function fetched(status: number | null, body: string | null, contentType = 'text/plain'): FetchResult {
  return {
    requestedUrl: 'https://example.com/llms.txt',
    finalUrl: 'https://example.com/llms.txt',
    status,
    headers: { 'content-type': contentType },
    body: body === null ? null : Buffer.from(body),
    redirectChain: [],
    timings: { startedAt: 0, ttfbMs: 1, totalMs: 1 },
    error: null,
  };
}

describe('llms.txt', () => {
  const url = 'https://example.com/llms.txt';

  it('keeps the content of a 200 text answer', () => {
    expect(llmsTxtArtifact(url, fetched(200, '# Site\n'))).toEqual({ url, statusCode: 200, content: '# Site\n', error: null });
  });

  it('treats a 404 as an answer (no content, no error)', () => {
    expect(llmsTxtArtifact(url, fetched(404, 'Not found'))).toEqual({ url, statusCode: 404, content: null, error: null });
  });

  it('does not mistake a catch-all HTML page for an llms.txt', () => {
    const artifact = llmsTxtArtifact(url, fetched(200, '<html>home</html>', 'text/html; charset=utf-8'));
    expect(artifact.content).toBeNull();
    expect(artifact.error).toMatch(/HTML/);
  });

  it('finds Markdown links and bare URLs', () => {
    const content = `# Acme\n\n- [About](/about): who we are\n- [Docs](https://example.com/docs "Docs")\n- See https://example.com/blog/post-1 and [ext](https://other.com/x)\n`;
    expect(llmsTxtLinks(content, url)).toEqual([
      'https://example.com/about',
      'https://example.com/docs',
      'https://other.com/x',
      'https://example.com/blog/post-1',
    ]);
  });
});
