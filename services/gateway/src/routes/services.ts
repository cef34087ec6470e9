/**
 * Routes answered by other services over the bus: citations, prompts. When the service is not
 * running they answer 503 with a clear message; nothing is ever invented in its place.
 */
import {
  CitationRunBodySchema,
  CitationRunResponseSchema,
  CitationSummaryQuerySchema,
  CitationSummaryResponseSchema,
  ErrorResponseSchema,
  PromptsQuerySchema,
  PromptsResponseSchema,
  REQUESTS,
  type CitationRunRequest,
  type CitationRunResponse,
  type CitationSummary,
  type PromptSet,
} from '@citable/contracts';
import { askService, notFound } from '../http/errors.js';
import { requireAdmin, requireUser } from '../http/session.js';
import { findOwnedAudit } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

export function serviceRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };

  app.get(
    '/api/citations/summary',
    { schema: { tags: ['citations'], querystring: CitationSummaryQuerySchema, response: { 200: CitationSummaryResponseSchema, ...errors } } },
    async (req) => {
      const user = await requireUser(req, bus);
      if (!(await findOwnedAudit(db, user.id, req.query.audit_id))) throw notFound('Audit');
      return askService(() => bus.request<unknown, CitationSummary>(REQUESTS.citation.summary, { auditId: req.query.audit_id }), 'citation');
    },
  );

  app.post(
    '/api/citations/run',
    { schema: { tags: ['citations'], body: CitationRunBodySchema, response: { 200: CitationRunResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors } } },
    async (req) => {
      const user = await requireUser(req, bus);
      const audit = await findOwnedAudit(db, user.id, req.body.audit_id);
      if (!audit) throw notFound('Audit');
      return askService(
        // Starting a run makes its prompt set the first time (the classifier, maybe the LLM): give it time.
        () => bus.request<CitationRunRequest, CitationRunResponse>(REQUESTS.citation.run, { auditId: audit.id, domain: audit.domain, sources: req.body.sources }, { timeoutMs: 60_000 }),
        'citation',
      );
    },
  );

  // Only the admin screens ask for prompt sets (Prompts compare, Regenerate All Prompts), and a
  // refresh or mode=ai spends LLM calls: admins only, like /api/admin/*.
  app.get('/api/llm/prompts', { schema: { tags: ['prompts'], querystring: PromptsQuerySchema, response: { 200: PromptsResponseSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors } } }, async (req) => {
    await requireAdmin(req, bus);
    return askService(() => bus.request<unknown, PromptSet>(REQUESTS.citation.prompts, req.query, { timeoutMs: 60_000 }), 'citation');
  });
}
