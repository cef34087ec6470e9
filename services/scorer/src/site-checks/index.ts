export { runSiteChecks } from './run-site-checks.js';
export { SITE_CHECKS } from './registry.js';
export type { SiteCheck, SiteCheckInput, SitePage, CheckOutcome } from './types.js';
