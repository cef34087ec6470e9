/**
 * G2 and S9: the Open Graph tags a page lacks, and Twitter's card tags when it has none, from its
 * title, description (its own or the one the pack gives it) and first image. A tag with nothing
 * true to say (no image on the page) is left out.
 */
import { checkOf, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import { meta, type ElementSpec } from '../html.js';

export interface PageTexts {
  /** The title and description the page has, or the ones its other fixes write. */
  title: string | null;
  description: string | null;
  /** True when the description was drafted by a language model. */
  descriptionDrafted: boolean;
  type: 'website' | 'article';
}

const isHttp = (u: string | null | undefined): u is string => typeof u === 'string' && /^https?:\/\//i.test(u);

export function openGraphFix(page: FixPageInput, texts: PageTexts): HeadFix | null {
  if (!falls(checkOf(page.checks, 'G2_og_tags_completeness'))) return null;
  const present = new Set(page.facts.socialTags ?? []);
  const url = isHttp(page.facts.canonical) ? page.facts.canonical : page.url;
  const values: Array<[string, string | null]> = [
    ['og:title', texts.title],
    ['og:description', texts.description],
    ['og:image', isHttp(page.facts.image) ? page.facts.image : null],
    ['og:url', url],
    ['og:type', texts.type],
  ];
  const elements: ElementSpec[] = values.filter(([k, v]) => v !== null && !present.has(k) && !(k === 'og:image' && present.has('og:image:url'))).map(([k, v]) => meta('property', k, v!));
  if (elements.length === 0) return null;
  const written = (k: string) => elements.some((e) => e.attrs[0]?.[1] === k);
  return {
    check: 'G2_og_tags_completeness',
    kind: 'open_graph',
    drafted: written('og:description') && texts.descriptionDrafted,
    elements,
    replaces: null,
    texts: [written('og:title') ? texts.title : null, written('og:description') && !texts.descriptionDrafted ? texts.description : null].filter((t): t is string => t !== null),
  };
}

/** Twitter reads Open Graph when its own tags are missing, but only twitter:card chooses the large image card. */
export function twitterCardFix(page: FixPageInput, texts: PageTexts): HeadFix | null {
  if ((page.facts.socialTags ?? []).some((t) => t.startsWith('twitter:')) || texts.title === null) return null;
  const elements = [meta('name', 'twitter:card', isHttp(page.facts.image) ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', texts.title)];
  if (texts.description) elements.push(meta('name', 'twitter:description', texts.description));
  return {
    check: null,
    kind: 'twitter_card',
    drafted: texts.description !== null && texts.descriptionDrafted,
    elements,
    replaces: null,
    texts: [texts.title, ...(texts.description && !texts.descriptionDrafted ? [texts.description] : [])],
  };
}
