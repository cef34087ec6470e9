/** Stored fixture sites shared by the generators' tests (each built once per test file). */
import { FIXTURE_SITES } from '@citable/testing';
import type { FixPageInput, FixSiteInput } from '../input.js';
import { storedFixtureSite } from './stored.js';

export const bareSite = (): Promise<FixSiteInput> => storedFixtureSite(FIXTURE_SITES.bare);
export const wellOptimisedSite = (): Promise<FixSiteInput> => storedFixtureSite(FIXTURE_SITES['well-optimised']);

export function pageAt(site: FixSiteInput, path: string): FixPageInput {
  const page = site.pages.find((p) => new URL(p.url).pathname === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
}
