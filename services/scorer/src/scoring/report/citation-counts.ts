/** How many answered queries cited each page (by the answer's first match on the site). */
import type { CitationAnswer } from '@citable/contracts';

export function answered(answers: readonly CitationAnswer[]): CitationAnswer[] {
  return answers.filter((a) => a.error === null);
}

export function citedAnswers(answers: readonly CitationAnswer[]): Array<CitationAnswer & { first_match_url: string }> {
  return answered(answers).filter((a): a is CitationAnswer & { first_match_url: string } => a.cited && a.first_match_url !== null);
}

export function citationCounts(answers: readonly CitationAnswer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of citedAnswers(answers)) counts.set(a.first_match_url, (counts.get(a.first_match_url) ?? 0) + 1);
  return counts;
}
