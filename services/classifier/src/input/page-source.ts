/** Where the classifier's pages come from, and why reading them can fail. */
import type { SitePage } from '../signals/site-page.js';

export interface ReadPages {
  pages: SitePage[];
  source: 'stored' | 'live';
  auditId: string | null;
  /** Time spent fetching pages live (0 for stored pages). */
  fetchMs: number;
}

/** The site could not be read: its message says why, in words an admin can act on. */
export class SiteUnreadableError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'SiteUnreadableError';
  }
}
