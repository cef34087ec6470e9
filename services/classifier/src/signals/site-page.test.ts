import { describe, expect, it } from 'vitest';
import { MAX_HTML_CHARS, sitePage, withoutInlineCode } from './site-page.js';

describe('withoutInlineCode', () => {
  const html = '<html><head><style>body{color:red}</style><script src="/wp.js"></script><script>var a = "<b>";</script><script type="application/ld+json">{"@type":"Recipe"}</script></head><body><h1>Soup</h1></body></html>';

  it('empties inline scripts and style sheets, keeping their tags and JSON-LD', () => {
    expect(withoutInlineCode(html)).toBe('<html><head><style></style><script src="/wp.js"></script><script></script><script type="application/ld+json">{"@type":"Recipe"}</script></head><body><h1>Soup</h1></body></html>');
  });

  it('stops at the limit, giving what the whole scan gives cut there', () => {
    const big = `${html}${'<script>x()</script><p>word</p>'.repeat(20_000)}`;
    for (const limit of [10, 150, 5_000, MAX_HTML_CHARS]) expect(withoutInlineCode(big, limit)).toBe(withoutInlineCode(big).slice(0, limit));
  });

  it('keeps a page whose script never closes as the tokenizer would read it: all of it', () => {
    expect(withoutInlineCode('<p>a</p><script>var x = 1;')).toBe('<p>a</p><script>var x = 1;');
  });
});

describe('sitePage', () => {
  it('parses at most MAX_HTML_CHARS of a huge page', () => {
    const page = sitePage('https://example.com/', `<title>Big</title>${'<p>filler text</p>'.repeat(50_000)}<footer>Unreached</footer>`);
    expect(page.doc.elements.some((e) => e.tagName === 'title')).toBe(true);
    expect(page.doc.elements.some((e) => e.tagName === 'footer')).toBe(false);
  });
});
