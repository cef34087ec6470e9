/** Documentation markers: code blocks, a docs host or path, TechArticle/APIReference markup. Pure. */
import { findAll } from '@citable/html';
import type { SitePage } from './site-page.js';
import { pagesWithType } from './structured-data.js';

export interface DocsMarkers {
  /** <pre> blocks and <code> elements over the pages. */
  codeBlocks: number;
  /** The host or the page paths say docs (docs.example.com, /docs/, /reference/, /api/). */
  docsLocation: boolean;
  /** Pages with TechArticle or APIReference markup. */
  techPages: number;
}

const DOCS_HOST = /^(docs|doc|developer|developers|dev|api|wiki|learn|manual|help|support)\./i;
const DOCS_PATH = /\/(docs?|documentation|reference|api|manual|guides?|handbook|sre|book)(\/|$)/i;

export function docsMarkers(host: string, pages: readonly SitePage[], typeCounts: ReadonlyMap<string, number>): DocsMarkers {
  const codeBlocks = pages.reduce((n, p) => n + findAll(p.doc, 'pre').length + Math.floor(findAll(p.doc, 'code').length / 3), 0);
  const docsLocation = DOCS_HOST.test(host) || pages.some((p) => DOCS_PATH.test(new URL(p.url).pathname));
  return { codeBlocks, docsLocation, techPages: pagesWithType(typeCounts, ['TechArticle', 'APIReference']) };
}
