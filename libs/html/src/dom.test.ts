import { describe, expect, it } from 'vitest';
import { attr, extractLinkDetails, extractPageFacts, headings, isElement, parseHtml, visibleText, type Element, type Node, type ParentNode } from './index.js';
import { MAX_DEPTH } from './tree-adapter.js';

/** The tree as nested tag names and quoted text, for compact expectations. */
function shape(parent: ParentNode): unknown[] {
  return parent.childNodes.map((n: Node) => (isElement(n) ? { [n.tagName]: shape(n) } : JSON.stringify((n as { value?: string }).value)));
}

const parse = (html: string) => parseHtml(html, 'https://example.com/');
const htmlEl = (html: string) => parse(html).elements[0]!;
const child = (el: Element, i: number) => el.childNodes[i] as Element;
const body = (html: string) => shape(child(htmlEl(html), 1));
const head = (html: string) => shape(child(htmlEl(html), 0));

describe('parseHtml', () => {
  it('always has one html, head and body, even for a fragment or nothing', () => {
    for (const source of ['', 'just text', '<p>para']) {
      const { root } = parse(source);
      expect(root.childNodes).toHaveLength(1);
      expect((root.childNodes[0] as Element).childNodes.map((n) => (n as Element).tagName)).toEqual(['head', 'body']);
    }
    expect(body('just text')).toEqual(['"just text"']);
  });

  it('puts head content met before the body in head, and the rest in body', () => {
    const source = '<title>T</title><meta name="a" content="b"><p>Hi</p><meta name="late">';
    expect(head(source)).toEqual([{ title: ['"T"'] }, { meta: [] }]);
    expect(body(source)).toEqual([{ p: ['"Hi"'] }, { meta: [] }]);
  });

  it('starts the body at the first text or body element inside a written <head>', () => {
    const source = '<html><head><title>T</title><div>oops</div><link rel="x"></head><body><p>after</p></body></html>';
    expect(head(source)).toEqual([{ title: ['"T"'] }]);
    expect(body(source)).toEqual([{ div: ['"oops"'] }, { link: [] }, { p: ['"after"'] }]);
  });

  it('keeps content after </body> and </html> in the body', () => {
    expect(body('<body><p>a</p></body></html><p>b</p>')).toEqual([{ p: ['"a"'] }, { p: ['"b"'] }]);
  });

  it('adds the attributes of written html and body tags, the first value of a name winning', () => {
    const root = htmlEl('<html lang="en" lang="fr"><body class="x"></body><body id="y" class="z"></html>');
    expect(root.attrs).toEqual([{ name: 'lang', value: 'en' }]);
    const bodyEl = child(root, 1);
    expect([attr(bodyEl, 'class'), attr(bodyEl, 'id')]).toEqual(['x', 'y']);
  });

  it('leaves noscript and template contents inert, as a browser running scripts does', () => {
    const doc = parse('<p>x</p><noscript><img src="a.png"><p>Enable JS</p></noscript><template><h1>T</h1></template><p>after</p>');
    expect(shape(child(doc.elements[0]!, 1))).toEqual([
      { p: ['"x"'] },
      { noscript: ['"<img src=\\"a.png\\"><p>Enable JS</p>"'] },
      { template: [] },
      { p: ['"after"'] },
    ]);
    expect(doc.elements.map((el) => el.tagName)).toEqual(['html', 'head', 'body', 'p', 'noscript', 'template', 'p']);
    expect(visibleText(doc)).toBe('x after');
  });

  it('reads script, style and title bodies as raw text', () => {
    expect(head('<title>a <b>bold</b> &amp; c</title><script>if (a < b) "</p>"</script>')).toEqual([
      { title: ['"a <b>bold</b> & c"'] },
      { script: ['"if (a < b) \\"</p>\\""'] },
    ]);
  });

  it('leaves comments out', () => {
    expect(body('<p>a<!-- note -->b</p><!-- x --><div><!----></div>')).toEqual([{ p: ['"ab"'] }, { div: [] }]);
  });

  it('closes paragraphs, list items and cells the standard way', () => {
    expect(body('<p>one<p>two<div>three</div><ul><li>a<li>b</ul>')).toEqual([
      { p: ['"one"'] },
      { p: ['"two"'] },
      { div: ['"three"'] },
      { ul: [{ li: ['"a"'] }, { li: ['"b"'] }] },
    ]);
    expect(body('<p>a</p></p>')).toEqual([{ p: ['"a"'] }, { p: [] }]);
  });

  it('ends list items, cells and headings where the standard does, looking only within scope', () => {
    expect(body('<ul><li><div>a</li><li>b</ul><dl><dt>t<dd>d</dl>')).toEqual([
      { ul: [{ li: [{ div: ['"a"'] }] }, { li: ['"b"'] }] },
      { dl: [{ dt: ['"t"'] }, { dd: ['"d"'] }] },
    ]);
    // Rows go in an implied <tbody>.
    expect(body('<table><tr><td>a<td>b<tr><td>c</table>')).toEqual([
      { table: [{ tbody: [{ tr: [{ td: ['"a"'] }, { td: ['"b"'] }] }, { tr: [{ td: ['"c"'] }] }] }] },
    ]);
    expect(body('<h1>a<h2>b</h1>c')).toEqual([{ h1: ['"a"'] }, { h2: ['"b"'] }, '"c"']);
    // An end tag with no element of its name open (within a special element) changes nothing.
    expect(body('<div><p>x</span>y</p></div>')).toEqual([{ div: [{ p: ['"xy"'] }] }]);
    // A form inside a form is ignored; a second <a> closes the first.
    expect(body('<form><form><input></form><a href=1>a<a href=2>b')).toEqual([{ form: [{ input: [] }] }, { a: ['"a"'] }, { a: ['"b"'] }]);
  });

  it('rebuilds misnested formatting and links as the standard does (the adoption agency)', () => {
    expect(body('<b>1<p>2</b>3</p>')).toEqual([{ b: ['"1"'] }, { p: [{ b: ['"2"'] }, '"3"'] }]);
    // A link closed inside a block it opened before: the block's part is a second link to the same place.
    const doc = parse('<a href="/x">one<div>two</a>three</div>');
    expect(shape(child(doc.elements[0]!, 1))).toEqual([{ a: ['"one"'] }, { div: [{ a: ['"two"'] }, '"three"'] }]);
    expect(extractLinkDetails(doc).map((l) => [l.url, l.text])).toEqual([
      ['https://example.com/x', 'one'],
      ['https://example.com/x', 'two'],
    ]);
  });

  it('moves content written inside a table but outside its cells before the table (foster parenting)', () => {
    expect(body('<table><tr><td>a</td></tr>lost<p>x</p></table>')).toEqual([
      '"lost"',
      { p: ['"x"'] },
      { table: [{ tbody: [{ tr: [{ td: ['"a"'] }] }] }] },
    ]);
  });

  it('gives SVG and MathML elements their namespaces, and HTML inside foreignObject', () => {
    const [svg, math] = child(htmlEl('<svg><title>Icon</title><foreignObject><p>x</p></foreignObject></svg><math><mi>x</mi></math>'), 1).childNodes as Element[];
    expect(svg!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect((svg!.childNodes[0] as Element).namespaceURI).toBe('http://www.w3.org/2000/svg');
    const foreign = svg!.childNodes[1] as Element;
    expect(foreign.tagName).toBe('foreignObject');
    expect((foreign.childNodes[0] as Element).namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    expect(math!.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
  });

  it('reads HTML inside MathML text (mi, mo, mn, ms, mtext): a script there is a script', () => {
    const { elements } = parse('<math><mi><b>x</b><mglyph></mglyph></mi><mtext><script>a<b</script></mtext></math><p>after</p>');
    const ns = Object.fromEntries(elements.map((el) => [el.tagName, el.namespaceURI.split('/').pop()]));
    expect(ns).toMatchObject({ math: 'MathML', mi: 'MathML', b: 'xhtml', mglyph: 'MathML', mtext: 'MathML', script: 'xhtml', p: 'xhtml' });
    const script = elements.find((el) => el.tagName === 'script')!;
    expect(script.childNodes).toEqual([expect.objectContaining({ value: 'a<b' })]);
  });

  it('reads a prefixed SVG attribute (xlink:href) as its own attribute, not as href', () => {
    const [a, b] = parse('<svg><a xlink:href="/old">o</a><a href="/new">n</a></svg>').elements.filter((el) => el.tagName === 'a');
    expect([attr(a!, 'href'), attr(b!, 'href')]).toEqual([null, '/new']);
  });

  it('joins adjacent text into one node, decodes entities and reads CR LF as LF', () => {
    expect(body('<p>a &amp; b&#8211;c\r\nd\re</p>')).toEqual([{ p: ['"a & b–c\\nd\\ne"'] }]);
  });

  it('decodes entities in attributes, except a query string that only looks like one', () => {
    const el = child(child(htmlEl('<a href="/x?a=1&copy=2&amp;b=3" title="&quot;Q&quot;">l</a>'), 1), 0);
    expect([attr(el, 'href'), attr(el, 'title')]).toEqual(['/x?a=1&copy=2&b=3', '"Q"']);
  });

  it('lists every element in document order, body after the head content written after it', () => {
    const { root, elements } = parse('<p>a</p><meta name="x"><title>T</title>');
    const walk = (n: Node): Element[] => (isElement(n) ? [n, ...n.childNodes.flatMap(walk)] : []);
    expect(elements).toEqual(walk(root.childNodes[0]!));
    expect(elements.map((e) => e.tagName)).toEqual(['html', 'head', 'body', 'p', 'meta', 'title']);
  });

  it('reads attributes named like object properties as attributes only', () => {
    const el = child(child(htmlEl('<div __proto__="x" constructor="y">d</div>'), 1), 0);
    expect([attr(el, 'constructor'), attr(el, '__proto__'), attr(el, 'toString')]).toEqual(['y', 'x', null]);
  });

  // 5 MB of nested <div>s, the crawler's page size cap: a tree a million levels deep would make
  // every walk up from an element cost as much, and any recursive walk overflow the stack.
  it('caps the depth at 512 as Chromium does, keeping every element and all the text', () => {
    const n = 600_000;
    const doc = parse(`${'<div>'.repeat(n)}deep${'</div>'.repeat(n)}<p>after</p>`);
    const { elements } = doc;
    // Depths in one pass: elements are listed parents first.
    const depths = new Map<ParentNode, number>();
    let deepest = 0;
    for (const el of elements) {
      const depth = (el.parentNode && depths.get(el.parentNode)) ?? 0;
      depths.set(el, depth + 1);
      deepest = Math.max(deepest, depth + 1);
    }
    expect(elements).toHaveLength(n + 4);
    expect(deepest).toBe(MAX_DEPTH);
    const last = elements[elements.length - 2]!;
    expect(last.childNodes).toEqual([{ nodeName: '#text', value: 'deep', parentNode: last }]);
    expect(elements[elements.length - 1]).toMatchObject({ tagName: 'p', parentNode: elements[2] });
    expect(visibleText(doc)).toBe('deep after');
    expect(extractPageFacts(doc).wordCount).toBe(2);
  });

  it('caps the depth of headings nested through misnested formatting too', () => {
    // Uncapped, this is 4,000 levels deep.
    const doc = parse('<b><h2><div>x</b>'.repeat(2000));
    const depthOf = (el: Element) => {
      let depth = 0;
      for (let n: ParentNode | null = el; n && isElement(n); n = n.parentNode) depth++;
      return depth;
    };
    expect(Math.max(...doc.elements.map(depthOf))).toBeLessThanOrEqual(MAX_DEPTH);
    expect(headings(doc).length).toBeGreaterThan(0);
  });

  it('links every node to its parent', () => {
    const root = htmlEl('<div><p>t</p></div>');
    const div = child(child(root, 1), 0);
    const p = div.childNodes[0] as Element;
    expect(p.parentNode).toBe(div);
    expect(p.childNodes[0]!.parentNode).toBe(p);
    expect(div.parentNode).toBe(root.childNodes[1]);
  });
});
