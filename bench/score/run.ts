/**
 * make bench-score: how fast the scorer judges pages, and how long `citable audit` takes.
 *
 * 1. pages_per_s: every page check (runPageChecks: @citable/html's parse of the static HTML, page facts,
 *    the 23 checks, CheckResults with the catalogue texts) over the 65 pages of
 *    ../shared/corpus/pages, one page after another in this one process: one core. A warm-up
 *    pass, then PASSES timed passes; the median pass's CPU time counts (user + system of this
 *    process, whose JavaScript runs on one thread; V8's garbage-collector helper threads count
 *    too), so a busy machine does not skew it; wall time is recorded too.
 * 2. ratio_to_parse: that time over a bare parse5 `parse()` of the same pages, timed the same
 *    way, the passes taking turns with the checks' so both meet the same machine. @citable/html
 *    parses with parse5, so this is what the checks (and the page facts) add to reading the page.
 * 2b. scaling_2_cores: pages per second of the scorer's pool of 2 worker threads over those of a
 *    pool of 1 (the same corpus, every page queued at once, wall time, median pass): near-linear
 *    scaling is close to 2. A busy machine (other processes on the cores) lowers it. Measured in
 *    child processes (scaling.ts), with --single-threaded-gc as the scorer's container runs, and
 *    with V8's default collector beside it.
 * 3. audit_1_page_s, audit_site_s, peak_rss_mb_500, json_mb_500: `citable audit` as a user runs
 *    it, on generated sites (audit.ts says how). audit_1_page_s is reported beside
 *    audit_1_page_s_before, its value before issue 23's start-up work (a constant, with the date,
 *    machine and load it was measured at), and their ratio, whose target is a half.
 * 4. Where the time goes: parse, facts and each check, ms per page; and facts plus checks alone on
 *    parsed pages (stageTimes). pages_per_s counts the parse: the scorer must read every page.
 *
 * Writes bench/results/score.json and prints a table. Targets: >= 120 pages/s (parse5 alone
 * reads about 190 of these pages a second on one core here), ratio <= 1.5, scaling >= 1.7,
 * a one-page audit <= 1.5 s, the 430-page site <= 10 s, a 500-page audit under 300 MB and 5 MB
 * of JSON. CPU time is recorded beside wall time: on a busy machine wall time includes
 * time spent waiting for a core.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CrawledPage } from '@citable/contracts';
import { CRITERIA } from '@citable/criteria';
import { parse } from 'parse5';
import { extractPageFacts, parseHtml } from '@citable/html';
import { AUDIT_1_PAGE_BEFORE, AUDIT_1_PAGE_TARGET_RATIO, AUDIT_TARGETS, benchAudits } from './audit.js';
import { CORPUS, loadCorpus, median, NOW, PASSES, ROOT, round, timeInTurns } from './corpus.js';
import { PAGE_CHECKS, runPageChecks, type PageCheckInput } from '../../services/scorer/src/page-checks/index.js';

const RESULTS = path.join(ROOT, 'bench/results/score.json');
const TARGETS = { pages_per_s: 120, ratio_to_parse: 1.5, scaling_2_cores: 1.7, ...AUDIT_TARGETS, audit_1_page_ratio_to_before: AUDIT_1_PAGE_TARGET_RATIO };

async function benchPageChecks() {
  const { files, pages } = await loadCorpus();
  const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.htmlStatic ?? ''), 0);

  let errors = 0;
  let nodes = 0;
  const { checks, parsed } = await timeInTurns({
    checks: async () => {
      errors = 0;
      for (const page of pages) {
        const { results } = await runPageChecks(page, { criteria: CRITERIA, now: NOW });
        errors += results.filter((r) => r.status === 'error').length;
      }
    },
    parsed: async () => {
      for (const page of pages) nodes += parse(page.htmlStatic!).childNodes.length;
    },
  });
  if (nodes === 0) throw new Error('parse5 found nothing in the corpus');

  // Where one pass goes, page by page (the slowest pages say where to look).
  const perPage: Array<{ file: string; kb: number; ms: number }> = [];
  for (const [i, page] of pages.entries()) {
    const t0 = process.hrtime.bigint();
    await runPageChecks(page, { criteria: CRITERIA, now: NOW });
    perPage.push({ file: files[i]!, kb: round(Buffer.byteLength(page.htmlStatic!) / 1024, 1), ms: round(Number(process.hrtime.bigint() - t0) / 1e6, 2) });
  }
  perPage.sort((a, b) => b.ms - a.ms);
  return { files: files.length, bytes, errors, checks, parsed, slowest: perPage.slice(0, 5), ...(await stageTimes(pages)) };
}

/**
 * Where the time goes: wall ms per page spent parsing, reading the page facts and in each check,
 * the best of PASSES passes for each (so a busy moment doesn't blame one stage). Checks share
 * memoised work (blocks, main content): the first check to ask for it pays. Also the median
 * pass's wall ms per page for facts and checks alone, on pages already parsed.
 */
async function stageTimes(pages: CrawledPage[]): Promise<{ stages: Record<string, number>; onParsedMs: number }> {
  const best = new Map<string, number>();
  const onParsed: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const sums = new Map<string, number>();
    const add = (stage: string, t0: number) => sums.set(stage, (sums.get(stage) ?? 0) + performance.now() - t0);
    for (const page of pages) {
      let t0 = performance.now();
      const doc = parseHtml(page.htmlStatic!, page.url);
      add('parse', t0);
      t0 = performance.now();
      const facts = extractPageFacts(doc, page.headers);
      add('facts', t0);
      const input: PageCheckInput = { page, static: doc, rendered: null, facts, renderedFacts: null, now: NOW, llm: null };
      for (const [id, check] of PAGE_CHECKS) {
        t0 = performance.now();
        await check.evaluate(input);
        add(id, t0);
      }
    }
    for (const [stage, ms] of sums) best.set(stage, Math.min(best.get(stage) ?? Infinity, ms / pages.length));
    onParsed.push([...sums].reduce((n, [stage, ms]) => (stage === 'parse' ? n : n + ms), 0) / pages.length);
  }
  const stages = Object.fromEntries([...best].sort((a, b) => b[1] - a[1]).map(([stage, ms]) => [stage, round(ms, 3)]));
  return { stages, onParsedMs: round(median(onParsed), 3) };
}

/** bench/score/scaling.ts in a node process of its own, with these V8 flags. */
async function benchScaling(v8Flags: string[]) {
  const script = path.join(ROOT, 'bench/score/scaling.ts');
  const { stdout } = await promisify(execFile)(process.execPath, [...v8Flags, '--import', 'tsx', script], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as {
    single_threaded_gc: boolean;
    scaling_2_cores: number;
    pages_per_s_1_worker: number;
    pages_per_s_2_workers: number;
  };
}

async function main(): Promise<void> {
  if (process.execArgv.some((a) => a.startsWith('--cpu-prof'))) process.stderr.write('profiling: the numbers include the profiler\n');
  const load = os.loadavg();
  process.stderr.write(`bench-score: page checks over ${CORPUS} (${PASSES} passes)...\n`);
  const pc = await benchPageChecks();
  if (pc.errors > 0) throw new Error(`page checks returned ${pc.errors} error results on the corpus`);
  // CPU seconds of a single-threaded loop are what one core spends; wall time on a shared
  // machine also counts waiting for a core, so it is recorded but not the headline.
  const pagesPerS = pc.files / pc.checks.cpu_median_s;
  const ratio = pc.checks.cpu_median_s / pc.parsed.cpu_median_s;
  process.stderr.write('bench-score: the corpus on pools of 1 and 2 worker threads...\n');
  const scalingDefaultGc = await benchScaling([]);
  const scaling = await benchScaling(['--single-threaded-gc']);
  process.stderr.write('bench-score: citable audit of generated sites (1, 430, 100, 250 and 500 pages)...\n');
  const audit = process.env.BENCH_SKIP_AUDIT ? null : await benchAudits();
  const before = AUDIT_1_PAGE_BEFORE.audit_1_page_s;
  const ratioToBefore = audit ? round(audit.audit_1_page_s / before, 2) : null;

  const result = {
    pages_per_s: round(pagesPerS, 1),
    ratio_to_parse: round(ratio, 2),
    scaling_2_cores: scaling.scaling_2_cores,
    audit_1_page_s: audit?.audit_1_page_s ?? null,
    /** The one-page audit before issue 23 (AUDIT_1_PAGE_BEFORE in audit.ts), and today's over it. */
    audit_1_page_s_before: before,
    audit_1_page_ratio_to_before: ratioToBefore,
    audit_site_s: audit?.audit_site_s ?? null,
    peak_rss_mb_500: audit?.peak_rss_mb_500 ?? null,
    json_mb_500: audit?.json_mb_500 ?? null,
    targets: TARGETS,
    met: {
      pages_per_s: pagesPerS >= TARGETS.pages_per_s,
      ratio_to_parse: ratio <= TARGETS.ratio_to_parse,
      scaling_2_cores: scaling.scaling_2_cores >= TARGETS.scaling_2_cores,
      audit_1_page_s: audit ? audit.audit_1_page_s <= TARGETS.audit_1_page_s : null,
      audit_1_page_ratio_to_before: ratioToBefore === null ? null : ratioToBefore <= TARGETS.audit_1_page_ratio_to_before,
      audit_site_s: audit ? audit.audit_site_s <= TARGETS.audit_site_s : null,
      peak_rss_mb_500: audit ? audit.peak_rss_mb_500 <= TARGETS.peak_rss_mb_500 : null,
      json_mb_500: audit ? audit.json_mb_500 <= TARGETS.json_mb_500 : null,
    },
    page_checks: {
      corpus: CORPUS,
      pages: pc.files,
      html_mb: round(pc.bytes / 1e6, 2),
      passes: PASSES,
      checks_s: pc.checks,
      parse5_s: pc.parsed,
      /** pages_per_s and ratio_to_parse are from CPU time (median pass); these are the wall-clock equivalents. */
      pages_per_wall_s: round(pc.files / pc.checks.wall_median_s, 1),
      ratio_to_parse_wall: round(pc.checks.wall_median_s / pc.parsed.wall_median_s, 2),
      cpu_ms_per_page: round((pc.checks.cpu_median_s * 1000) / pc.files, 2),
      parse5_cpu_ms_per_page: round((pc.parsed.cpu_median_s * 1000) / pc.files, 2),
      parse5_pages_per_s: round(pc.files / pc.parsed.cpu_median_s, 1),
      slowest_pages_ms: pc.slowest,
      stage_ms_per_page: pc.stages,
      /** Facts and the 23 checks on pages already parsed (median pass, wall): the checks' own cost. */
      checks_on_parsed_ms_per_page: pc.onParsedMs,
      checks_on_parsed_pages_per_s: round(1000 / pc.onParsedMs, 1),
    },
    /** The scorer's container runs with --single-threaded-gc (one core per worker): the headline. */
    scaling,
    /** The same with V8's default collector, whose helper threads give one worker ~1.2 cores. */
    scaling_default_gc: scalingDefaultGc,
    audit,
    audit_1_page_before: AUDIT_1_PAGE_BEFORE,
    setup: {
      cpus: os.cpus().length,
      load_average_at_start: load.map((l) => round(l, 2)),
      load_average_at_end: os.loadavg().map((l) => round(l, 2)),
      node: process.version,
      date: new Date().toISOString(),
    },
  };
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, `${JSON.stringify(result, null, 2)}\n`);

  const row = (name: string, value: string, target: string, ok: boolean | null) =>
    `${name.padEnd(22)} ${value.padStart(10)}   ${target.padEnd(8)} ${ok === null ? 'skipped' : ok ? 'ok' : 'MISSED'}`;
  const lines = [
    '',
    `${'metric'.padEnd(22)} ${'value'.padStart(10)}   ${'target'.padEnd(8)} result`,
    row('pages_per_s', result.pages_per_s.toFixed(1), '>= 120', result.met.pages_per_s),
    row('ratio_to_parse', result.ratio_to_parse.toFixed(2), '<= 1.5', result.met.ratio_to_parse),
    row('scaling_2_cores', result.scaling_2_cores.toFixed(2), '>= 1.7', result.met.scaling_2_cores),
    row('audit_1_page_s', audit ? audit.audit_1_page_s.toFixed(2) : '-', '<= 1.5', result.met.audit_1_page_s),
    row('audit_1_page_s_before', before.toFixed(2), '', null).replace(/skipped$/, `(${AUDIT_1_PAGE_BEFORE.measured_on}, load ${AUDIT_1_PAGE_BEFORE.load_average})`),
    row('  ratio to before', ratioToBefore === null ? '-' : ratioToBefore.toFixed(2), `<= ${AUDIT_1_PAGE_TARGET_RATIO}`, result.met.audit_1_page_ratio_to_before),
    row('audit_site_s', audit ? audit.audit_site_s.toFixed(2) : '-', '<= 10', result.met.audit_site_s),
    row('peak_rss_mb_500', audit ? audit.peak_rss_mb_500.toFixed(1) : '-', '<= 300', result.met.peak_rss_mb_500),
    row('json_mb_500', audit ? audit.json_mb_500.toFixed(2) : '-', '<= 5', result.met.json_mb_500),
    '',
    `page checks: ${result.page_checks.cpu_ms_per_page} CPU ms/page (median of ${PASSES} passes over ${pc.files} pages, ${result.page_checks.html_mb} MB); ` +
      `parse5 alone ${result.page_checks.parse5_cpu_ms_per_page} ms/page (${result.page_checks.parse5_pages_per_s} pages/s); wall clock: ${result.page_checks.pages_per_wall_s} pages/s, ratio ${result.page_checks.ratio_to_parse_wall}`,
    `slowest pages: ${pc.slowest.map((p) => `${p.file} ${p.ms} ms (${p.kb} KB)`).join(', ')}`,
    `where the time goes (ms/page): ${Object.entries(pc.stages).slice(0, 8).map(([stage, ms]) => `${stage} ${ms}`).join(', ')}`,
    `facts and checks alone, on parsed pages: ${pc.onParsedMs} ms/page (${result.page_checks.checks_on_parsed_pages_per_s} pages/s, wall)`,
    `worker threads, --single-threaded-gc: ${scaling.pages_per_s_1_worker} pages/s on 1, ${scaling.pages_per_s_2_workers} on 2 (wall, median of ${PASSES} passes)`,
    `worker threads, V8's default collector: ${scalingDefaultGc.pages_per_s_1_worker} pages/s on 1, ${scalingDefaultGc.pages_per_s_2_workers} on 2 (x${scalingDefaultGc.scaling_2_cores})`,
    audit ? `one-page audit runs (s): ${audit.one_page.runs.join(', ')} (CPU s: ${audit.one_page.cpu_s.join(', ')}); before issue 23: ${AUDIT_1_PAGE_BEFORE.runs.join(', ')}; the 430-page site: ${audit.site.cpu_s ?? '?'} CPU s, ${audit.site.peak_rss_mb} MB peak, ${audit.site.summary_crawl_line ?? ''}` : '',
    audit ? `memory by site size: ${audit.memory.map((m) => `${m.pages} pages ${m.peak_rss_mb} MB peak, ${m.json_mb} MB JSON, ${m.wall_s} s`).join('; ')} (500 over 100: x${audit.rss_growth_100_to_500})` : '',
    `load average ${result.setup.load_average_at_start.join(' ')} at start, ${result.setup.load_average_at_end.join(' ')} at end, on ${result.setup.cpus} CPUs`,
    `written to ${path.relative(ROOT, RESULTS)}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-score failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
