/**
 * The `citable` command. Each command loads what it runs when it runs (the bundle splits at these
 * imports): `citable audit` starts its database before anything else loads, and never loads the
 * gateway, NATS' client or the services it does not run.
 */
import type { ServiceName } from '@citable/contracts';
import { parseArgs } from 'node:util';

const USAGE = `Usage: citable <command> [options]

Commands:
  start [--services a,b,...]   Run services in this process (default: all of them).
                               Services: gateway, auth, crawler, scorer, citation, classifier.
  audit <url> [options]        Audit one site in this process and print the Citable Score.
      --json                   Print the report, every page's checks and the site checks as JSON.
      --max-pages N            Pages to crawl (default 50, at most 500).
      --render off|sample|all  Pages rendered in Chromium (default sample).
      --allow-private          Allow addresses on this machine or a private network.
      --map-origin FROM=TO     Crawl a copy of FROM served at TO (its pages keep FROM's URLs).
      --fail-under N           Exit 1 when the Citable Score is under N (for CI).
      --baseline FILE          Print what changed since an earlier audit (FILE: its --json output).
      --fail-on-regression     With --baseline: exit 1 when a check's site value fell by more
                               than the regression threshold (for CI).
      --regression-threshold N Points a check may fall before that fails (default 5).
      --csv FILE               Write every page's checks to FILE as CSV, the site checks beside it
                               (FILE-site-checks.csv).
      --sarif FILE             Write the failing and warning checks to FILE as SARIF 2.1.0, for a
                               CI's code-scanning view.
      --fix-pack DIR           Write the fix pack to DIR: fix-pack.json (each page's head tags and
                               what they fix) and site/ (sitemap.xml, robots.txt, llms.txt), each
                               validated before it is written.
      --citations a,b,...      After the audit, ask these AI sources (chatgpt, claude, perplexity,
                               brave, or all) whether they cite the site: the citation test, with
                               keys from the environment (OPENAI_API_KEY, ...); a source without
                               one is reported as not configured.
      --fail-under-citation-rate N
                               With --citations: exit 1 when under N% of the answers cite the site.
  health [--service name]      Ask a running service (default: gateway) for its health over NATS
                               (any replica answers). Exit code 0 when it answers ok. Probes of one
                               process use its /livez and /readyz on METRICS_PORT instead.
  help                         Show this help.

Configuration comes from the environment (see README.md): with no DATABASE_URL and no NATS_URL,
Citable runs on its embedded default (PGlite in DATA_DIR and an in-process bus).`;

/** Exit 2 for a usage mistake, 1 for anything else (configuration, unreachable services). */
function fail(message: string, code = 2): never {
  process.stderr.write(`citable: ${message}\n`);
  process.exit(code);
}

/** The error as one line, exiting 2 for a usage error and 1 for anything else. */
async function failWith(err: unknown): Promise<never> {
  const { formatStartupError, UsageError } = await import('@citable/runtime');
  fail(formatStartupError(err), err instanceof UsageError ? 2 : 1);
}

async function start(argv: string[]): Promise<void> {
  const [{ loadConfig }, { runServices }, { parseFlags }] = await Promise.all([import('@citable/config'), import('@citable/runtime'), import('./flags.js')]);
  let services;
  try {
    const { values } = parseFlags(() => parseArgs({ args: argv, options: { services: { type: 'string' } }, strict: true }));
    // Loaded here, not at the top: `citable audit` needs three services, not all six.
    const { selectServices } = await import('./registry.js');
    services = selectServices(values.services ?? loadConfig().SERVICES);
  } catch (err) {
    return failWith(err);
  }
  await runServices(services, (proc, endpoints) => {
    const gateway = proc.services.get('gateway')?.details?.().url;
    const names = [...proc.services.keys()].join(', ');
    const db = proc.infrastructure.database.kind === 'pglite' ? `embedded PGlite in ${proc.config.DATA_DIR}` : 'Postgres';
    const bus = proc.config.NATS_URL ? 'NATS JetStream' : 'in-process bus';
    const metrics = endpoints.metricsUrl ? `; metrics at ${endpoints.metricsUrl}/metrics` : '';
    process.stdout.write(
      gateway
        ? `Citable is running at ${gateway} (services: ${names}; ${db}; ${bus}${metrics}). Press Ctrl+C to stop.\n`
        : `Citable services running: ${names} (${db}; ${bus}${metrics}). Press Ctrl+C to stop.\n`,
    );
  });
}

async function health(argv: string[]): Promise<void> {
  const [{ connectNatsBus }, { loadConfig }, { SERVICE_NAMES }, { askHealth, formatStartupError }, { parseFlags }] = await Promise.all([
    import('@citable/bus'),
    import('@citable/config'),
    import('@citable/contracts'),
    import('@citable/runtime'),
    import('./flags.js'),
  ]);
  let values;
  try {
    ({ values } = parseFlags(() => parseArgs({ args: argv, options: { service: { type: 'string', default: 'gateway' } }, strict: true })));
  } catch (err) {
    return failWith(err);
  }
  const service = values.service as ServiceName;
  if (!(SERVICE_NAMES as readonly string[]).includes(service)) fail(`unknown service "${service}": choose from ${SERVICE_NAMES.join(', ')}.`);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    fail(formatStartupError(err), 1);
  }
  if (!config.NATS_URL) fail('health asks services in other processes over NATS: set NATS_URL.');
  try {
    const bus = await connectNatsBus({ url: config.NATS_URL, namespace: config.BUS_NAMESPACE, name: 'citable-health' });
    const reply = await askHealth(bus, service, 3_000);
    await bus.close();
    process.stdout.write(`${JSON.stringify(reply)}\n`);
    process.exit(reply.status === 'ok' ? 0 : 1);
  } catch (err) {
    process.stderr.write(`citable: ${formatStartupError(err)}\n`);
    process.exit(1);
  }
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return start(rest);
    case 'health':
      return health(rest);
    case 'audit': {
      // The audit's database first: its template is copied and PGlite starts on a thread of its
      // own while the services load (audit-database.ts). Cancelled if the arguments are refused.
      const pending = (await import('./audit-database.js')).beginAuditDatabase();
      try {
        process.exitCode = await (await import('./audit-command.js')).auditCommand(rest, pending);
      } catch (err) {
        await pending.cancel();
        await failWith(err);
      }
      return;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      fail(`unknown command "${command}".\n\n${USAGE}`);
  }
}
