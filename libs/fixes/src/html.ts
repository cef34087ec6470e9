/**
 * Head elements as data: each generator says which elements it means, this writes them, and the
 * head validator parses the written HTML back with parse5 and compares it with the same data.
 */

export interface ElementSpec {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: ReadonlyArray<readonly [string, string]>;
  /** The text of a <title> or a <script>. */
  text?: string;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script> must not close the element: "</" is written as "<\/", which JSON reads the same. */
export const scriptJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/<\//g, '<\\/');

export function elementHtml(el: ElementSpec): string {
  const attrs = el.attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  if (el.tag === 'meta' || el.tag === 'link') return `<${el.tag}${attrs}>`;
  const text = el.tag === 'script' ? (el.text ?? '') : escapeText(el.text ?? '');
  return `<${el.tag}${attrs}>${text}</${el.tag}>`;
}

export const elementsHtml = (els: readonly ElementSpec[]) => els.map(elementHtml).join('\n');

export const meta = (key: 'name' | 'property', name: string, content: string): ElementSpec => ({ tag: 'meta', attrs: [[key, name], ['content', content]] });
export const jsonLdScript = (value: unknown): ElementSpec => ({ tag: 'script', attrs: [['type', 'application/ld+json']], text: scriptJson(value) });
