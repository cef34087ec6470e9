/**
 * C1 and S7: a title for a page whose title is missing, too short, boilerplate or another page's: its H1, with
 * the site's name after it (a duplicate: its old title) when that fits in 65 characters. Nothing when the page has no H1 or the
 * H1 would itself repeat another page's title.
 */
import { checkOf, detail, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';

const TITLE_MAX = 65;
const TITLE_MIN = 15;

export function titleFix(page: FixPageInput, name: string, titles: Map<string, number>): HeadFix | null {
  const c1 = checkOf(page.checks, 'C1_title_quality');
  const own = page.facts.title;
  const duplicate = own !== null && (titles.get(own.toLowerCase()) ?? 0) > 1;
  // A title that is only long keeps its words (other checks find the page's topic and name in them).
  const poor = own === null || [...own].length < TITLE_MIN || detail<boolean>(c1, 'boilerplate') === true;
  if (!(falls(c1) && poor) && !duplicate) return null;
  const h1 = page.facts.h1;
  if (!h1) return null;
  // A duplicate keeps its words after the H1 (a name other checks look for in the title stays in it).
  const suffix = duplicate && !poor ? own : name;
  const branded = h1.toLowerCase().includes(suffix.toLowerCase()) ? h1 : `${h1} | ${suffix}`;
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
    texts: suffix === own ? [title] : [h1],
    siteTexts: title === h1 || suffix === own ? [] : [name],
  };
}
