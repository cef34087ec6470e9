import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Tokenizer, TokenizerMode, type Token } from 'parse5';
import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer.js';

type Tok = { start: string; attrs: Record<string, string>; selfClosing: boolean } | { end: string } | { text: string };

const RCDATA = new Set(['title', 'textarea']);
const RAWTEXT = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

/**
 * What both tokenizers are told by their tree: inside <svg> or <math> is foreign content (no raw
 * text elements, CDATA is text); a rough rule, but the same one for both.
 */
class ForeignDepth {
  depth = 0;
  start(name: string, selfClosing: boolean) {
    if ((name === 'svg' || name === 'math') && !selfClosing) this.depth++;
  }
  end(name: string) {
    if ((name === 'svg' || name === 'math') && this.depth > 0) this.depth--;
  }
}

function push(out: Tok[], tok: Tok) {
  const last = out[out.length - 1];
  if ('text' in tok && last && 'text' in last) last.text += tok.text;
  else out.push(tok);
}

function ours(html: string): Tok[] {
  const out: Tok[] = [];
  const foreign = new ForeignDepth();
  tokenize(html, {
    startTag(name, attribs, selfClosing) {
      push(out, { start: name, attrs: { ...attribs }, selfClosing });
      foreign.start(name, selfClosing);
      return foreign.depth === 0;
    },
    endTag(name) {
      push(out, { end: name });
      foreign.end(name);
    },
    text: (text) => push(out, { text }),
    inForeignContent: () => foreign.depth > 0,
  });
  return out;
}

function parse5Tokens(html: string): Tok[] {
  const out: Tok[] = [];
  const foreign = new ForeignDepth();
  const chars = (t: Token.CharacterToken) => push(out, { text: t.chars });
  const tokenizer: Tokenizer = new Tokenizer(
    {},
    {
      onStartTag(t) {
        const attrs: Record<string, string> = {};
        for (const a of t.attrs) attrs[a.name] ??= a.value;
        push(out, { start: t.tagName, attrs, selfClosing: t.selfClosing });
        foreign.start(t.tagName, t.selfClosing);
        tokenizer.inForeignNode = foreign.depth > 0;
        if (foreign.depth > 0) return;
        if (RCDATA.has(t.tagName)) tokenizer.state = TokenizerMode.RCDATA;
        else if (RAWTEXT.has(t.tagName)) tokenizer.state = TokenizerMode.RAWTEXT;
        else if (t.tagName === 'script') tokenizer.state = TokenizerMode.SCRIPT_DATA;
        else if (t.tagName === 'plaintext') tokenizer.state = TokenizerMode.PLAINTEXT;
      },
      onEndTag(t) {
        push(out, { end: t.tagName });
        foreign.end(t.tagName);
        tokenizer.inForeignNode = foreign.depth > 0;
      },
      onCharacter: chars,
      onWhitespaceCharacter: chars,
      onNullCharacter: chars,
      onComment() {},
      onDoctype() {},
      onEof() {},
    },
  );
  tokenizer.write(html, true);
  return out;
}

describe('tokenize', () => {
  it.each<[string, string, Tok[]]>([
    ['text and tags, names lower-cased', 'a<P Class=x>b</P >', [{ text: 'a' }, { start: 'p', attrs: { class: 'x' }, selfClosing: false }, { text: 'b' }, { end: 'p' }]],
    ['quoted values holding ">" and the other quote', `<a title='1>"2"' href="/x">`, [{ start: 'a', attrs: { title: '1>"2"', href: '/x' }, selfClosing: false }]],
    ['valueless, spaced "=" and repeated attributes (the first wins)', '<input disabled value = "v" value="w">', [{ start: 'input', attrs: { disabled: '', value: 'v' }, selfClosing: false }]],
    ['a name starting with "="', '<a =b>', [{ start: 'a', attrs: { '=b': '' }, selfClosing: false }]],
    ['self-closing only with "/" right before ">"', '<br/><img src=a/><x / >', [
      { start: 'br', attrs: {}, selfClosing: true },
      { start: 'img', attrs: { src: 'a/' }, selfClosing: false },
      { start: 'x', attrs: {}, selfClosing: false },
    ]],
    ['entities in text and attributes; "&copy=" in a query stays', '<a href="?a&copy=1&amp;b">&lt;&copy &#x41;&#65;</a>', [
      { start: 'a', attrs: { href: '?a&copy=1&b' }, selfClosing: false },
      { text: '<© AA' },
      { end: 'a' },
    ]],
    ['comments, doctypes, bogus comments and "</>" read as nothing', '<!DOCTYPE html>a<!-- <p> -->b<!---->c<!-->d<?x>e</ x>f</>g<!x>h', [{ text: 'abcdefgh' }]],
    ['"--!>" ends a comment', '<!-- x --!>y', [{ text: 'y' }]],
    ['"<" that starts no tag is text', 'a < b <3 <', [{ text: 'a < b <3 <' }]],
    ['a tag cut off by the end of the document is dropped', 'a<div class="x', [{ text: 'a' }]],
    ['script text ends at its end tag only', '<script>if (a<b) x("</div>")</SCRIPT>c', [
      { start: 'script', attrs: {}, selfClosing: false },
      { text: 'if (a<b) x("</div>")' },
      { end: 'script' },
      { text: 'c' },
    ]],
    ['"<!--<script>" in a script hides the next "</script>"', '<script><!--<script>x</script>y--></script>z', [
      { start: 'script', attrs: {}, selfClosing: false },
      { text: '<!--<script>x</script>y-->' },
      { end: 'script' },
      { text: 'z' },
    ]],
    ['"<!-->" in a script opens and closes the escape at once', '<script><!--><script></script>z', [
      { start: 'script', attrs: {}, selfClosing: false },
      { text: '<!--><script>' },
      { end: 'script' },
      { text: 'z' },
    ]],
    ['title text decodes entities, style text does not', '<title>a&amp;b<b></title><style>a&amp;b<b></style>', [
      { start: 'title', attrs: {}, selfClosing: false },
      { text: 'a&b<b>' },
      { end: 'title' },
      { start: 'style', attrs: {}, selfClosing: false },
      { text: 'a&amp;b<b>' },
      { end: 'style' },
    ]],
    ['CDATA is text in SVG and a bogus comment in HTML', '<![CDATA[x]]>a<svg><![CDATA[<y>]]></svg>', [
      { text: 'a' },
      { start: 'svg', attrs: {}, selfClosing: false },
      { text: '<y>' },
      { end: 'svg' },
    ]],
    ['a script left open runs to the end', '<script>x</scrip', [{ start: 'script', attrs: {}, selfClosing: false }, { text: 'x</scrip' }]],
    ['an escaped script cut off in its end tag runs to the end', '<script><!--x</script', [{ start: 'script', attrs: {}, selfClosing: false }, { text: '<!--x</script' }]],
  ])('%s', (_, html, expected) => {
    expect(ours(html)).toEqual(expected);
    expect(parse5Tokens(html)).toEqual(expected);
  });

  // Each input makes a tokenizer that rescans from every position quadratic: 4e10 steps, minutes.
  it('reads hostile input in linear time: unclosed comments, quotes, tags and script escapes', () => {
    const n = 200_000;
    const hostile = [`<!--${'-'.repeat(n)}`, `<a title="${'x'.repeat(n)}`, `<script>${'<!--<script>'.repeat(n / 10)}`, '<'.repeat(n), '</'.repeat(n), '<a b'.repeat(n), '<!x'.repeat(n)];
    for (const html of hostile) expect(ours(html).length).toBeLessThanOrEqual(2);
  }, 10_000);
});

// The shared corpus sits beside the repository: /work/shared/corpus/pages for /work/main.
const corpusDir = fileURLToPath(new URL('../../../../shared/corpus/pages/', import.meta.url));
const files = existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.html')).sort() : [];

describe('tokenize reads the real-page corpus as parse5 does', () => {
  it('finds the 65 pages', () => {
    expect(files).toHaveLength(65);
  });

  it.each(files)('%s', (file) => {
    const html = readFileSync(`${corpusDir}${file}`, 'utf8').replace(/\r\n?/g, '\n');
    expect(ours(html)).toEqual(parse5Tokens(html));
  });
});
