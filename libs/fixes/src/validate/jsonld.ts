/** A JSON-LD script as the page will carry it: it parses, says what was meant, and fits the vocabulary. */
import { vocabularyProblems } from './vocabulary.js';

export function jsonLdProblems(scriptText: string, meant: unknown): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(scriptText);
  } catch (err) {
    return [`the JSON-LD does not parse: ${(err as Error).message}`];
  }
  const problems = vocabularyProblems(parsed);
  if (JSON.stringify(parsed) !== JSON.stringify(meant)) problems.push('the JSON-LD parses into something other than what was meant');
  return problems;
}
