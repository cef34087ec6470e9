import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CategoryName, Scope, ScoringCriterion } from '@citable/contracts';
import type { DefaultTimestamp, Json } from '../columns.js';

/**
 * The criteria catalogue as the Score Guide reads it, one row per (id, version). `data` is the
 * whole catalogue entry; the other columns copy the fields that queries filter and sort on.
 */
export interface ScoringCriteriaTable {
  id: string;
  version: number;
  data: Json<ScoringCriterion>;
  category: CategoryName;
  scope: Scope;
  weight: number;
  enabled: boolean;
  preview: boolean;
  display_order: number;
  updated_at: DefaultTimestamp;
}

export type ScoringCriterionRow = Selectable<ScoringCriteriaTable>;
export type NewScoringCriterion = Insertable<ScoringCriteriaTable>;
export type ScoringCriterionUpdate = Updateable<ScoringCriteriaTable>;
