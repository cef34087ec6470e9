import { describe, expect, it } from 'vitest';
import { buildTree, MAX_DEPTH, type Element, type Node, type ParentNode } from './tree.js';

/** The tree as nested tag names and quoted text, for compact expectations. */
function shape(parent: ParentNode): unknown[] {
  return parent.childNodes.map((n: Node) => ('tagName' in n ? { [n.tagName]: shape(n) } : JSON.stringify(n.value)));
}

const parse = (html: string) => buildTree(html).document;
const htmlEl = (html: string) => parse(html).childNodes[0] as Element;
const child = (el: Element, i: number) => el.childNodes[i] as Element;
const body = (html: string) => shape(child(htmlEl(html), 1));
const head = (html: string) => shape(child(htmlEl(html), 0));

describe('buildTree', () => {
  it('always has one html, head and body, even for a fragment or nothing', () => {
    for (const source of ['', 'just text', '<p>para']) {
      const doc = parse(source);
      expect(doc.childNodes).toHaveLength(1);
      expect((doc.childNodes[0] as Element).childNodes.map((n) => (n as Element).tagName)).toEqual(['head', 'body']);
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
    expect(root.attribs).toEqual({ lang: 'en' });
    expect((root.childNodes[1] as Element).attribs).toEqual({ class: 'x', id: 'y' });
  });

  it('leaves noscript and template contents inert, as a browser running scripts does', () => {
    expect(body('<p>x</p><noscript><img src="a.png"><p>Enable JS</p></noscript><template><h1>T</h1></template><p>after</p>')).toEqual([
      { p: ['"x"'] },
      { noscript: [] },
      { template: [] },
      { p: ['"after"'] },
    ]);
  });

  it('reads script, style and title bodies as raw text', () => {
    expect(head('<title>a <b>bold</b> &amp; c</title><script>if (a < b) "</p>"</script>')).toEqual([
      { title: ['"a <b>bold</b> & c"'] },
      { script: ['"if (a < b) \\"</p>\\""'] },
    ]);
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
    expect(body('<table><tr><td>a<td>b<tr><td>c</table>')).toEqual([
      { table: [{ tr: [{ td: ['"a"'] }, { td: ['"b"'] }] }, { tr: [{ td: ['"c"'] }] }] },
    ]);
    expect(body('<h1>a<h2>b</h1>c')).toEqual([{ h1: ['"a"'] }, { h2: ['"b"'] }, '"c"']);
    // An end tag with no element of its name open (within a special element) changes nothing.
    expect(body('<div><p>x</span>y</p></div>')).toEqual([{ div: [{ p: ['"xy"'] }] }]);
    // A form inside a form is ignored; a second <a> closes the first.
    expect(body('<form><form><input></form><a href=1>a<a href=2>b')).toEqual([{ form: [{ input: [] }] }, { a: ['"a"'] }, { a: ['"b"'] }]);
  });

  it('gives SVG and MathML elements their namespaces, and HTML inside foreignObject', () => {
    const root = parse('<svg><title>Icon</title><foreignObject><p>x</p></foreignObject></svg><math><mi>x</mi></math>');
    const [svg, math] = child(root.childNodes[0] as Element, 1).childNodes as Element[];
    expect(svg!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect((svg!.childNodes[0] as Element).namespaceURI).toBe('http://www.w3.org/2000/svg');
    const foreign = svg!.childNodes[1] as Element;
    expect(foreign.tagName).toBe('foreignObject');
    expect((foreign.childNodes[0] as Element).namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    expect(math!.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
  });

  it('reads HTML inside MathML text (mi, mo, mn, ms, mtext): a script there is a script', () => {
    const { elements } = buildTree('<math><mi><b>x</b><mglyph></mglyph></mi><mtext><script>a<b</script></mtext></math><p>after</p>');
    const ns = Object.fromEntries(elements.map((el) => [el.tagName, el.namespaceURI.split('/').pop()]));
    expect(ns).toMatchObject({ math: 'MathML', mi: 'MathML', b: 'xhtml', mglyph: 'MathML', mtext: 'MathML', script: 'xhtml', p: 'xhtml' });
    const script = elements.find((el) => el.tagName === 'script')!;
    expect(script.childNodes).toEqual([expect.objectContaining({ value: 'a<b' })]);
  });

  it('joins adjacent text into one node, decodes entities and reads CR LF as LF', () => {
    expect(body('<p>a &amp; b&#8211;c\r\nd\re</p>')).toEqual([{ p: ['"a & b–c\\nd\\ne"'] }]);
  });

  it('decodes entities in attributes, except a query string that only looks like one', () => {
    const el = child(child(htmlEl('<a href="/x?a=1&copy=2&amp;b=3" title="&quot;Q&quot;">l</a>'), 1), 0);
    expect(el.attribs).toEqual({ href: '/x?a=1&copy=2&b=3', title: '"Q"' });
  });

  it('lists every element in document order, body after the head content written after it', () => {
    const { document, elements } = buildTree('<p>a</p><meta name="x"><title>T</title>');
    const walk = (n: Node): Element[] => ('tagName' in n ? [n, ...n.childNodes.flatMap(walk)] : []);
    expect(elements).toEqual(walk(document.childNodes[0]!));
    expect(elements.map((e) => e.tagName)).toEqual(['html', 'head', 'body', 'p', 'meta', 'title']);
  });

  it('reads attributes named like object properties as attributes only', () => {
    const el = child(child(htmlEl('<div __proto__="x" constructor="y">d</div>'), 1), 0);
    expect(Object.hasOwn(el.attribs, 'constructor')).toBe(true);
    expect(el.attribs['__proto__']).toBe('x');
    expect(Object.getPrototypeOf(el.attribs)).toBeNull();
  });

  // 5 MB of nested <div>s, the crawler's page size cap: a parser that looks down the whole stack
  // of open elements for each tag takes minutes on this (the test would time out).
  it('caps the depth at 512 as Chromium does, in linear time, keeping every element and all the text', () => {
    const n = 600_000;
    const { elements } = buildTree(`${'<div>'.repeat(n)}deep${'</div>'.repeat(n)}<p>after</p>`);
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
