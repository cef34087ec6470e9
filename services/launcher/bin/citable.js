#!/usr/bin/env node
// The `citable` command. It runs the launcher compiled and bundled into one entry (dist/citable.mjs,
// made by scripts/bundle.mjs, with the parts each command loads lazily as chunks beside it);
// `npm run build` (or `make start`) builds it.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// Node 22.1+ keeps the compiled code of the modules it loads on disk (in the temp folder) and
// reuses it on the next run: parsing and compiling the bundle is most of a command's start-up.
// Earlier Nodes have no such cache and start as before.
module.enableCompileCache?.();

const entry = new URL('../dist/citable.mjs', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('citable: not built yet. Run "npm run build" (or "make start") first.\n');
  process.exit(1);
}
const { main } = await import(entry.href);
await main();
