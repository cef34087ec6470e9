/**
 * Which pages go through the browser. Rendering costs far more than fetching, so the default
 * (`sample`) renders the home page, the first few pages, and every page whose static HTML has
 * too little text to be the whole story (a script-built page). Pure.
 */
import type { RenderMode } from '@citable/contracts';
import { THIN_PAGE_WORDS } from '../precheck/classify-root.js';

export interface RenderCandidate {
  isRoot: boolean;
  /** 0-based order of this HTML page among the pages stored by this crawl. */
  htmlPageIndex: number;
  staticWordCount: number;
}

export function shouldRender(mode: RenderMode, page: RenderCandidate, sampleSize: number): boolean {
  if (mode === 'off') return false;
  if (mode === 'all') return true;
  return page.isRoot || page.htmlPageIndex < sampleSize || page.staticWordCount < THIN_PAGE_WORDS;
}
