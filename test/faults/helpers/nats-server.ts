/**
 * A nats-server of the test's own (Debian's /usr/sbin/nats-server, or the one on PATH), with
 * JetStream on a file store in a temporary folder, that the test can stop and start again on the
 * same port and store: a NATS restart as an operator's would be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './ports.js';

const BINARY = ['/usr/sbin/nats-server', '/usr/bin/nats-server'].find((p) => existsSync(p)) ?? 'nats-server';

export interface OwnNatsServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its store. */
  remove(): Promise<void>;
}

export async function startOwnNatsServer(): Promise<OwnNatsServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'citable-nats-'));
  const port = await freePort();
  const config = path.join(dir, 'nats.conf');
  writeFileSync(config, `host: 127.0.0.1\nport: ${port}\njetstream {\n  store_dir: "${dir}/js"\n  max_mem: 64M\n  max_file: 1G\n}\n`);
  let child: ChildProcess | null = null;
  let log = '';
  const start = async () => {
    child = spawn(BINARY, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    child.once('error', (err) => (log += `\n${err.message}`));
    await waitForPort(port, 10_000, () => `nats-server did not listen on ${port} (${BINARY}; install Debian's nats-server: scripts/ensure-fault-deps.sh):\n${log}`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // SIGTERM: the server shuts down as on a host's service stop, its file store flushed.
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
