/**
 * Real NATS (with JetStream) for tests. Tests share one server and stay apart by namespace: each
 * takes its own from testNamespace() and deletes it afterwards (deleteNatsNamespace from @citable/bus).
 */
import { randomBytes } from 'node:crypto';

export const NO_NATS_MESSAGE =
  'Tests need NATS with JetStream: set NATS_URL=nats://host:4222, or start a Docker engine, or run `make test` which starts one.';

/** The release production runs (Debian's nats-server), so tests meet the same server limits. */
const NATS_IMAGE = 'nats:2.9.10-alpine';

const NATS_CLIENT_PORT = 4222;

let started: Promise<string> | undefined;

/**
 * TEST_NATS_URL (wins, so a NATS_URL meant for a running stack can be overridden for tests), else
 * NATS_URL, else a NATS container with JetStream when a Docker engine answers, else NO_NATS_MESSAGE.
 */
export function testNatsUrl(): Promise<string> {
  const fromEnv = process.env.TEST_NATS_URL || process.env.NATS_URL;
  if (fromEnv) return Promise.resolve(fromEnv);
  // One container per test process; testcontainers' reaper removes it when the process ends.
  started ??= startNatsContainer();
  return started;
}

async function startNatsContainer(): Promise<string> {
  // Imported only here: testcontainers takes ~0.4 s to load and most runs never need it.
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (err) {
    throw new Error(NO_NATS_MESSAGE, { cause: err });
  }
  const { NatsContainer } = await import('@testcontainers/nats');
  // The container always requires a user; the bus reads credentials from the URL.
  const user = 'citable';
  const pass = randomBytes(8).toString('hex');
  const container = await new NatsContainer(NATS_IMAGE).withJetStream().withUsername(user).withPass(pass).start();
  return `nats://${user}:${pass}@${container.getHost()}:${container.getMappedPort(NATS_CLIENT_PORT)}`;
}

/**
 * A namespace no other test or run uses: `<prefix>-<random hex>`. The prefix must fit the bus's
 * namespace rule (lower-case letters, digits, hyphens).
 */
export function testNamespace(prefix = 'test'): string {
  if (!/^[a-z0-9-]+$/.test(prefix)) {
    throw new TypeError(`testNamespace prefix "${prefix}" must be lower-case letters, digits and hyphens.`);
  }
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}
