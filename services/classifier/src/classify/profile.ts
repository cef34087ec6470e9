/**
 * The site's mode, brand kind and purpose: how it presents itself to a crawler that runs no
 * JavaScript, who stands behind it, and what it is for. Read from the site type and a few
 * signals. Pure.
 */
import type { SiteType } from '@citable/contracts';
import type { SiteSignals } from '../signals/read-signals.js';

/** content: readable pages; app_shell: JavaScript renders everything; login_wall: sign in first; parked: a placeholder domain. */
export type SiteMode = 'content' | 'app_shell' | 'login_wall' | 'parked' | 'unreachable';
export type BrandKind = 'company' | 'person' | 'organisation' | 'government' | 'institution' | 'media' | 'community' | 'unknown';

/** What each kind of site is for. Data. */
export const PURPOSES: Readonly<Record<SiteType, string>> = {
  ecommerce: 'sell products online',
  saas: 'sell software',
  local_business: 'bring local customers in',
  corporate: 'win clients for its services',
  publisher: 'publish news and stories',
  blog: 'share articles and opinions',
  documentation: 'document a product',
  community: 'host discussion among members',
  nonprofit: 'advance a cause and raise support',
  government: 'provide public information and services',
  education: 'teach and enrol students',
  portfolio: 'showcase a person and their work',
  web_app: 'run an application for its users',
  unknown: 'unknown',
};

const BRAND_BY_TYPE: Readonly<Record<SiteType, BrandKind>> = {
  ecommerce: 'company',
  saas: 'company',
  local_business: 'company',
  corporate: 'company',
  publisher: 'media',
  blog: 'person',
  documentation: 'company',
  community: 'community',
  nonprofit: 'organisation',
  government: 'government',
  education: 'institution',
  portfolio: 'person',
  web_app: 'company',
  unknown: 'unknown',
};

export function siteMode(s: SiteSignals): SiteMode {
  if (s.markers.parkedTerms > 0 && s.homeWords < 300) return 'parked';
  if (s.login.wall) return 'login_wall';
  if (s.appShell) return 'app_shell';
  return 'content';
}

export function brandKind(siteType: SiteType, s: SiteSignals): BrandKind {
  // A blog with an organisation behind it (a company's engineering blog) speaks for the company.
  if (siteType === 'blog' && s.typeCounts.has('Organization') && !s.personSite) return 'company';
  if (siteType !== 'portfolio' && s.personSite) return 'person';
  return BRAND_BY_TYPE[siteType];
}
