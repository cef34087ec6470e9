/**
 * `citable audit <url>`: the whole pipeline (crawl, page and site checks, scores) in this process
 * on the embedded default, in a throwaway data folder; prints a summary, or JSON with --json.
 */
import { createAudit, parseRootUrl } from '@citable/auth';
import { loadConfig, ORIGIN_MAPPING_EXAMPLE, OriginMappingError, parseOriginMapping, type Config } from '@citable/config';
import {
  CATEGORIES,
  EVENTS,
  failReasonMessage,
  REQUESTS,
  type AuditProgress,
  type CheckResult,
  type CitationProgress,
  type CitationSource,
  type CitationSummary,
  type FixPack,
  type Report,
  type RenderMode,
} from '@citable/contracts';
import { createLogger } from '@citable/log';
import { pageChecksCsv, sarifLog, siteChecksCsv } from '@citable/exports';
import { RUNTIME_VERSION, startServices, UsageError, type RunningProcess } from '@citable/runtime';
import { access, constants, stat, writeFile } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { tmpdir } from 'node:os';
import v8 from 'node:v8';
import { parseArgs } from 'node:util';
import { diffAudits, regressionsOver } from '@citable/audit-diff';
import { buildFixPack, storedFixSite } from '@citable/fixes';
import { beginAuditDatabase, openedDatabase, type PendingDatabase } from './audit-database.js';
import { readBaseline, snapshotOfAuditJson } from './baseline.js';
import { regressionMessage, renderDiff } from './diff-output.js';
import { parseFlags } from './flags.js';
import { auditJson, progressLine, renderSummary, type AuditJsonPage } from './audit-output.js';
import { citationProgressLine, citationRateFailure, renderCitations } from './citation-output.js';
import { parseCitationSources, runCitationTest, type CitationTestResult } from './citation-test.js';
import { checkFixPackFolder, fixPackSummary, polisherFromEnv, writeFixPack } from './fix-pack-output.js';

export interface AuditArgs {
  url: string;
  json: boolean;
  maxPages: number;
  render: RenderMode;
  allowPrivate: boolean;
  mapOrigin: { from: string; to: string } | null;
  failUnder: number | null;
  /** An earlier `citable audit --json` output to diff against, and when a regression fails the command. */
  baseline: string | null;
  failOnRegression: boolean;
  regressionThreshold: number;
  /** --csv FILE: the pages x checks CSV there, the site checks beside it (csvSiteChecksPath). */
  csv: string | null;
  /** --sarif FILE: a SARIF 2.1.0 log there. */
  sarif: string | null;
  /** --fix-pack DIR: the fix pack written there (created when missing). */
  fixPack: string | null;
  /** --citations: the AI sources the citation test asks after the audit; null for no test. */
  citations: CitationSource[] | null;
  /** --fail-under-citation-rate N: exit 1 when the cited rate of every answer is under N%. */
  failUnderCitationRate: number | null;
}

/** Points a check's site value may fall before --fail-on-regression fails (a page or two changing is noise below it). */
export const DEFAULT_REGRESSION_THRESHOLD = 5;

/** Pages audited when --max-pages is not given: the starter screen's default (spec section 9). */
export const DEFAULT_CLI_MAX_PAGES = 50;
/**
 * With no progress for this long the audit is stuck. The crawler itself gives up after
 * CRAWL_NO_PAGES_CUTOFF_MS without pages (2 minutes by default); a longer cut-off waits longer.
 */
const STALL_MS = 5 * 60_000;
const stallMsFor = (config: Config) => Math.max(STALL_MS, config.CRAWL_NO_PAGES_CUTOFF_MS + 60_000);

export function parseAuditArgs(argv: string[]): AuditArgs {
  const { values, positionals } = parseFlags(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        'max-pages': { type: 'string' },
        render: { type: 'string', default: 'sample' },
        'allow-private': { type: 'boolean', default: false },
        'map-origin': { type: 'string' },
        'fail-under': { type: 'string' },
        baseline: { type: 'string' },
        'fail-on-regression': { type: 'boolean', default: false },
        'regression-threshold': { type: 'string' },
        csv: { type: 'string' },
        sarif: { type: 'string' },
        'fix-pack': { type: 'string' },
        citations: { type: 'string' },
        'fail-under-citation-rate': { type: 'string' },
      },
    }),
  );
  if (positionals.length !== 1) throw new UsageError('give exactly one URL: citable audit <url> [options]');
  const maxPages = values['max-pages'] === undefined ? DEFAULT_CLI_MAX_PAGES : Number(values['max-pages']);
  if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > 500) throw new UsageError('--max-pages must be an integer from 1 to 500.');
  if (!['off', 'sample', 'all'].includes(values.render)) throw new UsageError('--render must be off, sample or all.');
  let mapOrigin: AuditArgs['mapOrigin'] = null;
  if (values['map-origin'] !== undefined) {
    try {
      mapOrigin = parseOriginMapping(values['map-origin']);
    } catch (err) {
      if (!(err instanceof OriginMappingError)) throw err;
      throw new UsageError(`--map-origin takes FROM=TO, two origins, e.g. ${ORIGIN_MAPPING_EXAMPLE} (${err.message}).`);
    }
  }
  let failUnder: number | null = null;
  if (values['fail-under'] !== undefined) {
    failUnder = Number(values['fail-under']);
    if (!Number.isFinite(failUnder) || failUnder < 0 || failUnder > 100) throw new UsageError('--fail-under must be a number from 0 to 100.');
  }
  const baseline = values.baseline ?? null;
  if (values['fail-on-regression'] && baseline === null) throw new UsageError('--fail-on-regression compares with an earlier audit: give it with --baseline previous.json.');
  let regressionThreshold = DEFAULT_REGRESSION_THRESHOLD;
  if (values['regression-threshold'] !== undefined) {
    regressionThreshold = Number(values['regression-threshold']);
    if (!Number.isFinite(regressionThreshold) || regressionThreshold < 0 || regressionThreshold > 100) throw new UsageError('--regression-threshold must be a number of points from 0 to 100.');
  }
  const citations = values.citations === undefined ? null : parseCitationSources(values.citations);
  let failUnderCitationRate: number | null = null;
  if (values['fail-under-citation-rate'] !== undefined) {
    if (citations === null) throw new UsageError('--fail-under-citation-rate judges the citation test: give the sources to ask with --citations.');
    failUnderCitationRate = Number(values['fail-under-citation-rate']);
    if (!Number.isFinite(failUnderCitationRate) || failUnderCitationRate < 0 || failUnderCitationRate > 100) throw new UsageError('--fail-under-citation-rate must be a percentage from 0 to 100.');
  }
  let root;
  try {
    root = parseRootUrl(positionals[0]!);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  for (const flag of ['csv', 'sarif'] as const) {
    if (values[flag] !== undefined && values[flag].trim() === '') throw new UsageError(`--${flag} takes a file name.`);
  }
  if (values['fix-pack'] !== undefined && values['fix-pack'].trim() === '') throw new UsageError('--fix-pack takes a folder name.');
  return {
    url: root.url,
    json: values.json,
    maxPages,
    render: values.render as RenderMode,
    allowPrivate: values['allow-private'],
    mapOrigin,
    failUnder,
    csv: values.csv ?? null,
    sarif: values.sarif ?? null,
    fixPack: values['fix-pack'] ?? null,
    baseline,
    failOnRegression: values['fail-on-regression'],
    regressionThreshold,
    citations,
    failUnderCitationRate,
  };
}

export interface AuditOutcome {
  status: 'completed' | 'failed';
  failReason: string | null;
  report: Report | null;
  /** Empty unless args.json, args.csv, args.sarif or args.baseline. */
  pages: AuditJsonPage[];
  siteChecks: CheckResult[];
  /** With --citations, of a completed audit: the citation test's summary. */
  citations: CitationTestResult | null;
  /** With --fix-pack, of a completed audit: the pack built from what it stored. */
  fixPack: FixPack | null;
}

export interface AuditCallbacks {
  onProgress?: (p: AuditProgress) => void;
  onCitationProgress?: (p: CitationProgress) => void;
}

/**
 * Runs the audit in this process. `pending` is its database, already starting (beginAuditDatabase,
 * which `citable audit` calls before anything else loads); without it the database starts here.
 */
export async function runAudit(args: AuditArgs, opts: AuditCallbacks = {}, pending: PendingDatabase = beginAuditDatabase()): Promise<AuditOutcome> {
  const level = process.env.LOG_LEVEL ? loadConfig().LOG_LEVEL : 'warn';
  const log = createLogger({ level, name: 'citable-audit', stream: 'stderr' });
  // The database has a temp folder of its own (audit-database.ts); DATA_DIR is never written.
  const base = loadConfig({ ...process.env, DATABASE_URL: '', NATS_URL: '', DATA_DIR: tmpdir(), SERVICES: 'all' });
  const config: Config = {
    ...base,
    RENDER_MODE: args.render,
    CRAWL_ALLOW_PRIVATE: args.allowPrivate,
    LOG_LEVEL: level,
    // One process crawls, scores and runs the embedded database, whose queries are most of an
    // audit's time: page-check workers scored a 500-page audit no faster (6.1 s against 6.4 s on
    // 2 cores) for ~130 MB more. SCORE_WORKERS still chooses.
    SCORE_WORKERS: base.SCORE_WORKERS ?? 0,
    // --citations asks the sources it names once the audit completes, not every configured one.
    CITATION_AUTO_RUN: false,
  };
  // V8 lets the heap grow up to 4x past what a full collection kept before collecting again: for a
  // long-lived server that saves collections, for a command of seconds it is ~50 MB of garbage held
  // (a 500-page audit peaked at 323 MB, 285 MB growing 20% at a time, 0.3 s slower).
  v8.setFlagsFromString('--heap-growing-percent=20');
  // The database is copied into place and started on its thread while the services' modules load.
  const database = openedDatabase(
    pending.start().then((started) => {
      if (started.templateProblem) log.debug({ err: started.templateProblem }, 'no embedded database template: starting from a fresh database');
      return started;
    }),
  );
  // Awaited by startServices; a start that failed is reported there, or by pending.cancel below.
  database.catch(() => undefined);
  // Loaded only for an audit that runs, so a usage error answers at once; the citation test's
  // services (the classifier chooses its questions' kind) only when it is asked for.
  const services = Promise.all([
    import('@citable/scorer'),
    import('@citable/crawler'),
    args.citations ? Promise.all([import('@citable/classifier'), import('@citable/citation')]) : null,
  ]);
  let loaded;
  try {
    loaded = await services;
  } catch (err) {
    await pending.cancel();
    throw err;
  }
  const [{ createScorerService, preloadLanguageDetector }, { crawlerService }, citationServices] = loaded;
  // While Postgres finishes starting on its thread: time to load what the first page's checks need.
  void preloadLanguageDetector().catch(() => undefined);
  const rescored = rescoreWaiter();
  const scorer = createScorerService({ onCitationRescored: rescored.done });
  const citation = citationServices ? [citationServices[0].classifierService, citationServices[1].citationService] : [];
  const proc = await startServices([...citation, scorer, crawlerService], { config, log, inProcessOnly: true, database });
  return auditIn(proc, args, { ...opts, rescored: rescored.next });
}

/** The scorer's re-scores after citation runs, awaited by audit id. */
function rescoreWaiter(): { done: (auditId: string) => void; next: (auditId: string) => Promise<void> } {
  const waiting = new Map<string, () => void>();
  const finished = new Set<string>();
  return {
    done(auditId) {
      const resolve = waiting.get(auditId);
      if (resolve) resolve();
      else finished.add(auditId);
    },
    next: (auditId) => (finished.delete(auditId) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(auditId, resolve))),
  };
}

async function auditIn(proc: RunningProcess, args: AuditArgs, opts: AuditCallbacks & { rescored: (auditId: string) => Promise<void> }): Promise<AuditOutcome> {
  const { config } = proc;
  try {
    const { db } = proc.infrastructure.database;
    const { bus } = proc.infrastructure;
    // Subscribed before the crawl is queued, so no event is missed.
    const events: AuditProgress[] = [];
    let wake = () => {};
    const sub = await bus.subscribe<AuditProgress>(EVENTS.auditProgress, (p) => {
      events.push(p);
      wake();
    });
    const auditId = await createAudit(db, bus, config, {
      userId: null,
      draft: { project_id: 'cli', root_url: args.url, site_description: null, max_pages: args.maxPages },
      options: { renderMode: args.render, allowPrivate: args.allowPrivate, mapOrigin: args.mapOrigin },
    });
    await new Promise<void>((resolve, reject) => {
      const stallMs = stallMsFor(config);
      const onStall = () => reject(new Error(`the audit made no progress for ${Math.round(stallMs / 60_000)} minutes`));
      let stall = setTimeout(onStall, stallMs);
      wake = () => {
        for (let p = events.shift(); p; p = events.shift()) {
          if (p.auditId !== auditId) continue;
          clearTimeout(stall);
          stall = setTimeout(onStall, stallMs);
          opts.onProgress?.(p);
          if (p.status === 'completed' || p.status === 'failed') {
            clearTimeout(stall);
            resolve();
          }
        }
      };
      wake();
    });
    await sub.stop();
    const finished = await db.selectFrom('audits').select(['status', 'domain']).where('id', '=', auditId).executeTakeFirstOrThrow();
    // The citation test of a completed audit, before its report is read: the report carries the
    // run's citations, and Fix First is re-scored with the pages answers cite first.
    const citations = args.citations && finished.status === 'completed'
      ? await runCitationTest(proc, {
        auditId,
        domain: finished.domain,
        sources: args.citations,
        rescored: opts.rescored(auditId),
        onProgress: opts.onCitationProgress,
        stallMs: Math.max(STALL_MS, 4 * config.CITATION_ANSWER_TIMEOUT_MS + 60_000),
      })
      : null;
    const audit = await db.selectFrom('audits').select(['status', 'fail_reason', 'site_checks_json']).where('id', '=', auditId).executeTakeFirstOrThrow();
    // Every page's checks are only read for --json, --csv, --sarif and --baseline (several MB for a large site).
    const pages = args.json || args.csv !== null || args.sarif !== null || args.baseline !== null
      ? await db.selectFrom('pages').select(['url', 'status_code', 'diagnostic_score', 'checks_json']).where('audit_id', '=', auditId).orderBy('depth').orderBy('url').execute()
      : [];
    const site = args.fixPack !== null && audit.status === 'completed' ? await storedFixSite(db, auditId) : null;
    const fixPack = site ? await buildFixPack(site, { polish: polisherFromEnv(config) }) : null;
    const report = audit.status === 'completed' ? await bus.request<{ auditId: string }, Report | null>(REQUESTS.scorer.report, { auditId }, { timeoutMs: 30_000 }) : null;
    return {
      status: audit.status === 'completed' ? 'completed' : 'failed',
      failReason: audit.fail_reason,
      report,
      pages: pages.map((p) => ({ url: p.url, status_code: p.status_code, diagnostic_score: p.diagnostic_score, checks: p.checks_json ?? [] })),
      siteChecks: audit.site_checks_json ?? [],
      citations,
      fixPack,
    };
  } finally {
    await proc.stop();
  }
}

/** report.csv -> report-site-checks.csv: where --csv puts the site checks. */
export function csvSiteChecksPath(file: string): string {
  const ext = extname(file);
  return `${ext ? file.slice(0, -ext.length) : file}-site-checks${ext || '.csv'}`;
}

/** The files --csv and --sarif will write. */
function exportFiles(args: AuditArgs): Array<{ flag: string; file: string }> {
  return [
    ...(args.csv === null ? [] : [{ flag: '--csv', file: args.csv }, { flag: '--csv', file: csvSiteChecksPath(args.csv) }]),
    ...(args.sarif === null ? [] : [{ flag: '--sarif', file: args.sarif }]),
  ];
}

/** Each export file's folder exists and may be written, and the file is no folder: checked before the crawl, not after it. */
async function checkExportFiles(args: AuditArgs): Promise<void> {
  for (const { flag, file } of exportFiles(args)) {
    const folder = dirname(file);
    try {
      await access(folder, constants.W_OK);
    } catch {
      throw new UsageError(`${flag} ${file}: the folder ${folder} does not exist or cannot be written.`);
    }
    if (await stat(file).then((s) => s.isDirectory(), () => false)) throw new UsageError(`${flag} ${file}: that is a folder; give a file name.`);
  }
}

/** Writes what --csv and --sarif ask for; returns the files written. */
async function writeExports(args: AuditArgs, outcome: AuditOutcome): Promise<string[]> {
  const pages = outcome.pages.map((p) => ({ url: p.url, checks: p.checks }));
  const written: string[] = [];
  if (args.csv !== null) {
    await writeFile(args.csv, pageChecksCsv(pages));
    await writeFile(csvSiteChecksPath(args.csv), siteChecksCsv(outcome.siteChecks));
    written.push(args.csv, csvSiteChecksPath(args.csv));
  }
  if (args.sarif !== null) {
    const log = sarifLog({ rootUrl: args.url, pages, siteChecks: outcome.siteChecks, toolVersion: RUNTIME_VERSION });
    await writeFile(args.sarif, `${JSON.stringify(log, null, 2)}\n`);
    written.push(args.sarif);
  }
  return written;
}

/**
 * `citable audit`: `pending` is the database `citable audit` started before reading its arguments
 * (cancelled, its folder deleted, when they are refused).
 */
export async function auditCommand(argv: string[], pending: PendingDatabase = beginAuditDatabase()): Promise<number> {
  let args: AuditArgs;
  let baseline: Awaited<ReturnType<typeof readBaseline>> | null;
  try {
    args = parseAuditArgs(argv);
    // Read and checked before the audit runs: a wrong file fails at once, not after the crawl.
    baseline = args.baseline === null ? null : await readBaseline(args.baseline);
    await checkExportFiles(args);
    if (args.fixPack !== null) await checkFixPackFolder(args.fixPack);
  } catch (err) {
    await pending.cancel();
    throw err;
  }
  const tty = process.stderr.isTTY && !args.json;
  const line = progressLine(args.maxPages);
  let citationsShown = false;
  const outcome = await runAudit(args, {
    onProgress: tty ? (p) => process.stderr.write(line(p)) : undefined,
    onCitationProgress: tty
      ? (p) => {
        // The audit's bar is done: the citation test's goes on the next line.
        if (!citationsShown) process.stderr.write('\n');
        citationsShown = true;
        process.stderr.write(citationProgressLine(p));
      }
      : undefined,
  }, pending);
  if (tty) process.stderr.write('\n');
  if (outcome.status === 'failed') {
    process.stderr.write(`citable: the audit of ${args.url} failed: ${failReasonMessage(outcome.failReason)} (${outcome.failReason ?? 'unknown'})\n`);
    return 1;
  }
  const report = outcome.report!;
  for (const file of await writeExports(args, outcome)) process.stderr.write(`citable: wrote ${file}\n`);
  if (args.fixPack !== null && outcome.fixPack) process.stderr.write(`${fixPackSummary(outcome.fixPack, args.fixPack, await writeFixPack(args.fixPack, outcome.fixPack))}\n`);
  const diff = baseline && diffAudits(baseline, snapshotOfAuditJson({ ...report, pages: outcome.pages, site_checks: outcome.siteChecks }));
  const citations: CitationSummary | null = outcome.citations?.summary ?? null;
  if (args.json) {
    process.stdout.write(`${auditJson(report, outcome.pages, outcome.siteChecks, diff, citations)}\n`);
  } else {
    process.stdout.write(renderSummary(args.url, report, CATEGORIES));
    if (outcome.citations) process.stdout.write(renderCitations(outcome.citations.summary, args.citations ?? [], outcome.citations.notStarted));
    if (diff) process.stdout.write(renderDiff(diff, args.baseline!));
  }
  // Every gate that fails says why, on its own line.
  const failures: string[] = [];
  if (diff && args.failOnRegression) {
    const regressed = regressionsOver(diff, args.regressionThreshold);
    if (regressed.length) failures.push(regressionMessage(regressed, args.regressionThreshold));
  }
  if (args.failUnder !== null && report.scores.overall < args.failUnder) {
    failures.push(`the Citable Score ${report.scores.overall.toFixed(1)} is under ${args.failUnder}`);
  }
  if (args.failUnderCitationRate !== null && citations) {
    const failure = citationRateFailure(citations, args.failUnderCitationRate);
    if (failure) failures.push(failure);
  }
  for (const failure of failures) process.stderr.write(`citable: ${failure}\n`);
  return failures.length ? 1 : 0;
}
