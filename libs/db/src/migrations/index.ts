/**
 * Every migration, imported statically. Kysely's FileMigrationProvider loads files with its own
 * dynamic import(), which cannot load .ts under vitest or tsx (STACK.md 4); static imports work
 * for tsc-built JS, tsx and vitest alike. Add each new migration here; names sort by timestamp.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as createAuthTables from './2026_11_22_20_00_00_create_auth_tables.js';
import * as createAuditTables from './2026_11_22_20_00_01_create_audit_tables.js';
import * as createScoringCriteria from './2026_11_22_20_00_02_create_scoring_criteria.js';
import * as createClassifications from './2026_11_22_20_00_03_create_classifications.js';
import * as createCitationTables from './2026_11_22_20_00_04_create_citation_tables.js';
import * as crawlOutcomes from './2026_12_01_10_00_00_crawl_outcomes.js';
import * as unscoredPagesIndex from './2026_12_01_11_00_00_unscored_pages_index.js';
import * as classifier from './2026_12_02_10_00_00_classifier.js';
import * as citationRuns from './2026_12_03_10_00_00_citation_runs.js';
import * as monitors from './2026_12_04_10_00_00_monitors.js';

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_20_00_00_create_auth_tables': createAuthTables,
  '2026_11_22_20_00_01_create_audit_tables': createAuditTables,
  '2026_11_22_20_00_02_create_scoring_criteria': createScoringCriteria,
  '2026_11_22_20_00_03_create_classifications': createClassifications,
  '2026_11_22_20_00_04_create_citation_tables': createCitationTables,
  '2026_12_01_10_00_00_crawl_outcomes': crawlOutcomes,
  '2026_12_01_11_00_00_unscored_pages_index': unscoredPagesIndex,
  '2026_12_02_10_00_00_classifier': classifier,
  '2026_12_03_10_00_00_citation_runs': citationRuns,
  '2026_12_04_10_00_00_monitors': monitors,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...migrations }),
};
