/**
 * Pages as an audit stores them, for the generators' tests: the real page checks run over real
 * HTML (corpus pages, fixture sites), giving the same facts and check details the pack reads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CrawledPage } from '@citable/contracts';
import { CRITERIA } from '@citable/criteria';
import { fixtureSitePages, type SiteBuilder } from '@citable/testing';
import { runPageChecks } from '../../../../services/scorer/src/page-checks/index.js';
import type { FixPageInput, FixSiteInput } from '../input.js';

// The shared corpus sits beside the repository: /work/shared/corpus/pages for /work/main.
export const CORPUS_DIR = fileURLToPath(new URL('../../../../../shared/corpus/pages/', import.meta.url));
const NOW = new Date('2026-07-01T00:00:00Z');

export async function storedPage(url: string, html: string, headers: Record<string, string> = {}): Promise<FixPageInput> {
  const page: CrawledPage = {
    url,
    statusCode: 200,
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
    redirectChain: [],
    fetchMs: 100,
    depth: 1,
    htmlStatic: html,
    htmlRendered: null,
    renderedMetrics: null,
  };
  const { facts, results } = await runPageChecks(page, { criteria: CRITERIA, now: NOW });
  return { url, statusCode: 200, headers: page.headers, facts, checks: results };
}

/** A corpus page as the one page of a site at https://corpus.example/. */
export async function corpusPage(file: string): Promise<FixPageInput> {
  return storedPage(`https://corpus.example/${file.replace(/\.html$/, '')}`, readFileSync(`${CORPUS_DIR}${file}`, 'utf8'));
}

export function siteOf(rootUrl: string, pages: FixPageInput[], parts: Partial<FixSiteInput> = {}): FixSiteInput {
  return { rootUrl, pages, siteChecks: [], robotsTxt: null, llmsTxt: null, sitemaps: [], ...parts };
}

/** A fixture site's pages as stored, without a server. */
export async function storedFixtureSite(builder: SiteBuilder, origin = 'http://site.test'): Promise<FixSiteInput> {
  const pages = await Promise.all(fixtureSitePages(builder, origin).map((p) => storedPage(p.url, p.html)));
  return siteOf(`${origin}/`, pages);
}
