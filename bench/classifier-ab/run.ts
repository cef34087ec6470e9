/**
 * make bench-classifier-ab BASE=<git revision>: this checkout's classifier against BASE's, timed in
 * turns on the same pages in one process. This machine's speed moves by a third over a day, more
 * than most changes gain, so separate runs of make bench-classifier cannot say what a change did;
 * timed in turns, the drift cancels out of the ratios.
 *
 * BASE is checked out into a git worktree under .data/ab/<commit>, installed (npm ci) and built
 * (tsc -b) the first time; later runs reuse it. Each labelled page set (bench/classifier/
 * labelled-set.json) is parsed and classified by both trees, which goes first alternating from item
 * to item: one pass of first reads (each tree's own memos start empty, as a replica's do for a site
 * it never read), then REPEATS passes of repeated reads. Prints p50 / p95 of each tree and their
 * ratios, and how many answers differ (a change meant only to be faster must show 0).
 * The pure path only (pages parsed and classified); the stored path's Postgres reads and writes are
 * not in it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rawPages, readLabelledSet, ROOT, type RawPage } from '../classifier/labelled.js';
import { quantile } from '../stats.js';

const REPEATS = 2;
const round = (n: number) => Math.round(n * 100) / 100;

interface Tree {
  classify(host: string, pages: readonly RawPage[]): string;
}

/** A tree's classifier: its own modules (and so its own memos), the answer as JSON to compare. */
async function loadTree(name: string, root: string): Promise<Tree> {
  const at = (file: string) => pathToFileURL(path.join(root, 'services/classifier/src', file)).href;
  for (const file of ['classify/classify-site.ts', 'signals/site-page.ts', 'taxonomy/taxonomy.ts']) {
    if (!existsSync(path.join(root, 'services/classifier/src', file))) throw new Error(`${name} has no services/classifier/src/${file}: pick a revision with the classifier's current layout`);
  }
  const { classifySite } = (await import(at('classify/classify-site.ts'))) as typeof import('../../services/classifier/src/classify/classify-site.js');
  const { sitePage } = (await import(at('signals/site-page.ts'))) as typeof import('../../services/classifier/src/signals/site-page.js');
  const { loadTaxonomy } = (await import(at('taxonomy/taxonomy.ts'))) as typeof import('../../services/classifier/src/taxonomy/taxonomy.js');
  const taxonomy = await loadTaxonomy();
  return { classify: (host, pages) => JSON.stringify(classifySite(taxonomy, host, pages.map((p) => sitePage(p.url, p.html)))) };
}

/** BASE checked out, installed and built once under .data/ab/<commit>. */
function baseTree(revision: string): string {
  const run = (cmd: string, args: string[], cwd = ROOT) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString().trim();
  let commit: string;
  try {
    commit = run('git', ['rev-parse', '--verify', `${revision}^{commit}`]);
  } catch {
    throw new Error(`BASE=${revision} is no commit of this repository: give a commit, tag or branch (make bench-classifier-ab BASE=HEAD~1)`);
  }
  const dir = path.join(ROOT, '.data/ab', commit);
  if (!existsSync(path.join(dir, '.ab-built'))) {
    if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, commit]);
    console.log(`installing and building ${commit.slice(0, 8)} in ${path.relative(ROOT, dir)} (once)`);
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    run('npx', ['tsc', '-b'], dir);
    run('touch', ['.ab-built'], dir);
  }
  return dir;
}

const revision = process.env.BASE;
if (!revision) throw new Error('Say which revision to compare with: make bench-classifier-ab BASE=<commit, tag or branch>');
const base = await loadTree(`base ${revision}`, baseTree(revision));
const head = await loadTree('this checkout', ROOT);
const items: Array<{ host: string; pages: RawPage[] }> = [];
for (const label of await readLabelledSet()) items.push({ host: label.host, pages: await rawPages(label) });

const times = { first: [[], []] as number[][], repeated: [[], []] as number[][] };
let differ = 0;
const trees = [base, head];
for (let pass = 0; pass <= REPEATS; pass++) {
  items.forEach((item, i) => {
    const answers: string[] = [];
    for (const k of (i + pass) % 2 === 0 ? [0, 1] : [1, 0]) {
      const t0 = performance.now();
      answers[k] = trees[k]!.classify(item.host, item.pages);
      times[pass === 0 ? 'first' : 'repeated'][k]!.push(performance.now() - t0);
    }
    if (pass === 0 && answers[0] !== answers[1]) differ++;
  });
}
const row = (kind: 'first' | 'repeated', q: number) => {
  const [b, h] = times[kind].map((v) => quantile(v, q));
  return { base: round(b!), 'this checkout': round(h!), ratio: round(h! / b!) };
};
const result = {
  measured_at: new Date().toISOString(),
  base: revision,
  items: items.length,
  repeated_passes: REPEATS,
  answers_that_differ: differ,
  ms: { 'first read p50': row('first', 0.5), 'first read p95': row('first', 0.95), 'repeated p50': row('repeated', 0.5), 'repeated p95': row('repeated', 0.95) },
};
const out = path.join(ROOT, 'bench/results/classifier-ab.json');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
console.table(result.ms);
console.log(`${items.length} items, ${REPEATS} repeated passes; answers that differ: ${differ} of ${items.length}; wrote ${path.relative(ROOT, out)}`);
