import { categorySlug } from '@/config/paths';

/**
 * The six categories in display order (spec 3) with their slugs (spec 2, Category view). Kept
 * here as data because the web app imports only types from @citable/contracts.
 */
export const CATEGORIES = [
  { name: 'Content & Clarity', slug: 'content-clarity' },
  { name: 'Structure & Organization', slug: 'structure-organization' },
  { name: 'Authority & Trust', slug: 'authority-trust' },
  { name: 'Technical Foundations', slug: 'technical-foundations' },
  { name: 'Crawl & Discoverability', slug: 'crawl-discoverability' },
  { name: 'Experience & Performance', slug: 'experience-performance' },
] as const;

export type CategoryInfo = (typeof CATEGORIES)[number];

export function categoryBySlug(slug: string): CategoryInfo | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

export function categoryByName(name: string): CategoryInfo | undefined {
  const slug = categorySlug(name);
  return CATEGORIES.find((c) => c.slug === slug);
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
