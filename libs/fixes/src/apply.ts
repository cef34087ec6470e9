/**
 * A page's fixes applied to its HTML, as an owner would paste them: the head elements they replace
 * removed, head_insert put before </head>, the <html> attributes set. What the closed loop (make
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

export function applyPageFixes(html: string, fixes: Pick<PageFixes, 'head_insert' | 'head_remove' | 'html_attributes'>): string {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const root = doc.childNodes.find(isElement);
  const head = root?.childNodes.filter(isElement).find((e) => e.tagName === 'head');
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const el of head ? removed(head, fixes.head_remove) : []) {
    const loc = el.sourceCodeLocation;
    if (loc) edits.push({ start: loc.startOffset, end: loc.endOffset, text: '' });
  }
  if (fixes.head_insert) {
    const loc = head?.sourceCodeLocation;
    // Before </head>; a page with no head tags of its own gets a head at the start of <html>'s content.
    const at = loc?.endTag?.startOffset ?? loc?.endOffset ?? root?.sourceCodeLocation?.startTag?.endOffset ?? 0;
    const text = loc?.endTag || loc ? `${fixes.head_insert}\n` : `<head>\n${fixes.head_insert}\n</head>`;
    edits.push({ start: at, end: at, text });
  }
  const attrs = Object.entries(fixes.html_attributes);
  const htmlTag = root?.sourceCodeLocation?.startTag;
  if (attrs.length > 0 && htmlTag) {
    const at = htmlTag.endOffset - 1;
    edits.push({ start: at, end: at, text: attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('') });
  }
  let out = html;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
