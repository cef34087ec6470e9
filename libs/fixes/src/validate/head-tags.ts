/**
 * Head tags parsed back with parse5 as a browser would read them, inside a <head>: they must give
 * exactly the elements meant (same tags, attributes and text, in order) and nothing may fall out
 * of the head (an element that doesn't belong there would end it and push the rest into the body).
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { ElementSpec } from '../html.js';

const isElement = (n: T.ChildNode): n is T.Element => 'tagName' in n;

function textOf(el: T.Element): string {
  const holder = el.tagName === 'template' ? (el as T.Template).content : el;
  return holder.childNodes.map((c) => ('value' in c ? (c as T.TextNode).value : '')).join('');
}

/** The text of each <script type="application/ld+json"> the snippet parses into, for the JSON-LD checks. */
export function parsedJsonLdTexts(html: string): string[] {
  const doc = parse(`<!doctype html><html><head>${html}</head><body></body></html>`);
  const head = doc.childNodes.find(isElement)?.childNodes.filter(isElement)[0];
  return (head?.childNodes ?? []).filter(isElement).filter((el) => el.tagName === 'script' && el.attrs.some((a) => a.name === 'type' && a.value === 'application/ld+json')).map(textOf);
}

export function headTagProblems(html: string, meant: readonly ElementSpec[]): string[] {
  const doc = parse(`<!doctype html><html><head>${html}</head><body></body></html>`);
  const root = doc.childNodes.find(isElement)!;
  const [head, body] = root.childNodes.filter(isElement);
  const problems: string[] = [];
  if (body && body.childNodes.length > 0) problems.push('part of the snippet ends up in the <body>');
  const got = (head?.childNodes ?? []).filter(isElement);
  const stray = (head?.childNodes ?? []).filter((n) => !isElement(n) && !(n.nodeName === '#text' && (n as T.TextNode).value.trim() === ''));
  if (stray.length > 0) problems.push('the snippet holds text or comments outside its elements');
  if (got.length !== meant.length) problems.push(`${got.length} elements parsed, ${meant.length} meant`);
  meant.forEach((want, i) => {
    const el = got[i];
    if (!el) return;
    const attrs = el.attrs.map((a) => [a.name, a.value] as const);
    const same = el.tagName === want.tag && attrs.length === want.attrs.length && want.attrs.every(([k, v], j) => attrs[j]?.[0] === k && attrs[j]?.[1] === v);
    if (!same) problems.push(`element ${i + 1} parsed as <${el.tagName} ${attrs.map(([k, v]) => `${k}="${v}"`).join(' ')}>, not the <${want.tag}> meant`);
    if ((want.tag === 'title' || want.tag === 'script') && textOf(el) !== want.text) problems.push(`element ${i + 1}'s text parsed differently`);
  });
  return problems;
}
