import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { BusUnavailableError } from '../bus.js';
import { parseNatsUrl } from './url.js';

/** A service must fail in seconds when NATS is missing, not hang on a half-open address. */
const CONNECT_TIMEOUT_MS = 3_000;

export interface NatsSession {
  nc: NatsConnection;
  jsm: JetStreamManager;
}

/** Connects and checks JetStream is there; any failure is a BusUnavailableError saying what to do. */
export async function openNats(url: string, name?: string): Promise<NatsSession> {
  const target = parseNatsUrl(url);
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: target.servers,
      name,
      user: target.user,
      pass: target.pass,
      token: target.token,
      timeout: CONNECT_TIMEOUT_MS,
      // Once connected, ride out NATS restarts instead of dying after the default 10 attempts.
      maxReconnectAttempts: -1,
    });
  } catch (error) {
    throw new BusUnavailableError(
      `Cannot reach NATS at ${target.display} (NATS_URL): ${reason(error)}. Start nats-server with JetStream (-js) or fix NATS_URL.`,
      { cause: error },
    );
  }
  try {
    return { nc, jsm: await jetstreamManager(nc, { timeout: CONNECT_TIMEOUT_MS }) };
  } catch (error) {
    await nc.close();
    if (error instanceof Error && error.name === 'JetStreamNotEnabled') {
      throw new BusUnavailableError(
        `NATS at ${target.display} (NATS_URL) has no JetStream: start nats-server with JetStream (-js), or point NATS_URL at a server that has it.`,
        { cause: error },
      );
    }
    throw error;
  }
}

function reason(error: unknown): string {
  if (error instanceof errors.TimeoutError) return `no answer within ${CONNECT_TIMEOUT_MS} ms`;
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}
