/**
 * A page's fixes applied to its HTML, as an owner would paste them: the head elements they replace
 * removed, head_insert put at the end of the head, the <html> attributes set. What the closed loop (make
 * bench-fixes) serves for its re-audit. parse5 finds the places (with source locations), so only
 * those bytes change.
 */
import type { PageFixes } from '@citable/contracts';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

const isElement = (n: T.ChildNode): n is T.Element => 'tagName' in n;
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function removed(head: T.Element, what: PageFixes['head_remove']): T.Element[] {
  const els = head.childNodes.filter(isElement);
  return what.flatMap((sel) => {
    if (sel === 'title') return els.filter((e) => e.tagName === 'title');
    return els.filter((e) => e.tagName === 'meta' && e.attrs.some((a) => a.name === 'name' && a.value.trim().toLowerCase() === 'description'));
  });
}

/**
 * Where the head ends as a browser parses it: after its last element. On a tidy page that is just
 * before </head>; on a page whose head an out-of-place element ends early, the written </head>
 * sits in the body, and tags put there would be lost, so they go after the last element the head
 * kept. A page with no head element of its own: after <html>, else after the doctype.
 */
function headEnd(doc: T.Document, root: T.Element | undefined, head: T.Element | undefined): number {
  const last = head?.childNodes.filter(isElement).filter((e) => e.sourceCodeLocation).at(-1);
  if (last?.sourceCodeLocation) return last.sourceCodeLocation.endOffset;
  const start = head?.sourceCodeLocation?.startTag ?? root?.sourceCodeLocation?.startTag;
  if (start) return start.endOffset;
  return doc.childNodes.find((n) => n.nodeName === '#documentType')?.sourceCodeLocation?.endOffset ?? 0;
}

export function applyPageFixes(source: string, fixes: Pick<PageFixes, 'head_insert' | 'head_remove' | 'html_attributes'>): string {
  // A byte order mark is the file's encoding, not text: a browser's decoder drops it, and parse5,
  // given it, would read it as text that starts the body.
  const bom = source.startsWith('\uFEFF') ? '\uFEFF' : '';
  const html = source.slice(bom.length);
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const root = doc.childNodes.find(isElement);
  const head = root?.childNodes.filter(isElement).find((e) => e.tagName === 'head');
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const el of head ? removed(head, fixes.head_remove) : []) {
    const loc = el.sourceCodeLocation;
    if (loc) edits.push({ start: loc.startOffset, end: loc.endOffset, text: '' });
  }
  if (fixes.head_insert) edits.push({ start: headEnd(doc, root, head), end: headEnd(doc, root, head), text: `\n${fixes.head_insert}\n` });
  const attrs = Object.entries(fixes.html_attributes);
  const htmlTag = root?.sourceCodeLocation?.startTag;
  if (attrs.length > 0 && htmlTag) {
    const at = htmlTag.endOffset - 1;
    edits.push({ start: at, end: at, text: attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('') });
  }
  let out = html;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return bom + out;
}
