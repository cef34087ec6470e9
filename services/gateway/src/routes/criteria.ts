/** /api/scoring/criteria: the catalogue as the scorer seeded it into scoring_criteria. */
import { CriteriaQuerySchema, CriteriaResponseSchema, type ScoringCriterion } from '@citable/contracts';
import type { GatewayApp, RouteDeps } from './types.js';

export function criteriaRoutes(app: GatewayApp, deps: RouteDeps): void {
  app.get(
    '/api/scoring/criteria',
    { schema: { tags: ['scoring'], querystring: CriteriaQuerySchema, response: { 200: CriteriaResponseSchema } } },
    async (req, reply) => {
      // The newest version of each criterion; productionOnly leaves out preview and disabled ones.
      let q = deps.db
        .selectFrom('scoring_criteria as c')
        .select('c.data')
        .where(({ eb, selectFrom }) =>
          eb('c.version', '=', selectFrom('scoring_criteria as v').select(({ fn }) => fn.max('v.version').as('m')).whereRef('v.id', '=', 'c.id')),
        )
        .orderBy('c.display_order');
      if (req.query.productionOnly) q = q.where('c.preview', '=', false).where('c.enabled', '=', true);
      const rows = await q.execute();
      reply.header('cache-control', 'public, max-age=300');
      return { criteria: rows.map((r) => r.data as ScoringCriterion) };
    },
  );
}
