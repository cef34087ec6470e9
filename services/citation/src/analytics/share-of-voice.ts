/**
 * Share of voice: of the citations a source's answers gave, to the audited site and to every other
 * domain it cited for the same questions, the site's share. A citation is an answer citing a
 * domain (an answer citing three pages of one domain counts once), the same unit as the
 * competitors of the summary. Answers that errored were never given and count for no one. Pure.
 */
import { CITATION_SOURCES, type CitationAnswer, type ShareOfVoice } from '@citable/contracts';
import { belongsToSite, siteHost } from '../matching/site-urls.js';

/** Competitors listed per source: the Trends screen shows the top 5. */
export const SHARE_OF_VOICE_COMPETITORS = 5;

const share = (n: number, total: number) => (total > 0 ? Math.round((1000 * n) / total) / 10 : 0);

export function shareOfVoice(answers: readonly CitationAnswer[], host: string): ShareOfVoice[] {
  return CITATION_SOURCES.flatMap((source) => {
    const given = answers.filter((a) => a.ai_source === source && a.error === null);
    if (given.length === 0) return [];
    let site = 0;
    const others = new Map<string, number>();
    for (const a of given) {
      if (a.cited) site += 1;
      const domains = new Set(a.cited_urls.filter((url) => URL.canParse(url) && !belongsToSite(url, host)).map((url) => siteHost(url)));
      for (const d of domains) others.set(d, (others.get(d) ?? 0) + 1);
    }
    const total = site + [...others.values()].reduce((s, n) => s + n, 0);
    const competitors = [...others]
      .sort(([da, a], [db, b]) => b - a || da.localeCompare(db))
      .slice(0, SHARE_OF_VOICE_COMPETITORS)
      .map(([domain, citations]) => ({ domain, citations, share: share(citations, total) }));
    return [{ source, total, site: { citations: site, share: share(site, total) }, competitors }];
  });
}
