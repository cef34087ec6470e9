/**
 * Database rows in the shapes of spec section 3. Check results are sent as verdicts in lists and
 * on the audit, and with their criterion's texts (joined from the catalogue) on one page's view.
 */
import type { Audit, AuditDetail, CheckResult, Page, PageSummary } from '@citable/contracts';
import { verdictOf, withTexts } from '@citable/criteria';
import type { AuditDetailRecord, AuditRecord } from '../repositories/audits.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentAudit(row: AuditRecord): Audit {
  return {
    id: row.id,
    project_id: row.project_id,
    root_url: row.root_url,
    site_description: row.site_description,
    max_pages: row.max_pages,
    status: row.status,
    composite_score: row.composite_score,
    pages_analyzed: row.pages_analyzed,
    pages_discovered: row.pages_discovered,
    pages_crawled: row.pages_crawled,
    started_at: row.started_at.toISOString(),
    finished_at: iso(row.finished_at),
    is_public: row.is_public,
    fail_reason: row.fail_reason,
    fail_at: iso(row.fail_at),
    scorecard_v2: row.scorecard_v2 as Audit['scorecard_v2'],
    category_scores: row.category_scores as Audit['category_scores'],
    fix_first: row.fix_first as Audit['fix_first'],
    site_checks_json: row.site_checks_json?.map(verdictOf) ?? null,
  };
}

export function presentAuditDetail(row: AuditDetailRecord): AuditDetail {
  return { ...presentAudit(row), crawl_summary: row.crawl_summary, site_type: row.site_type, industry: row.industry };
}

interface PageSummaryRow {
  id: string;
  url: string;
  title: string | null;
  status_code: number | null;
  h1: string | null;
  canonical: string | null;
  schema_types: string[];
  jsonld: unknown[];
  checks_json: CheckResult[] | null;
  diagnostic_score: number | null;
}

export function presentPageSummary(row: PageSummaryRow): PageSummary {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    status_code: row.status_code,
    h1: row.h1,
    canonical: row.canonical,
    schema_types: JSON.stringify(row.schema_types),
    jsonld: JSON.stringify(row.jsonld),
    checks_json: (row.checks_json ?? []).map(verdictOf),
    diagnostic_score: row.diagnostic_score,
  };
}

export function presentPage(row: PageSummaryRow & { html_static: string | null; html_rendered: string | null }): Page {
  return {
    ...presentPageSummary(row),
    html_static: row.html_static,
    html_rendered: row.html_rendered,
    checks_json: (row.checks_json ?? []).map(withTexts),
  };
}
