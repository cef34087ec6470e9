/**
 * llms.txt in the llmstxt.org format, for a site that serves none: an H1 with the site's name, a
 * blockquote with the home page's description, then sections of links (one per first path
 * segment shared by two or more pages, the rest under "Pages"), each link with its page's
 * description as its one line; one fixed line between the two says what the file lists. Pages the owner keeps out of engines (noindex) are left out.
 */
import { isIndexable, isOk, type FixPageInput, type FixSiteInput } from '../input.js';

export interface SiteFileDraft {
  path: string;
  kind: 'llms_txt' | 'sitemap_xml' | 'robots_txt';
  check: string | null;
  drafted: boolean;
  content: string;
  /** Texts the file writes from the site's pages (the validator finds each in them). */
  texts: readonly string[];
}

export interface LlmsEntry {
  page: FixPageInput;
  title: string;
  /** The page's description (its own, or the one the pack gives it), or null. */
  description: string | null;
}

const INFO = 'The pages of this site, each with its title and the description it gives of itself.';

/** Markdown link text and the one-line description must not break the line or the link. */
const inline = (s: string) => s.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();

function sectionName(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function llmsTxtFile(site: FixSiteInput, name: string, summary: string | null, entries: readonly LlmsEntry[]): SiteFileDraft | null {
  const served = site.llmsTxt !== null && isOk(site.llmsTxt.statusCode) && (site.llmsTxt.content ?? '').trim() !== '';
  const listed = entries.filter((e) => isIndexable(e.page));
  if (served || listed.length === 0) return null;
  const bySection = new Map<string, LlmsEntry[]>();
  const firstSegment = (e: LlmsEntry) => new URL(e.page.url).pathname.split('/').filter(Boolean)[0] ?? '';
  const counts = new Map<string, number>();
  for (const e of listed) counts.set(firstSegment(e), (counts.get(firstSegment(e)) ?? 0) + 1);
  for (const e of listed) {
    const seg = firstSegment(e);
    const section = seg && (counts.get(seg) ?? 0) >= 2 ? sectionName(seg) : 'Pages';
    bySection.set(section, [...(bySection.get(section) ?? []), e]);
  }
  const sections = [...bySection].sort(([a], [b]) => (a === 'Pages' ? -1 : b === 'Pages' ? 1 : a.localeCompare(b)));
  // The reference parser reads the summary only when a line of text follows it: this one says what the file holds.
  const lines = [`# ${inline(name)}`, '', ...(summary ? [`> ${inline(summary)}`, ''] : []), INFO, ''];
  for (const [section, items] of sections) {
    lines.push(`## ${section}`, '');
    for (const e of items) lines.push(`- [${inline(e.title)}](${e.page.url})${e.description ? `: ${inline(e.description)}` : ''}`);
    lines.push('');
  }
  const texts = [name, ...(summary ? [summary] : []), ...listed.flatMap((e) => [e.title, ...(e.description ? [e.description] : [])])].map(inline);
  return { path: '/llms.txt', kind: 'llms_txt', check: null, drafted: false, content: `${lines.join('\n').trimEnd()}\n`, texts };
}
