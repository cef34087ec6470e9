/**
 * Signals turned into evidence features, each 0..1 (a count saturates at the number that makes
 * it convincing). The site-type weights (site-type-weights.ts) are written against these. Pure.
 */
import type { SiteSignals } from '../signals/read-signals.js';
import { LOCAL_BUSINESS_TYPES } from './schema-type-sets.js';

/** `count` of `enough` is full evidence; fewer is partial. */
const sat = (count: number, enough: number) => Math.min(1, Math.max(0, count) / enough);
const flag = (b: boolean) => (b ? 1 : 0);

const has = (s: SiteSignals, types: readonly string[]) => types.some((t) => s.typeCounts.has(t));
const TLD = (s: SiteSignals) => s.host.toLowerCase().split(':')[0]!.split('.');

export function features(s: SiteSignals): Record<string, number> {
  const labels = TLD(s);
  const tld = labels.at(-1) ?? '';
  const second = labels.at(-2) ?? '';
  const m = s.markers;
  return {
    product_schema: sat(s.commerce.productPages, 1),
    cart: sat(s.commerce.cartControls, 2),
    prices: sat(s.commerce.prices, 8),
    shop_nav: sat(m.shopNav, 2),
    shop_platform: flag(s.platform?.kind === 'shop'),
    saas_nav: sat(m.saasNav, 3),
    sign_up: sat(s.login.signUpLinks, 2),
    sign_in: sat(s.login.signInLinks, 1),
    software_schema: flag(has(s, ['SoftwareApplication', 'WebApplication', 'MobileApplication'])),
    local_schema: flag(has(s, LOCAL_BUSINESS_TYPES)),
    postal_address: flag(s.typeCounts.has('PostalAddress')),
    phone: sat(s.phoneLinks, 1),
    map: sat(s.mapEmbeds, 1),
    local_nav: sat(m.localNav, 2),
    corporate_nav: sat(m.corporateNav, 4),
    quote_cta: sat(m.quoteCta, 1),
    org_schema: flag(has(s, ['Organization', 'Corporation'])),
    news_schema: sat(s.article.newsPages, 1),
    article_schema: sat(s.article.articlePages, 1),
    blog_schema: sat(s.article.blogPages, 1),
    dated: sat(s.article.datedPages, 1),
    bylines: sat(s.article.bylinePages, 1),
    article_elements: sat(s.article.articleElements, 4),
    // A handful of post links is any site's blog section; dozens are a publication's headlines.
    article_links: sat(s.article.articleLinks - 5, 20),
    news_sections: sat(m.newsSections, 4),
    ads: sat(s.ads, 5),
    news_headings: sat(m.newsHeadings, 3),
    blog_nav: sat(m.blogNav, 2),
    blog_headings: sat(m.blogHeadings, 2),
    // Not a "Blog" menu item: a newspaper, a company or a project has a blog section and is no blog.
    blog_location: flag(/^blogs?\./.test(s.host) || s.titleTerms.includes('blog')),
    blog_platform: flag(s.platform?.kind === 'blog'),
    // "I" and "my" at least every 70 words, quotations aside: 64 of 75 one-person food blogs, 15 of 186 publications.
    first_person: flag(s.firstPerson >= 1.5),
    // WordPress, Drupal, Joomla: as many newspapers, companies and charities as blogs run on them.
    cms_platform: flag(s.platform?.kind === 'cms'),
    docs_nav: sat(m.docsNav, 3),
    docs_location: flag(s.docs.docsLocation),
    code: sat(s.docs.codeBlocks, 3),
    docs_platform: flag(s.platform?.kind === 'docs'),
    tech_schema: sat(s.docs.techPages, 1),
    community_nav: sat(m.communityNav, 3),
    // Not Question: FAQ pages mark their questions up too.
    community_schema: flag(has(s, ['DiscussionForumPosting', 'QAPage'])),
    forum_platform: flag(s.platform?.kind === 'forum'),
    wiki_platform: flag(s.platform?.kind === 'wiki'),
    nonprofit_terms: sat(m.nonprofitTerms + m.nonprofitNav, 2),
    ngo_schema: flag(has(s, ['NGO', 'NonprofitOrganization'])),
    org_tld: flag(tld === 'org' || second === 'org'),
    gov_tld: flag(tld === 'gov' || tld === 'mil' || second === 'gov' || second === 'gouv' || second === 'gc' || second === 'bund' || second === 'govt'),
    gov_schema: flag(has(s, ['GovernmentOrganization', 'GovernmentOffice', 'GovernmentService', 'CityHall'])),
    gov_terms: sat(m.governmentTerms + m.governmentNav, 2),
    edu_tld: flag(tld === 'edu' || second === 'edu' || second === 'ac' || second === 'sch' || second === 'k12'),
    edu_schema: flag(has(s, ['CollegeOrUniversity', 'School', 'EducationalOrganization', 'HighSchool', 'ElementarySchool', 'Course'])),
    edu_terms: sat(m.educationTerms + m.educationNav, 3),
    person: flag(s.personSite),
    portfolio_nav: sat(m.portfolioNav, 2),
    app_terms: sat(m.appTerms, 1),
    password: sat(s.login.passwordFields, 1),
    login_wall: flag(s.login.wall),
    app_shell: flag(s.appShell),
    parked: sat(m.parkedTerms, 1),
    small_site: flag(s.pageCount <= 2 && s.homeWords < 400),
  };
}
