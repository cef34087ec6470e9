/**
 * Citable services as separate OS processes, started the way an operator starts them
 * (`citable start --services ...`, the built launcher), for tests and benchmarks that kill,
 * restart and scale replicas.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';

export const CITABLE_CLI = fileURLToPath(new URL('../../../services/launcher/bin/citable.js', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../../../services/launcher/dist/citable.mjs', import.meta.url));

export interface ServiceProcess {
  /** The --services list it runs. */
  readonly services: string;
  readonly pid: number;
  readonly process: ChildProcess;
  /** Where its metrics endpoint listens (METRICS_PORT=0 by default), e.g. http://127.0.0.1:40123. */
  readonly metricsUrl: string;
  /** The gateway's URL, when it runs the gateway. */
  readonly url: string | undefined;
  /** How the crawler names this replica on the frontier rows it claims. */
  readonly owner: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Send a signal (SIGTERM, SIGKILL...) and wait for the exit. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident memory of the process itself, in bytes (0 once it exited). */
  rssBytes(): number;
}

export interface ServiceProcessOptions {
  /** Extra environment over a clean one (PATH, HOME, LOG_LEVEL=warn, METRICS_PORT=0, PORT=0). */
  env: Record<string, string>;
  timeoutMs?: number;
}

/** Starts `citable start --services <services>` and resolves once it printed that it runs. */
export function startServiceProcess(services: string, opts: ServiceProcessOptions): Promise<ServiceProcess> {
  if (!existsSync(BUNDLE)) throw new Error('The launcher is not built: run "npm run build" (make test does) first.');
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', METRICS_PORT: '0', PORT: '0', ...opts.env };
  const child = spawn(process.execPath, [CITABLE_CLI, 'start', '--services', services], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`citable start --services ${services} did not report ready in ${timeoutMs} ms. Output:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(Citable is running at (\S+) |Citable services running: ).*$/m.exec(out);
      if (!line) return;
      const metrics = /metrics at (http:\/\/\S+)\/metrics/.exec(line[0]);
      if (!metrics?.[1]) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`citable start printed no metrics endpoint (is METRICS_PORT set?): ${line[0]}`));
        return;
      }
      clearTimeout(timer);
      resolve({
        services,
        pid: child.pid as number,
        process: child,
        metricsUrl: metrics[1],
        url: line[2],
        owner: `${hostname()}:${child.pid}`,
        exited,
        output: () => out,
        kill: async (signal) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
        rssBytes: () => residentBytes(child.pid as number),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`citable start --services ${services} exited (${code ?? signal}) before it was ready. Output:\n${out}`));
    });
  });
}

/** VmRSS of a process from /proc (Linux), in bytes; 0 when it is gone. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}
