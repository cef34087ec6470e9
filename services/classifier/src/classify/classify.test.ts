/** The rules of both classifiers, on literal pages and on features. */
import { describe, expect, it } from 'vitest';
import { sitePage } from '../signals/site-page.js';
import { confidenceOf, LOW_CONFIDENCE } from './confidence.js';
import { classifyLegacy } from './legacy.js';
import { LEGACY_INDUSTRY_RULES, LEGACY_SITE_TYPE_RULES } from './legacy-rules.js';
import { chooseSiteType } from './site-type.js';
import { SITE_TYPE_WEIGHTS } from './site-type-weights.js';

const home = (title: string, nav: string[] = [], description = '') =>
  sitePage('https://example.com/', `<html><head><title>${title}</title><meta name="description" content="${description}"></head><body><nav>${nav.map((n) => `<a href="/${n}">${n}</a>`).join('')}</nav></body></html>`);

describe('legacy keyword rules', () => {
  it.each([
    ['Shop now: free shipping on shoes', 'ecommerce', 'Retail & E-commerce'],
    ['Acme API reference and getting started', 'documentation', 'Software & SaaS'],
    ['City council: official website', 'government', 'Government & Public Sector'],
    ['Breaking news and headlines', 'publisher', 'Media & Publishing'],
    ['Trattoria: our menu and opening hours', 'local_business', 'Food & Dining'],
    ['Hello', 'corporate', 'General'],
  ])('%j -> %s, %s', (title, siteType, industry) => {
    expect(classifyLegacy(home(title))).toMatchObject({ site_type: siteType, industry });
  });
  it('the first matching rule wins, and menu labels count', () => {
    expect(classifyLegacy(home('Welcome', ['Blog', 'Checkout'])).site_type).toBe('ecommerce');
    expect(LEGACY_SITE_TYPE_RULES.length).toBeGreaterThan(10);
    expect(LEGACY_INDUSTRY_RULES.length).toBeGreaterThan(20);
  });
});

describe('v2 site type', () => {
  it('picks the type with the most weighted evidence', () => {
    expect(chooseSiteType({ product_schema: 1, cart: 1, prices: 1 }).value).toBe('ecommerce');
    expect(chooseSiteType({ gov_tld: 1, gov_terms: 1 }).value).toBe('government');
    expect(chooseSiteType({ login_wall: 1 }).value).toBe('web_app');
  });
  it('is unknown with no evidence, and unsure when the evidence is close', () => {
    expect(chooseSiteType({})).toMatchObject({ value: 'unknown', confidence: 0 });
    const close = chooseSiteType({ blog_nav: 1, news_sections: 0.6 });
    expect(close.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
  it('has weights for every site type but unknown', () => {
    expect(Object.keys(SITE_TYPE_WEIGHTS)).toHaveLength(13);
  });
});

describe('confidence', () => {
  it('grows with the evidence and with the margin over the runner-up', () => {
    expect(confidenceOf(0, 0, 3)).toBe(0);
    expect(confidenceOf(9, 0, 3)).toBeGreaterThan(confidenceOf(3, 0, 3));
    expect(confidenceOf(9, 8, 3)).toBeLessThan(confidenceOf(9, 1, 3));
    expect(confidenceOf(100, 0, 3)).toBeLessThanOrEqual(1);
  });
});
