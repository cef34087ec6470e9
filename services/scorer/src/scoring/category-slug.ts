import { CATEGORIES, type CategoryName, type CategorySlug } from '@citable/contracts';

const SLUGS = new Map<CategoryName, CategorySlug>(CATEGORIES.map((c) => [c.name, c.slug]));

export function slugOf(name: CategoryName): CategorySlug {
  const slug = SLUGS.get(name);
  // Unreachable while CategoryName and CATEGORIES come from the same tuple.
  if (slug === undefined) throw new Error(`Unknown category: ${name}`);
  return slug;
}
