// Preloaded into a benchmarked `citable audit` (node --import): on exit, writes the process's peak
// resident memory (kB, from getrusage) to the file named by CITABLE_BENCH_PEAK_RSS_FILE.
import { writeFileSync } from 'node:fs';

const file = process.env.CITABLE_BENCH_PEAK_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
