/**
 * CSV exports of an audit's check results (RFC 4180: comma-separated, CRLF rows, fields quoted
 * when they hold a comma, a quote or a line break, quotes doubled), written by csv-stringify.
 */
import type { CheckResult } from '@citable/contracts';
import { stringify } from 'csv-stringify/sync';

/** A page with its check results, as stored (checks_json). */
export interface ExportPage {
  url: string;
  checks: readonly CheckResult[];
}

/**
 * The one line that says most about a result: what broke for an `error`, else its first
 * evidence line (for `not_applicable`, the reason). Evidence is written for people already.
 */
export function mainDetail(check: Pick<CheckResult, 'status' | 'evidence' | 'error'>): string {
  if (check.status === 'error') return check.error ?? '';
  return check.evidence[0] ?? '';
}

/** Scores to one decimal, as every screen shows them; site checks give shares such as 87.49999. */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula, and
 * page URLs and evidence quote text from the audited site: such a cell gets a leading apostrophe,
 * which spreadsheets show as text (OWASP's advice against CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell))),
    { header: true, columns: [...header], record_delimiter: 'windows', cast: { boolean: (b) => (b ? 'true' : 'false') } },
  );
}

export const PAGE_CHECKS_CSV_COLUMNS = ['url', 'check_id', 'check_name', 'category', 'status', 'score', 'preview', 'detail'] as const;
export const SITE_CHECKS_CSV_COLUMNS = ['check_id', 'check_name', 'category', 'status', 'score', 'weight', 'impact', 'preview', 'detail'] as const;

/** One row per page and check, pages in the given order, checks in their stored order. */
export function pageChecksCsv(pages: readonly ExportPage[]): string {
  const rows = pages.flatMap((page) =>
    page.checks.map((c) => [page.url, c.id, c.name, c.category, c.status, oneDecimal(c.score), c.preview, mainDetail(c)]),
  );
  return toCsv(PAGE_CHECKS_CSV_COLUMNS, rows);
}

/** One row per site-level check. */
export function siteChecksCsv(checks: readonly CheckResult[]): string {
  const rows = checks.map((c) => [c.id, c.name, c.category, c.status, oneDecimal(c.score), c.weight, c.impact, c.preview, mainDetail(c)]);
  return toCsv(SITE_CHECKS_CSV_COLUMNS, rows);
}
