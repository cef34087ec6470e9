// The initial JavaScript of the production build: the entry script of dist/index.html and every
// module it preloads, gzipped (level 9, as servers typically send it). Target: <= 300 KB.
//
//   npm run build -w web && node web/scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(`${dist}index.html`, 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
].map((m) => m[1]);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);

const size = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
let total = 0;
for (const file of files) {
  const bytes = size(file);
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  initial JavaScript, gzipped (limit 300 KB)`);
for (const file of css) console.log(`${(size(file) / 1024).toFixed(1).padStart(8)} KB  ${file} (CSS)`);
if (total > 300 * 1024) process.exit(1);
