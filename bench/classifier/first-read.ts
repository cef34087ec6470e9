/**
 * A replica's first read of each site, run by make bench-classifier in a process of its own, so
 * nothing a process keeps between classifications (the tagger's sentences, stems) was filled by
 * the accuracy pass or by earlier passes over the same pages, as it is for the repeated passes.
 * It reads its input as JSON on stdin, classifies the tuned sites (the JIT's warm-up, not timed),
 * then each held-out site once, from its stored pages, and writes the wall times as JSON on stdout.
 */
import { text } from 'node:stream/consumers';
import { openPostgres } from '@citable/db';
import { createLogger } from '@citable/log';
import { createClassifier } from '../../services/classifier/src/classifier.js';
import { loadTaxonomy } from '../../services/classifier/src/taxonomy/taxonomy.js';
import { BENCH_SETTINGS, benchFetcher } from './replica.js';

export interface FirstReadInput {
  databaseUrl: string;
  warmUp: Array<{ host: string; auditId: string }>;
  timed: Array<{ host: string; auditId: string }>;
}

const input = JSON.parse(await text(process.stdin)) as FirstReadInput;
const database = await openPostgres(input.databaseUrl, { poolSize: 4 });
const guarded = benchFetcher();
try {
  const classifier = createClassifier({
    db: database.db,
    log: createLogger({ level: 'silent' }),
    taxonomy: await loadTaxonomy(),
    fetcher: guarded.fetcher,
    tieBreaker: null,
    replica: 'bench-first-read',
    settings: BENCH_SETTINGS,
  });
  for (const site of input.warmUp) await classifier.classify(site.host, { auditId: site.auditId, refresh: true });
  const ms: number[] = [];
  for (const site of input.timed) {
    const t0 = performance.now();
    await classifier.classify(site.host, { auditId: site.auditId, refresh: true });
    ms.push(performance.now() - t0);
  }
  process.stdout.write(JSON.stringify(ms));
} finally {
  await guarded.close();
  await database.close();
}
