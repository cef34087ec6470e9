/**
 * A8: robots.txt names the sitemap, where every crawler looks for it. The file as served, with a
 * Sitemap: line added (a new file allowing everything when the site has none); nothing when the
 * file already names that sitemap, or when robots.txt did not answer (the robots advice says what
 * to do first). The access rules are never touched here: the robots advice writes those.
 */
import { isOk, type FixSiteInput } from '../input.js';
import type { SiteFileDraft } from './llms-txt.js';

export function robotsTxtFile(site: FixSiteInput, sitemapUrl: string): SiteFileDraft | null {
  const robots = site.robotsTxt;
  const found = robots !== null && isOk(robots.statusCode) && robots.content !== null;
  const absent = robots === null || (robots.statusCode !== null && robots.statusCode >= 400 && robots.statusCode < 500);
  if (!found && !absent) return null;
  const original = found ? robots.content! : '';
  if (/^\s*sitemap\s*:/im.test(original) && original.includes(sitemapUrl)) return null;
  const base = found ? `${original.replace(/\s*$/, '')}\n\n` : 'User-agent: *\nDisallow:\n\n';
  return { path: '/robots.txt', kind: 'robots_txt', check: 'A8_sitemap_discoverability', drafted: false, content: `${base}Sitemap: ${sitemapUrl}\n`, texts: [] };
}
