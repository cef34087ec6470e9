/**
 * Builds libs/site-profile/src/software-words.json: how many free-software projects'
 * documentation sites use each word in what a site profile reads (titles, descriptions, H1,
 * headings, opening text, the sentences that say what a thing is or is for). A word most such
 * sites use ("plugins", "server", "tests") says only that a site is software, not which: a
 * question about it is any project's (issue 22's "one any site of the vertical would get").
 *
 * The sites are the documentation that Debian 12 (bookworm, main) ships in its -doc packages,
 * drawn at random (seeded) from those the benchmarks' judged sets do not use, so the background
 * is measured on no page the benchmarks score. Needs Debian's package index (apt's lists, or
 * fetched), network access to deb.debian.org, dpkg-deb and lz4 or xz.
 *
 *   node --import tsx scripts/build-software-words.ts [--sites 300] [--seed 20261128]
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHtml } from '@citable/html';
import { readPageFacts } from '../libs/site-profile/src/page-facts.js';
import { documentWords } from '../libs/site-profile/src/software-words.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'libs/site-profile/src/software-words.json');
const CACHE = path.join(ROOT, '.data/software-words');
const MIRROR = 'http://deb.debian.org/debian';
const APT_INDEX = '/var/lib/apt/lists/deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages.lz4';
/** Packages over this size are whole manuals and API dumps; their landing pages are no different, and the download is not worth it. */
const MAX_DEB_BYTES = 4_000_000;
/** A landing page saying less than this is a redirect or a bare index of files. */
const MIN_WORDS = 60;
/** Words fewer sites use than this are kept out of the file: they are no site's background. */
const MIN_SITES = 3;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SITES = arg('sites', 300);
const SEED = String(arg('seed', 20261128));

interface Deb {
  name: string;
  version: string;
  filename: string;
  sha256: string;
  size: number;
}

function packageIndex(): string {
  if (existsSync(APT_INDEX)) return execFileSync('lz4', ['-dc', APT_INDEX], { maxBuffer: 1 << 30 }).toString('utf8');
  const xz = path.join(CACHE, 'Packages.xz');
  mkdirSync(CACHE, { recursive: true });
  if (!existsSync(xz)) execFileSync('curl', ['-sfo', xz, `${MIRROR}/dists/bookworm/main/binary-amd64/Packages.xz`]);
  return execFileSync('xz', ['-dc', xz], { maxBuffer: 1 << 30 }).toString('utf8');
}

function docPackages(index: string): Deb[] {
  const field = (block: string, name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1] ?? '';
  return index
    .split('\n\n')
    .map((b) => ({ name: field(b, 'Package'), version: field(b, 'Version'), filename: field(b, 'Filename'), sha256: field(b, 'SHA256'), size: Number(field(b, 'Size')) }))
    .filter((d) => d.name.endsWith('-doc') && d.size > 0 && d.size <= MAX_DEB_BYTES);
}

/** The packages the judged sets take their pages from: the background must not be measured on them. */
function judgedPackages(): Set<string> {
  return new Set(readdirSync(path.join(ROOT, 'bench/captures/debian-docs')).filter((d) => !d.endsWith('.md')));
}

const order = (name: string) => createHash('sha1').update(`${SEED}:${name}`).digest('hex');

async function fetchDeb(deb: Deb): Promise<string> {
  const file = path.join(CACHE, 'debs', path.basename(deb.filename));
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const res = await fetch(`${MIRROR}/${deb.filename}`);
    if (!res.ok) throw new Error(`${deb.name}: ${MIRROR}/${deb.filename} answered ${res.status}`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  }
  const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (sha !== deb.sha256) throw new Error(`${deb.name}: sha256 ${sha} is not the index's ${deb.sha256}`);
  return file;
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.html?$/.test(e.name) && (statSync(p, { throwIfNoEntry: false })?.size ?? Infinity) < 2_000_000) out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** The landing page (the shallowest index.html) and up to two intro, tutorial or usage pages it links to, as a crawl reads them. */
function sitePages(root: string): string[] {
  const files = htmlFiles(path.join(root, 'usr/share/doc'));
  const landing = files.filter((f) => /^index\.html?$/.test(path.basename(f))).sort((a, b) => a.split('/').length - b.split('/').length || a.length - b.length)[0];
  if (!landing) return [];
  const html = readFileSync(landing, 'utf8');
  const linked = [...html.matchAll(/href="([^"#?]+\.html?)"/g)]
    .map((m) => path.resolve(path.dirname(landing), m[1]!))
    .filter((f, i, all) => all.indexOf(f) === i && f !== landing && files.includes(f) && /intro|overview|tutorial|usage|quickstart|getting|start|guide|about|faq/i.test(path.basename(f)));
  return [landing, ...linked.slice(0, 2)];
}

function wordsOfSite(pages: string[]): { words: Set<string>; count: number } {
  const words = new Set<string>();
  let count = 0;
  for (const file of pages) {
    const url = `https://docs.example/${path.basename(file)}`;
    const f = readPageFacts({ url, doc: parseHtml(readFileSync(file, 'utf8'), url) });
    const text = [f.title, f.description, f.ogDescription, f.h1, ...f.headings, f.opening, ...f.definitions, ...f.usedFor].join(' ');
    const found = documentWords(text);
    count += text.split(/\s+/).filter(Boolean).length;
    for (const w of found) words.add(w);
  }
  return { words, count };
}

async function main(): Promise<void> {
  const judged = judgedPackages();
  const candidates = docPackages(packageIndex())
    .filter((d) => !judged.has(d.name))
    .sort((a, b) => order(a.name).localeCompare(order(b.name)));
  const df = new Map<string, number>();
  const used: Array<Pick<Deb, 'name' | 'version' | 'sha256'>> = [];
  const work = path.join(CACHE, 'extract');
  for (const deb of candidates) {
    if (used.length >= SITES) break;
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    execFileSync('dpkg-deb', ['-x', await fetchDeb(deb), work]);
    const pages = sitePages(work);
    if (pages.length === 0) continue;
    const { words, count } = wordsOfSite(pages);
    if (count < MIN_WORDS) continue;
    for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
    used.push({ name: deb.name, version: deb.version, sha256: deb.sha256 });
    process.stdout.write(`\r${used.length}/${SITES} ${deb.name}`.padEnd(70));
  }
  rmSync(work, { recursive: true, force: true });
  const words = Object.fromEntries([...df].filter(([, n]) => n >= MIN_SITES).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        about:
          'How many of these free-software documentation sites use each word (lower case, singular) in their titles, descriptions, H1, headings, opening text and defining sentences. ' +
          `Built by scripts/build-software-words.ts from Debian 12's -doc packages the benchmarks do not use, drawn with seed ${SEED}; words fewer than ${MIN_SITES} sites use are left out.`,
        seed: SEED,
        sites: used.length,
        words,
        packages: used.map((u) => `${u.name} ${u.version} ${u.sha256.slice(0, 16)}`),
      },
      null,
      1,
    ) + '\n',
  );
  console.log(`\nwrote ${OUT}: ${Object.keys(words).length} words from ${used.length} sites`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
