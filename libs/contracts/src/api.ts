/**
 * Requests and responses of product-spec.md section 7. Every route validates with these schemas
 * (a bad body or query gets 400 naming the field) and the OpenAPI description is generated from them.
 */
import { Type, type Static } from 'typebox';
import { CriterionSummarySchema, ScoringCriterionSchema } from './criteria.js';
import {
  AdminAuditSchema,
  AuditDetailSchema,
  AuditSchema,
  CitationSummarySchema,
  ClassifierComparisonSchema,
  ClassifierHealthSchema,
  MeSchema,
  PageSchema,
  PageSummarySchema,
  PromptSetSchema,
  UserSchema,
  AuthStatsSchema,
} from './entities.js';
import { CompositeSchema, ReportSchema } from './scores.js';
import { CitationSourceSchema, LIMITS, MagicLinkIntentSchema } from './enums.js';
import { Nullable, Uuid } from './schema.js';

/** Every error answer: a machine code and a sentence a person can act on. */
export const ErrorResponseSchema = Type.Object({ error: Type.String(), message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export const OkResponseSchema = Type.Object({ ok: Type.Boolean() });

export const IdParamsSchema = Type.Object({ id: Uuid() });
export const PageParamsSchema = Type.Object({ id: Uuid(), pageId: Uuid() });

// ---- auth (/v1/auth) ----
export const AuditDraftSchema = Type.Object({
  project_id: Type.String({ minLength: 1, maxLength: 200 }),
  root_url: Type.String({ minLength: 1, maxLength: 2048 }),
  site_description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  max_pages: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPagesCap })),
});
export type AuditDraft = Static<typeof AuditDraftSchema>;

export const MagicRequestBodySchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  intent: Type.Optional(MagicLinkIntentSchema),
  payload: Type.Optional(AuditDraftSchema),
  redirectPath: Type.Optional(Type.String({ pattern: '^/[^/\\\\]', maxLength: 512 })),
});
export type MagicRequestBody = Static<typeof MagicRequestBodySchema>;
export const MagicRequestResponseSchema = Type.Object({ ok: Type.Boolean(), message: Type.String() });

export const MagicVerifyQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });
/**
 * Why a refused link (reason expired_or_invalid) was refused: it is more than its lifetime old,
 * it was used (or withdrawn because its email could not be sent), or no such link was issued.
 */
export const MagicLinkRefusalSchema = Type.Enum(['expired', 'used', 'unknown']);
export type MagicLinkRefusal = Static<typeof MagicLinkRefusalSchema>;
export const MagicVerifyResponseSchema = Type.Object({
  ok: Type.Boolean(),
  redirectTo: Type.Optional(Type.String()),
  reason: Type.Optional(Type.Enum(['expired_or_invalid', 'missing', 'unauthorized', 'internal_error'])),
  /** With reason expired_or_invalid: which of the two. */
  detail: Type.Optional(MagicLinkRefusalSchema),
});
export type MagicVerifyResponse = Static<typeof MagicVerifyResponseSchema>;

export const MeResponseSchema = MeSchema;
export const UsersResponseSchema = Type.Object({ users: Type.Array(UserSchema) });
export const AuthStatsResponseSchema = AuthStatsSchema;

// ---- audits (/api/audits) ----
export const AuditsListResponseSchema = Type.Object({ audits: Type.Array(AuditSchema) });
export const CreateAuditBodySchema = Type.Object({
  project_id: Type.String({ minLength: 1, maxLength: 200 }),
  root_url: Type.String({ minLength: 1, maxLength: 2048 }),
  site_description: Nullable(Type.String({ maxLength: 2000 })),
  max_pages: Type.Integer({ minimum: 1, maximum: LIMITS.maxPagesCap }),
});
export type CreateAuditBody = Static<typeof CreateAuditBodySchema>;
export const CreateAuditResponseSchema = Type.Object({ audit_id: Uuid(), id: Uuid() });
export const AuditResponseSchema = Type.Object({ audit: AuditDetailSchema });
export const CompositeResponseSchema = Type.Object({ composite: Nullable(CompositeSchema) });
export const PagesQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPagesCap, default: LIMITS.pagesFetchLimit.default })),
});
export const PagesResponseSchema = Type.Object({ pages: Type.Array(PageSummarySchema) });
export const PageResponseSchema = Type.Object({ page: PageSchema });
export const ReportResponseSchema = ReportSchema;
export const SetPublicBodySchema = Type.Object({ is_public: Type.Boolean() });
export const SetPublicResponseSchema = Type.Object({ success: Type.Boolean(), is_public: Type.Boolean() });
export const RerunResponseSchema = CreateAuditResponseSchema;

// ---- citations ----
export const CitationSummaryQuerySchema = Type.Object({ audit_id: Uuid() });
export const CitationSummaryResponseSchema = CitationSummarySchema;
export const CitationRunBodySchema = Type.Object({
  audit_id: Uuid(),
  project_id: Type.Optional(Type.String()),
  domain: Type.String({ minLength: 1 }),
  sources: Type.Array(CitationSourceSchema, { minItems: 1, uniqueItems: true }),
});
export type CitationRunBody = Static<typeof CitationRunBodySchema>;
export const CitationRunResponseSchema = Type.Object({
  ok: Type.Boolean(),
  run_id: Uuid(),
  /** Beyond the spec: the sources asked, those left out for want of an API key, and the answers to get. */
  sources: Type.Optional(Type.Array(CitationSourceSchema)),
  not_configured: Type.Optional(Type.Array(CitationSourceSchema)),
  total: Type.Optional(Type.Integer({ minimum: 0 })),
  /** True when a run of this audit was already going: its id is returned, no second run starts. */
  already_running: Type.Optional(Type.Boolean()),
});
export type CitationRunResponse = Static<typeof CitationRunResponseSchema>;

// ---- scoring criteria ----
export const CriteriaQuerySchema = Type.Object({ productionOnly: Type.Optional(Type.Boolean({ default: false })) });
export const CriteriaResponseSchema = Type.Object({ criteria: Type.Array(ScoringCriterionSchema) });
export const CriteriaSummaryResponseSchema = Type.Object({ criteria: Type.Array(CriterionSummarySchema) });

// ---- prompts ----
export const PromptsQuerySchema = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 253 }),
  refresh: Type.Optional(Type.Boolean()),
  mode: Type.Optional(Type.Enum(['rules', 'ai', 'blended'])),
  nocache: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export const PromptsResponseSchema = PromptSetSchema;
export type PromptsQuery = Static<typeof PromptsQuerySchema>;

// ---- admin ----
export const AdminAuditsResponseSchema = Type.Object({ audits: Type.Array(AdminAuditSchema) });
export const AdminUnlockBodySchema = Type.Object({ password: Type.String({ minLength: 1, maxLength: 512 }) });
export const RescoreBodySchema = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 10, default: 10 }) });
export const RescoreResponseSchema = Type.Object({
  ok: Type.Boolean(),
  results: Type.Array(Type.Object({ audit_id: Uuid(), status: Type.Enum(['success', 'error']), error: Type.Optional(Type.String()) })),
});
export const ClassifierCompareQuerySchema = Type.Object({ host: Type.String({ minLength: 1, maxLength: 253 }) });
export const ClassifierCompareResponseSchema = ClassifierComparisonSchema;
export const ClassifierHealthResponseSchema = ClassifierHealthSchema;
export const DeleteFailedResponseSchema = Type.Object({ deleted: Type.Integer() });
