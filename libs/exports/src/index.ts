/**
 * @citable/exports: an audit's results as files other tools read: CSV for spreadsheets (pages x
 * checks, site checks) and SARIF 2.1.0 for CI code-scanning views. Pure functions of stored results.
 */
export { mainDetail, neutraliseFormula, pageChecksCsv, siteChecksCsv, PAGE_CHECKS_CSV_COLUMNS, SITE_CHECKS_CSV_COLUMNS, type ExportPage } from './csv.js';
export { sarifLog, SARIF_SCHEMA_URI, type SarifInput } from './sarif.js';
