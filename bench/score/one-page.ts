/**
 * Only the one-page `citable audit` of make bench-score (audit_1_page_s), for measuring it again
 * and again while working on start-up: `node --import tsx bench/score/one-page.ts` after
 * `make build`. Prints one line of JSON: the runs' wall and CPU seconds, their medians, and the
 * load average before and after (other work on the machine lengthens wall time, not CPU time).
 */
import os from 'node:os';
import { benchOnePage } from './audit.js';

const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));
const before = load();
const result = await benchOnePage();
process.stdout.write(`${JSON.stringify({ ...result, load_average_before: before, load_average_after: load(), cpus: os.cpus().length, node: process.version })}\n`);
