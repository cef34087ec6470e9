import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../services/launcher/bin/citable.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../../services/launcher/dist/cli.js', import.meta.url));

export function assertBuilt(): void {
  if (!existsSync(BUILT)) throw new Error('The launcher is not built: run "npm run build" (make test does) before these tests.');
}

/** The environment of a fresh machine: none of the variables a developer's shell might carry. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn' };
  return { ...env, ...extra };
}

export interface RunningCli {
  proc: ChildProcess;
  url: string;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Start `citable start ...` and wait for the line that says where it runs. */
export function startCli(env: NodeJS.ProcessEnv, args: string[] = [], timeoutMs = 90_000): Promise<RunningCli> {
  assertBuilt();
  const proc = spawn(process.execPath, [CLI, 'start', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`citable start did not report ready in ${timeoutMs} ms. Output:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Citable is running at (http:\/\/\S+) /.exec(out) ?? /Citable services running: /.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          proc,
          url: m[1] ?? '',
          output: () => out,
          stop: async () => {
            if (proc.exitCode === null) proc.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`citable start exited with ${code} before it was ready. Output:\n${out}`));
    });
  });
}

/** Run the CLI to completion and collect its output. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  assertBuilt();
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`citable ${args.join(' ')} did not exit in ${timeoutMs} ms. Output:\n${stdout}${stderr}`));
    }, timeoutMs);
    // 'close', not 'exit': the process may exit before its last output (a large --json) is read.
    proc.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
