/**
 * robots.txt parsed back with robots-parser (as the robots advice verifies its files): it must name
 * the sitemap, and give every audited page the same answer as before for "*" and every AI crawler
 * the audit reports on: the fix adds a line, it never changes who may read what.
 */
import { AI_BOTS } from '@citable/contracts';
import robotsParserModule from 'robots-parser';

type ParsedRobots = { isAllowed(url: string, ua?: string): boolean | undefined; getSitemaps(): string[] };
/** robots-parser is CommonJS (module.exports = function) while its typings declare an ES default export. */
const robotsParser = robotsParserModule as unknown as (url: string, contents: string) => ParsedRobots;

export function robotsTxtProblems(robotsUrl: string, original: string, corrected: string, sitemapUrl: string, pageUrls: readonly string[]): string[] {
  const before = robotsParser(robotsUrl, original);
  const after = robotsParser(robotsUrl, corrected);
  const problems: string[] = [];
  if (!after.getSitemaps().includes(sitemapUrl)) problems.push(`robots.txt does not name ${sitemapUrl} when parsed back`);
  for (const token of ['*', ...AI_BOTS.map((b) => b.token)]) {
    const changed = pageUrls.filter((u) => (before.isAllowed(u, token) ?? true) !== (after.isAllowed(u, token) ?? true));
    if (changed.length > 0) problems.push(`robots.txt would change what ${token} may read (${changed[0]})`);
  }
  return problems;
}
