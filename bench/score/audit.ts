/**
 * The `citable audit` part of make bench-score: the built CLI, a child process on its embedded
 * default, against generated sites served from this process, as a user runs it.
 *
 * - audit_1_page_s: a one-page static audit (`--render off --max-pages 1`), the median of
 *   ONE_PAGE_RUNS runs. A first run is not counted: it leaves the CLI's embedded-database
 *   template, which every later audit starts from.
 * - audit_site_s: a static audit of a site shaped like the 430-page Hugo+Antora site of issue 12:
 *   430 pages with a sidebar of 40 links on each, a navigation into a section that is not served
 *   (205 distinct 404s) and 50 linked PNG images, `--max-pages 500`. It must analyse 430 pages.
 * - Memory and output: peak resident memory (getrusage, through peak-rss.mjs) and the size of
 *   `--json` for audits of 100, 250 and 500 pages of the same shape.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite, startFixtureSite, type GeneratedSiteOptions } from '@citable/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'services/launcher/bin/citable.js');
const PEAK_RSS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'peak-rss.mjs');
const ONE_PAGE_RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 7);
const SITE_PAGES = 430;
const MEMORY_SIZES = [100, 250, 500] as const;

export const AUDIT_TARGETS = { audit_1_page_s: 1.5, audit_site_s: 10, peak_rss_mb_500: 300, json_mb_500: 5 };

/** The shape of the real docs site, for a site of `pages` pages. */
const docsSiteShape = (pages: number): GeneratedSiteOptions => ({
  sidebarLinks: 40,
  missingPages: Math.round((pages * 205) / 430),
  images: Math.round((pages * 50) / 430),
});

const round = (n: number, digits = 3) => Number(n.toFixed(digits));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function childrenCpuS(): Promise<number | null> {
  try {
    const stat = await readFile('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

interface CliRun {
  wall_s: number;
  /** CPU seconds of the CLI process (user + system, all its threads). */
  cpu_s: number | null;
  peak_rss_mb: number;
  stdout: string;
}

async function runCli(args: string[]): Promise<CliRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'citable-bench-'));
  const rssFile = path.join(dir, 'peak-rss');
  try {
    const cpu0 = await childrenCpuS();
    const t0 = process.hrtime.bigint();
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', PEAK_RSS, CLI, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LOG_LEVEL: '', CITABLE_BENCH_PEAK_RSS_FILE: rssFile },
      });
      const out: Buffer[] = [];
      let err = '';
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, stdout: Buffer.concat(out).toString('utf8'), stderr: err }));
    });
    const wall = Number(process.hrtime.bigint() - t0) / 1e9;
    const cpu1 = await childrenCpuS();
    if (code !== 0) throw new Error(`citable ${args.join(' ')} failed (exit ${code}): ${stderr.trim()}`);
    return {
      wall_s: round(wall, 3),
      cpu_s: cpu0 === null || cpu1 === null ? null : round(cpu1 - cpu0, 2),
      peak_rss_mb: round(Number(readFileSync(rssFile, 'utf8')) / 1024, 1),
      stdout,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pagesIn = (summary: string) => Number(/\((\d+) pages\)/.exec(summary)?.[1]);

async function onSite<T>(pages: number, options: GeneratedSiteOptions, run: (url: string) => Promise<T>): Promise<T> {
  const site = await startFixtureSite(generateSite(pages, options));
  try {
    return await run(site.url);
  } finally {
    await site.close();
  }
}

const staticAudit = (url: string, maxPages: number, ...more: string[]) => ['audit', url, '--allow-private', '--render', 'off', '--max-pages', String(maxPages), ...more];

export async function benchAudits() {
  const onePage = await onSite(1, {}, async (url) => {
    await runCli(staticAudit(url, 1));
    const runs: CliRun[] = [];
    for (let i = 0; i < ONE_PAGE_RUNS; i++) runs.push(await runCli(staticAudit(url, 1)));
    if (pagesIn(runs[0]!.stdout) !== 1) throw new Error(`the one-page audit analysed ${pagesIn(runs[0]!.stdout)} pages:\n${runs[0]!.stdout}`);
    return { runs: runs.map((r) => r.wall_s), median_s: round(median(runs.map((r) => r.wall_s)), 2), cpu_s: runs.map((r) => r.cpu_s), peak_rss_mb: median(runs.map((r) => r.peak_rss_mb)) };
  });

  const site = await onSite(SITE_PAGES, docsSiteShape(SITE_PAGES), async (url) => {
    const run = await runCli(staticAudit(url, 500));
    const pages = pagesIn(run.stdout);
    if (pages !== SITE_PAGES) throw new Error(`the site audit analysed ${pages} pages, not ${SITE_PAGES}:\n${run.stdout}`);
    return { wall_s: round(run.wall_s, 2), cpu_s: run.cpu_s, peak_rss_mb: run.peak_rss_mb, pages_analyzed: pages, summary_crawl_line: /^\s*Crawl:.*$/m.exec(run.stdout)?.[0]?.trim() ?? null };
  });

  const memory = [];
  for (const pages of MEMORY_SIZES) {
    memory.push(
      await onSite(pages, docsSiteShape(pages), async (url) => {
        const run = await runCli(staticAudit(url, 500, '--json'));
        const json = JSON.parse(run.stdout) as { audit: { pages_analyzed: number } };
        if (json.audit.pages_analyzed !== pages) throw new Error(`the ${pages}-page audit analysed ${json.audit.pages_analyzed} pages`);
        return { pages, wall_s: round(run.wall_s, 2), peak_rss_mb: run.peak_rss_mb, json_mb: round(Buffer.byteLength(run.stdout) / 1e6, 2) };
      }),
    );
  }
  const largest = memory.at(-1)!;
  return {
    audit_1_page_s: onePage.median_s,
    audit_site_s: site.wall_s,
    peak_rss_mb_500: largest.peak_rss_mb,
    json_mb_500: largest.json_mb,
    /** Peak memory of the 500-page audit over the 100-page one: 1.0 is flat. */
    rss_growth_100_to_500: round(largest.peak_rss_mb / memory[0]!.peak_rss_mb, 2),
    one_page: onePage,
    site,
    memory,
  };
}
