/** The scoring catalogue (spec section 3, "Scoring criterion") and the results of checks. */
import { Type, type Static } from 'typebox';
import { CategoryNameSchema, CheckStatusSchema, CheckTypeSchema, ImpactSchema, ScopeSchema } from './enums.js';

import { Nullable } from './schema.js';

export const LinkSchema = Type.Object({ title: Type.String(), url: Type.String() });
export type Link = Static<typeof LinkSchema>;

/** Where a check's rule comes from, so an owner can judge how much to trust it. */
export const EvidenceBasisSchema = Type.Object({
  kind: Type.Enum(['documented', 'study', 'heuristic']),
  /** documented: by a search engine or AI provider; study: a published study; heuristic: ours. */
  summary: Type.String(),
  source: Nullable(LinkSchema),
});
export type EvidenceBasis = Static<typeof EvidenceBasisSchema>;

export const ScoringCriterionSchema = Type.Object({
  id: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  label: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: CategoryNameSchema,
  scope: ScopeSchema,
  weight: Type.Integer({ minimum: 1, maximum: 15 }),
  impact: ImpactSchema,
  pass_threshold: Type.Integer({ minimum: 0, maximum: 100 }),
  warn_threshold: Type.Integer({ minimum: 0, maximum: 100 }),
  check_type: CheckTypeSchema,
  enabled: Type.Boolean(),
  preview: Type.Boolean(),
  /** AEO or GEO track (decisions.md). */
  track: Type.Enum(['aeo', 'geo']),
  why_it_matters: Type.String(),
  how_to_fix: Type.String(),
  common_issues: Type.Array(Type.String()),
  quick_fixes: Type.Array(Type.String()),
  references: Type.Array(Type.String({ description: 'URL' })),
  learn_more_links: Type.Array(LinkSchema),
  official_docs: Nullable(Type.String({ description: 'URL' })),
  examples: Type.Array(Type.Object({ label: Type.String(), code: Type.String() })),
  evidence_basis: EvidenceBasisSchema,
  display_order: Type.Integer(),
  points_possible: Type.Integer(),
  importance_rank: Nullable(Type.Integer()),
  scoring_approach: Type.String(),
  view_in_ui: Type.Boolean(),
});
export type ScoringCriterion = Static<typeof ScoringCriterionSchema>;

/** The lighter "criteria call" shape (spec section 3, Criteria). */
export const CriterionSummarySchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  impact_level: ImpactSchema,
  why_it_matters: Type.String(),
  how_to_fix: Type.String(),
  check_type: CheckTypeSchema,
});
export type CriterionSummary = Static<typeof CriterionSummarySchema>;

/**
 * One check's result on one page (or on the site), as stored in checks_json / site_checks_json
 * and sent in lists: the verdict, without the criterion's catalogue texts. Those are the same for
 * every page (about 2.5 KB a check, 58 KB a page), so they are joined from the catalogue where a
 * screen shows them (CheckResultWithTexts), never stored or sent once per result.
 */
export const CheckResultSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: CategoryNameSchema,
  score: Type.Number({ minimum: 0, maximum: 100 }),
  weight: Type.Integer(),
  status: CheckStatusSchema,
  preview: Type.Boolean(),
  details: Type.Record(Type.String(), Type.Unknown()),
  /** What was looked at: the element, the value found, what was expected. */
  evidence: Type.Array(Type.String()),
  impact: ImpactSchema,
  impact_level: ImpactSchema,
  page_url: Nullable(Type.String()),
  page_title: Nullable(Type.String()),
  /** Set when status is `error`: what broke. */
  error: Type.Optional(Type.String()),
});
export type CheckResult = Static<typeof CheckResultSchema>;

/** The catalogue texts of a check result (spec section 3, "Check result"), from its criterion. */
export const CheckTextsSchema = Type.Object({
  why_it_matters: Type.String(),
  how_to_fix: Type.String(),
  quick_fixes: Type.Array(Type.String()),
  examples: Type.Array(Type.Object({ label: Type.String(), code: Type.String() })),
  official_docs: Nullable(Type.String()),
});
export type CheckTexts = Static<typeof CheckTextsSchema>;

/** A check result with its criterion's texts: every field of the spec's Check result (one page's view). */
export const CheckResultWithTextsSchema = Type.Object({ ...CheckResultSchema.properties, ...CheckTextsSchema.properties });
export type CheckResultWithTexts = Static<typeof CheckResultWithTextsSchema>;
