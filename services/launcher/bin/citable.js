#!/usr/bin/env node
// The `citable` command. It runs the launcher compiled and bundled into one file (dist/citable.mjs,
// made by scripts/bundle.mjs); `npm run build` (or `make start`) builds it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/citable.mjs', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('citable: not built yet. Run "npm run build" (or "make start") first.\n');
  process.exit(1);
}
const { main } = await import(entry.href);
await main();
