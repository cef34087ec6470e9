/** Each category's score: the weight-weighted mean of its checks' site values (decisions.md). */
import { CATEGORIES } from '@citable/contracts';
import { weightedMean } from './mean.js';
import type { CheckValue } from './site-values.js';
import type { CategoryScore } from '@citable/contracts';

export function categoryScores(values: readonly CheckValue[]): CategoryScore[] {
  return CATEGORIES.map(({ name }) => {
    const members = values.filter((v) => v.category === name);
    return { category: name, score: weightedMean(members), checks_count: members.length };
  });
}
