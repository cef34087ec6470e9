/** T1 and S4: the viewport meta for a page that has none (a page with one that limits zoom is its owner's choice). */
import { checkOf, detail, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import { meta } from '../html.js';

export const VIEWPORT = 'width=device-width, initial-scale=1';

export function viewportFix(page: FixPageInput): HeadFix | null {
  const t1 = checkOf(page.checks, 'T1_mobile_viewport');
  if (t1 === null || detail<string | null>(t1, 'viewport') !== null) return null;
  return { check: 'T1_mobile_viewport', kind: 'viewport', drafted: false, elements: [meta('name', 'viewport', VIEWPORT)], replaces: null, texts: [] };
}
