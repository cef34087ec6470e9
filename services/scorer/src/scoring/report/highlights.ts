/**
 * Strengths and weaknesses: the best and worst categories by the report's bands (spec section 9:
 * >= 70 strong, 50-69 moderate, < 50 critical). A strength must be strong; anything below strong
 * is a weakness, worst first. Categories with nothing scored are neither.
 */
import { slugOf } from '../category-slug.js';
import { SCORING_LIMITS } from '../limits.js';
import type { CategoryHighlight, CategoryScore } from '@citable/contracts';

export function band(score: number): CategoryHighlight['band'] {
  if (score >= 70) return 'strong';
  return score >= 50 ? 'moderate' : 'critical';
}

function highlight({ category, score }: CategoryScore): CategoryHighlight {
  return { category: slugOf(category), display_name: category, percentage: score, band: band(score) };
}

export function strengths(scores: readonly CategoryScore[]): CategoryHighlight[] {
  return scores
    .filter((s) => s.checks_count > 0 && band(s.score) === 'strong')
    .sort((a, b) => b.score - a.score)
    .slice(0, SCORING_LIMITS.strengths)
    .map(highlight);
}

export function weaknesses(scores: readonly CategoryScore[]): CategoryHighlight[] {
  return scores
    .filter((s) => s.checks_count > 0 && band(s.score) !== 'strong')
    .sort((a, b) => a.score - b.score)
    .slice(0, SCORING_LIMITS.weaknesses)
    .map(highlight);
}
