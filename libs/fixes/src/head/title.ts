/**
 * C1 and S7: a title for a page whose title is missing, boilerplate or another page's: its H1, with
 * the site's name after it when that fits in 65 characters. Nothing when the page has no H1 or the
 * H1 would itself repeat another page's title.
 */
import { checkOf, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';

const TITLE_MAX = 65;
const TITLE_MIN = 15;

export function titleFix(page: FixPageInput, name: string, titles: Map<string, number>): HeadFix | null {
  const c1 = checkOf(page.checks, 'C1_title_quality');
  const own = page.facts.title;
  const duplicate = own !== null && (titles.get(own.toLowerCase()) ?? 0) > 1;
  if (!falls(c1) && !duplicate) return null;
  const h1 = page.facts.h1;
  if (!h1) return null;
  const branded = h1.toLowerCase().includes(name.toLowerCase()) ? h1 : `${h1} | ${name}`;
  const title = [...branded].length <= TITLE_MAX ? branded : h1;
  const length = [...title].length;
  if (length < TITLE_MIN || length > TITLE_MAX || titles.has(title.toLowerCase())) return null;
  titles.set(title.toLowerCase(), 1);
  return {
    check: own === null || !duplicate ? 'C1_title_quality' : 'S7_dup_title_pct',
    kind: 'title',
    drafted: false,
    elements: [{ tag: 'title', attrs: [], text: title }],
    replaces: own === null ? null : 'title',
    texts: [h1],
    siteTexts: title === h1 ? [] : [name],
  };
}
