/**
 * The benchmark's web sites, in a process of their own so serving them does not share the
 * crawler's event loop: one generated site (generateSite from @citable/testing) per size given,
 * each on its own 127.0.0.1 port. Prints {"<size>": "<root url>", ...} on one line, then serves
 * until stdin closes (its parent went away) or SIGTERM.
 *
 *   node --import tsx bench/crawl/site.ts 100 500
 */
import { generateSite, startFixtureSite, type FixtureSite } from '@citable/testing';

const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  process.stderr.write('usage: site.ts <pages> [<pages> ...]\n');
  process.exit(2);
}
const sites: FixtureSite[] = [];
for (const n of sizes) sites.push(await startFixtureSite(generateSite(n)));
process.stdout.write(`${JSON.stringify(Object.fromEntries(sizes.map((n, i) => [String(n), sites[i]!.url])))}\n`);

const stop = () => void Promise.all(sites.map((s) => s.close())).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
