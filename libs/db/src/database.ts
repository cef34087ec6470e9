/** Every table Citable stores, as Kysely sees them. Migrations in ./migrations create them. */
import type { AuditsTable } from './tables/audits.table.js';
import type { AuthEventsTable } from './tables/auth-events.table.js';
import type { CitationResultsTable } from './tables/citation-results.table.js';
import type { CitationRunsTable } from './tables/citation-runs.table.js';
import type { ClassificationsTable } from './tables/classifications.table.js';
import type { ClassifierCacheTable } from './tables/classifier-cache.table.js';
import type { CrawlFrontierTable } from './tables/crawl-frontier.table.js';
import type { MonitorRunsTable, MonitorsTable, ScheduledJobsTable } from './tables/monitors.table.js';
import type { MagicLinkTokensTable } from './tables/magic-link-tokens.table.js';
import type { PagesTable } from './tables/pages.table.js';
import type { PromptSetsTable } from './tables/prompt-sets.table.js';
import type { ScoringCriteriaTable } from './tables/scoring-criteria.table.js';
import type { SessionsTable } from './tables/sessions.table.js';
import type { SiteArtifactsTable } from './tables/site-artifacts.table.js';
import type { UsersTable } from './tables/users.table.js';

export interface Database {
  users: UsersTable;
  magic_link_tokens: MagicLinkTokensTable;
  sessions: SessionsTable;
  auth_events: AuthEventsTable;
  audits: AuditsTable;
  pages: PagesTable;
  crawl_frontier: CrawlFrontierTable;
  site_artifacts: SiteArtifactsTable;
  scoring_criteria: ScoringCriteriaTable;
  classifications: ClassificationsTable;
  classifier_cache: ClassifierCacheTable;
  prompt_sets: PromptSetsTable;
  citation_runs: CitationRunsTable;
  citation_results: CitationResultsTable;
  monitors: MonitorsTable;
  monitor_runs: MonitorRunsTable;
  scheduled_jobs: ScheduledJobsTable;
}
