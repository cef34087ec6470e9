/**
 * The audit diff (issue 17): what changed between two completed audits of one site. The input is
 * a snapshot any completed audit can give (from the database, or a `citable audit --json` file);
 * the output is what the API, the web app and `citable audit --baseline` show.
 */
import { Type, type Static } from 'typebox';
import { CategoryNameSchema, CategorySlugSchema, CheckStatusSchema, ScopeSchema } from './enums.js';
import { RateIntervalSchema } from './entities.js';
import { Nullable } from './schema.js';

const Score = Type.Number({ minimum: 0, maximum: 100 });

/** One check's verdict as a snapshot needs it (a stored CheckResult and a `--json` verdict both have these). */
export const SnapshotVerdictSchema = Type.Object({ id: Type.String(), status: CheckStatusSchema, score: Type.Number() });
export type SnapshotVerdict = Static<typeof SnapshotVerdictSchema>;

/** What the diff reads of one completed audit. */
export const AuditSnapshotSchema = Type.Object({
  /** Null for an audit read from a file. */
  audit_id: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  scores: Type.Object({ overall: Score, aeo: Score, geo: Score }),
  categories: Type.Array(Type.Object({ category: CategorySlugSchema, score: Score })),
  pages: Type.Array(Type.Object({ url: Type.String(), checks: Type.Array(SnapshotVerdictSchema) })),
  site_checks: Type.Array(SnapshotVerdictSchema),
  /** Every citation answer's cited rate; null when the audit has no citation answers. */
  citations: Nullable(RateIntervalSchema),
});
export type AuditSnapshot = Static<typeof AuditSnapshotSchema>;

export const ScoreDeltaSchema = Type.Object({ previous: Score, current: Score, delta: Type.Number({ minimum: -100, maximum: 100 }) });
export type ScoreDelta = Static<typeof ScoreDeltaSchema>;

/**
 * How a check moved, by its site status (ok > warn > fail):
 * - fixed: now passes (ok), did not before;
 * - improved: fail to warn;
 * - regressed: its status fell (ok to warn or fail, warn to fail);
 * - unchanged: same status (its value may still have moved);
 * - new / dropped: scored in only one of the two audits (e.g. not applicable in the other).
 */
export const CHECK_CHANGES = ['fixed', 'improved', 'regressed', 'unchanged', 'new', 'dropped'] as const;
export type CheckChangeKind = (typeof CHECK_CHANGES)[number];
export const CheckChangeKindSchema = Type.Enum([...CHECK_CHANGES]);

const SiteValueSchema = Type.Object({ value: Score, status: Type.Enum(['ok', 'warn', 'fail']) });

export const CheckChangeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: CategoryNameSchema,
  scope: ScopeSchema,
  /** Site value and status in each audit; null where the check was not scored. */
  previous: Nullable(SiteValueSchema),
  current: Nullable(SiteValueSchema),
  /** current - previous site value; null unless scored in both. */
  delta: Nullable(Type.Number({ minimum: -100, maximum: 100 })),
  change: CheckChangeKindSchema,
  /** Page checks: pages in both audits where the check now passes and did not, or whose status fell. */
  pages_fixed: Type.Array(Type.String()),
  pages_regressed: Type.Array(Type.String()),
});
export type CheckChange = Static<typeof CheckChangeSchema>;

export const CitationRateChangeSchema = Type.Object({
  previous: RateIntervalSchema,
  current: RateIntervalSchema,
  /** current - previous rate, in points, with the difference's 95% interval (Newcombe, from the two Wilson intervals). */
  delta: Type.Number({ minimum: -100, maximum: 100 }),
  low: Type.Number({ minimum: -100, maximum: 100 }),
  high: Type.Number({ minimum: -100, maximum: 100 }),
});
export type CitationRateChange = Static<typeof CitationRateChangeSchema>;

export const AuditDiffSchema = Type.Object({
  previous: Type.Object({ audit_id: Nullable(Type.String()), finished_at: Nullable(Type.String()) }),
  current: Type.Object({ audit_id: Nullable(Type.String()), finished_at: Nullable(Type.String()) }),
  scores: Type.Object({ overall: ScoreDeltaSchema, aeo: ScoreDeltaSchema, geo: ScoreDeltaSchema }),
  categories: Type.Array(Type.Intersect([Type.Object({ category: CategorySlugSchema, name: CategoryNameSchema }), ScoreDeltaSchema])),
  /** Every check scored in either audit, in catalogue order, with how it moved. */
  checks: Type.Array(CheckChangeSchema),
  pages: Type.Object({
    added: Type.Array(Type.String()),
    gone: Type.Array(Type.String()),
    /** Pages in both audits (compared by URL). */
    compared: Type.Integer({ minimum: 0 }),
  }),
  /** Null unless both audits have citation answers. */
  citations: Nullable(CitationRateChangeSchema),
});
export type AuditDiff = Static<typeof AuditDiffSchema>;

/** GET /api/audits/{id}/diff: `against` picks the baseline; without it, the previous completed audit of the same root URL. */
export const AuditDiffQuerySchema = Type.Object({ against: Type.Optional(Type.String({ format: 'uuid' })) });
/** `diff` is null when there is nothing to compare with (a first audit): `reason` says so. */
export const AuditDiffResponseSchema = Type.Object({
  diff: Nullable(AuditDiffSchema),
  reason: Nullable(Type.Enum(['no_previous_audit'])),
});
export type AuditDiffResponse = Static<typeof AuditDiffResponseSchema>;

/**
 * What `citable audit --baseline FILE` reads of an earlier `citable audit --json` output: the
 * report's fields the diff compares, every page's check verdicts and the site checks.
 */
export const AuditJsonBaselineSchema = Type.Object({
  audit: Type.Object({ finished_at: Nullable(Type.String()) }),
  scores: Type.Object({ overall: Score, aeo: Score, geo: Score }),
  categories: Type.Array(Type.Object({ category: CategorySlugSchema, percentage: Score })),
  citations: Type.Object({ answer_rate: RateIntervalSchema }),
  pages: Type.Array(Type.Object({ url: Type.String(), checks: Type.Array(SnapshotVerdictSchema) })),
  site_checks: Type.Array(SnapshotVerdictSchema),
});
export type AuditJsonBaseline = Static<typeof AuditJsonBaselineSchema>;
