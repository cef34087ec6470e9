/**
 * Spec section 9: "A page passes a criterion at >= 60". Site checks count passing pages with it,
 * and the report counts affected pages with it, so both read the same number.
 */
export const PAGE_PASS_SCORE = 60;

export function pagePasses(score: number): boolean {
  return score >= PAGE_PASS_SCORE;
}
