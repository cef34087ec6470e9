/** S6: share of pages that describe the organisation as an entity (schema, logo, social links). */
import { pageCheckShare } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

export const check: SiteCheck = pageCheckShare({
  id: 'S6_entity_graph_adoption_pct',
  pageCheckId: 'A12_entity_graph',
  what: 'entity graph',
  summary: 'carry an entity graph',
});
