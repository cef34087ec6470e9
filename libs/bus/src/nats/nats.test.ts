import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLogger } from '@citable/log';
import { testNamespace, testNatsUrl } from '@citable/testing';
import { busContract } from '../__tests__/contract.js';
import { BusUnavailableError, type CrashableBus } from '../bus.js';
import { connectNatsBus } from './bus.js';
import { deleteNatsNamespace } from './namespace.js';

// The contract drops jobs on purpose; only errors are worth seeing in the test output.
const logger = createLogger({ name: 'bus-test', level: 'error' });

let url: string;
beforeAll(async () => {
  url = await testNatsUrl();
});

busContract('NATS', {
  open: (namespace) => connectNatsBus({ url, namespace, name: 'bus-contract-test', logger }),
  cleanup: async (namespace) => void (await deleteNatsNamespace({ url, namespace })),
});

describe('NATS bus setup', () => {
  it('fails within seconds with BusUnavailableError when nothing listens at NATS_URL', async () => {
    const closedUrl = `nats://127.0.0.1:${await closedPort()}`;
    const started = Date.now();

    const error = await connectNatsBus({ url: closedUrl }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BusUnavailableError);
    expect((error as Error).message).toBe(
      `Cannot reach NATS at ${closedUrl} (NATS_URL): connection refused (connect ECONNREFUSED 127.0.0.1:${closedUrl.split(':').pop()}). Start nats-server with JetStream (-js) or fix NATS_URL.`,
    );
    expect(Date.now() - started).toBeLessThan(3_500);
  });

  describe('against a nats-server without JetStream that wants a password', () => {
    let server: { port: number; process: ChildProcess };
    beforeAll(async () => {
      server = await startNatsServer(['--user', 'svc', '--pass', 's3cret']);
    });
    afterAll(() => {
      server.process.kill();
    });

    it('says JetStream is missing, having logged in with the credentials in the URL', async () => {
      const error = await connectNatsBus({ url: `nats://svc:s3cret@127.0.0.1:${server.port}` }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(BusUnavailableError);
      expect((error as Error).message).toBe(
        `NATS at nats://svc:***@127.0.0.1:${server.port} (NATS_URL) has no JetStream: start nats-server with JetStream (-js), or point NATS_URL at a server that has it.`,
      );
    });

    it('reports a refused login as unreachable, with the reason', async () => {
      const error = await connectNatsBus({ url: `nats://127.0.0.1:${server.port}` }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(BusUnavailableError);
      expect((error as Error).message).toMatch(/^Cannot reach NATS at nats:\/\/127\.0\.0\.1:\d+ \(NATS_URL\): .*Authorization Violation/i);
    });
  });

  it('lets several replicas set up the same queue at once, then share its jobs', async () => {
    const namespace = testNamespace('bus');
    const replicas = await Promise.all([1, 2, 3].map(() => connectNatsBus({ url, namespace, logger })));
    onTestFinished(() => closeAndDelete(replicas, namespace));
    const handled: string[] = [];

    await Promise.all(replicas.map((bus) => bus.work('crawl.jobs', async (job) => void handled.push(job.id), { ackWaitMs: 1_000 })));
    await replicas[0]?.enqueue('crawl.jobs', {}, { id: 'only-once' });
    await waitFor(() => handled.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(handled).toEqual(['only-once']);
  });

  it("deletes one namespace's streams and consumers, not those of a namespace sharing its prefix", async () => {
    const namespace = testNamespace('bus');
    const longer = `${namespace}-more`;
    const buses = await Promise.all([namespace, longer].map((ns) => connectNatsBus({ url, namespace: ns, logger })));
    onTestFinished(() => closeAndDelete(buses, longer));
    for (const bus of buses) {
      await bus.work('crawl.jobs', async () => undefined, { ackWaitMs: 1_000 });
      await bus.enqueue('score.pages', {});
    }
    await Promise.all(buses.map((bus) => bus.close()));

    expect((await deleteNatsNamespace({ url, namespace })).sort()).toEqual([`${namespace}_work_crawl`, `${namespace}_work_score`]);
    expect(await deleteNatsNamespace({ url, namespace })).toEqual([]);
    expect((await deleteNatsNamespace({ url, namespace: longer })).sort()).toEqual([`${longer}_work_crawl`, `${longer}_work_score`]);
  });
});

async function closeAndDelete(buses: CrashableBus[], namespace: string): Promise<void> {
  await Promise.all(buses.map((bus) => bus.close()));
  await deleteNatsNamespace({ url, namespace });
}

/** A port nothing listens on: bound by the OS, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Our own short-lived nats-server (the binary production runs), without -js: the shared test
 * server has JetStream, so the missing-JetStream path needs a server of its own.
 */
function startNatsServer(args: string[]): Promise<{ port: number; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', '-1', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.once('error', (error) => reject(new Error(`This test starts nats-server from PATH (Debian package nats-server): ${error.message}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /Listening for client connections on [^\s]+:(\d+)/.exec(log);
      if (listening?.[1]) resolve({ port: Number(listening[1]), process: child });
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
