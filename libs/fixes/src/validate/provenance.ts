/**
 * Nothing the pack writes says what the page does not: each text a fix writes must be found, as
 * words, in the page's own texts (title, H1, description, opening paragraph, visible FAQ, byline)
 * or, for texts taken from the site (its name, another page's title), in the site's. Drafted
 * (model-written) texts are the one exception, and are marked so.
 */
import { detail, checkOf, type FixPageInput } from '../input.js';

const normalise = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The texts a page shows, as its stored facts and check details hold them. */
export function pageTexts(page: FixPageInput): string[] {
  const faq = detail<Array<{ question: string; answer: string }>>(checkOf(page.checks, 'A4_schema_faqpage'), 'faq') ?? [];
  return [
    page.facts.title,
    page.facts.h1,
    page.facts.metaDescription,
    detail<string | null>(checkOf(page.checks, 'A1_answer_first'), 'opening'),
    detail<string | null>(checkOf(page.checks, 'G5_author_freshness'), 'byline'),
    ...faq.flatMap((p) => [p.question, p.answer]),
  ].filter((t): t is string => typeof t === 'string' && t.trim() !== '');
}

export class TextSources {
  private readonly haystack: string;

  constructor(texts: readonly string[]) {
    this.haystack = ` ${texts.map(normalise).join(' | ')} `;
  }

  /** Found whole, or a title the pack composed ("H1 | Site name") found part by part. */
  has(text: string): boolean {
    const found = (t: string) => {
      const needle = normalise(t);
      return needle !== '' && this.haystack.includes(` ${needle} `);
    };
    return found(text) || (text.includes(' | ') && text.split(' | ').every(found));
  }
}

export function provenanceProblems(texts: readonly string[], sources: TextSources, where: string): string[] {
  return texts.filter((t) => !sources.has(t)).map((t) => `"${t.slice(0, 60)}" is not in the ${where}'s own words`);
}
