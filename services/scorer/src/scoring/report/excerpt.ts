/**
 * Spec section 9: excerpts of 500+ characters get an ellipsis. The citation service stores
 * answer excerpts cut at 500 characters, so a 500-character excerpt was almost surely cut too.
 */
import { SCORING_LIMITS } from '../limits.js';

export function excerpt(text: string): string {
  return text.length >= SCORING_LIMITS.excerptChars ? `${text.slice(0, SCORING_LIMITS.excerptChars)}…` : text;
}
