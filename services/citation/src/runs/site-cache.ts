/**
 * Per run, what answers are matched against: the audited site and its pages, and the brand's
 * terms. Read once per replica and run (a few recent runs are kept), not once per answer.
 */
import type { CitationRunRow } from '@citable/db';
import { brandMentionMatcher } from '../matching/mention.js';
import { SiteMatcher } from '../matching/site-urls.js';
import type { CitationContext } from '../context.js';
import { auditPages } from './run-store.js';

export interface RunSite {
  site: SiteMatcher;
  mentions: (text: string) => boolean;
}

const KEPT = 16;

export class SiteCache {
  readonly #runs = new Map<string, Promise<RunSite>>();

  get(ctx: CitationContext, run: CitationRunRow): Promise<RunSite> {
    let found = this.#runs.get(run.id);
    if (!found) {
      found = auditPages(ctx.db, run.audit_id).then((pages) => ({
        site: new SiteMatcher(run.domain, pages.map((p) => p.url)),
        mentions: brandMentionMatcher(run.prompts?.brand_terms ?? [run.domain]),
      }));
      found.catch(() => this.#runs.delete(run.id));
      this.#runs.set(run.id, found);
      if (this.#runs.size > KEPT) this.#runs.delete(this.#runs.keys().next().value as string);
    }
    return found;
  }
}
