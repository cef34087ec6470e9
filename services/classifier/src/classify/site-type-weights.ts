/**
 * How much each evidence feature (features.ts) counts toward each site type. Data: a type's
 * score is the weighted sum of its features; the best score wins and the margin over the
 * runner-up sets the confidence. A negative weight is evidence against.
 */
import type { SiteType } from '@citable/contracts';

export type ClassifiedSiteType = Exclude<SiteType, 'unknown'>;

export const SITE_TYPE_WEIGHTS: Readonly<Record<ClassifiedSiteType, Readonly<Record<string, number>>>> = {
  // An article (Article markup, og:type article) is no product page nor a software's home page: prices and sign-ins on it are a story's.
  ecommerce: { product_schema: 3, cart: 3, prices: 1.5, shop_nav: 1.5, shop_platform: 3, sign_up: -0.5, news_sections: -1, article_schema: -1.5 },
  saas: { saas_nav: 3, sign_up: 2, sign_in: 1, software_schema: 2.5, prices: 0.5, docs_nav: 0.5, cart: -1, news_sections: -1, article_schema: -1 },
  local_business: { local_schema: 3, postal_address: 1.5, phone: 1.5, map: 1.5, local_nav: 2.5, news_sections: -1, saas_nav: -0.5 },
  corporate: { corporate_nav: 3, quote_cta: 1.5, org_schema: 0.75, sign_up: -0.5, cart: -1, news_sections: -0.5 },
  // A publication writes of others in the third person: "I" and "my" are a one-person blog's voice (of the recipe sites'
  // 43 publications 4 write so, of their 107 blogs 73; food blogs were read as publications at first sight, batches aa, ab).
  publisher: { news_schema: 3.5, news_sections: 3, news_headings: 2.5, article_links: 1.5, ads: 1.5, article_schema: 1, dated: 1, bylines: 1, article_elements: 1, blog_platform: -0.5, first_person: -1.5 },
  // Article markup, dates and bylines count less than for a publisher: a bare article with no blog of its own (menus, headings, host, platform) leans to the publication.
  blog: { blog_schema: 2.5, blog_nav: 2, blog_headings: 2, blog_location: 1.5, blog_platform: 1.5, first_person: 2, cms_platform: 0.5, article_links: 0.5, article_schema: 0.75, dated: 0.75, bylines: 0.5, news_sections: -0.5 },
  documentation: { docs_nav: 3, docs_location: 2, code: 1.5, docs_platform: 3, tech_schema: 2, wiki_platform: 0.5 },
  // A wiki engine (MediaWiki, DokuWiki...) is written by its community more often than it documents a product.
  community: { community_nav: 3, community_schema: 2.5, forum_platform: 3.5, wiki_platform: 3 },
  nonprofit: { nonprofit_terms: 3, ngo_schema: 2.5, org_tld: 1 },
  government: { gov_tld: 4, gov_schema: 3, gov_terms: 2 },
  education: { edu_tld: 3, edu_schema: 3, edu_terms: 2 },
  portfolio: { person: 2.5, portfolio_nav: 2.5, small_site: 0.5, news_sections: -1 },
  web_app: { login_wall: 4, app_shell: 3.5, password: 1, app_terms: 1.5 },
};
