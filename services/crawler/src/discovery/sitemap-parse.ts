/**
 * Reads a sitemap (sitemaps.org protocol): a <urlset> of <url><loc>/<lastmod> entries, or a
 * <sitemapindex> of <sitemap><loc> entries. Pure.
 *
 * A tolerant scan rather than a strict XML parser, on purpose: real sitemaps come with BOMs,
 * namespace prefixes (<ns:loc>), CDATA sections, comments, stray whitespace and the odd
 * unescaped "&", and a crawler should read what search engines read. Google also accepts a
 * plain text sitemap (one URL per line), so that form is read too.
 */

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex' | 'text' | 'unknown';
  entries: SitemapEntry[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) return (cdata[1] ?? '').trim();
  return raw
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return ENTITIES[name] ?? whole;
      const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

/** Matches <loc>, <ns:loc> etc. and captures the element's text. */
function childText(block: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`, 'i').exec(block);
  return match ? decodeXmlText(match[1] ?? '') : null;
}

function blocks(xml: string, name: string): string[] {
  const re = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`, 'gi');
  return [...xml.matchAll(re)].map((m) => m[1] ?? '');
}

export function parseSitemap(content: string): ParsedSitemap {
  const xml = content.replace(/^\uFEFF/, '').replace(/<!--[\s\S]*?-->/g, '');
  const root = /<(?:[\w.-]+:)?(urlset|sitemapindex)[\s>]/i.exec(xml);
  if (root) {
    const isIndex = root[1]?.toLowerCase() === 'sitemapindex';
    const entries: SitemapEntry[] = [];
    for (const block of blocks(xml, isIndex ? 'sitemap' : 'url')) {
      const loc = childText(block, 'loc');
      if (loc) entries.push({ loc, lastmod: childText(block, 'lastmod') || null });
    }
    return { kind: isIndex ? 'sitemapindex' : 'urlset', entries };
  }
  const lines = xml.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines.length > 0 && lines.every((l) => /^https?:\/\/\S+$/i.test(l))) {
    return { kind: 'text', entries: lines.map((loc) => ({ loc, lastmod: null })) };
  }
  return { kind: 'unknown', entries: [] };
}
