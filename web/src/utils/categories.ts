import { CATEGORIES, categoryBySlug, categorySlug, type CategoryInfo } from '@citable/contracts/vocab';

export { CATEGORIES, categoryBySlug, type CategoryInfo };

export function categoryByName(name: string): CategoryInfo | undefined {
  return categoryBySlug(categorySlug(name));
}

/** One line on what each category asks, for cards and the score guide. */
export const CATEGORY_BLURBS: Record<CategoryInfo['slug'], string> = {
  'content-clarity': 'Can an assistant tell what each page is about and lift a clear, quotable answer from it?',
  'structure-organization': 'Headings, FAQs and question-and-answer blocks that break content into answerable pieces.',
  'authority-trust': 'Who stands behind the content: organisation, authors, dates, contact details and stable facts.',
  'technical-foundations': 'Structured data, canonical URLs, language and sharing tags that machines read directly.',
  'crawl-discoverability': 'Whether AI crawlers may reach your pages and can find them through links and sitemaps.',
  'experience-performance': 'Mobile readiness, speed and clear calls to action once a visitor arrives.',
};
