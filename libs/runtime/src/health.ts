import type { Bus, Subscription } from '@citable/bus';
import { EVENTS, healthCensusReply, REQUESTS, type HealthCensus, type HealthReply, type ServiceName } from '@citable/contracts';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { RUNTIME_VERSION } from './version.js';

/** How long a census waits for replicas to answer: a busy replica answers within a few event-loop turns. */
export const CENSUS_WINDOW_MS = 500;

/**
 * Answers `svc.<name>.health` (one replica of the group, for the gateway's /healthz and
 * `citable health`) and every health census (each replica, for the system status), so services
 * are seen wherever they run.
 */
export async function answerHealth(bus: Bus, service: ServiceName, details: () => Record<string, string> = () => ({})): Promise<Subscription> {
  const startedAt = new Date().toISOString();
  const host = hostname();
  const reply = (): HealthReply => ({ service, status: 'ok', pid: process.pid, startedAt, details: details(), host, version: RUNTIME_VERSION });
  const health = await bus.respond<unknown, HealthReply>(REQUESTS.health(service), async () => reply(), { group: `health-${service}` });
  const census = await bus.subscribe<HealthCensus>(EVENTS.healthCensus, (ask) => bus.publish(ask.replyTo, reply()));
  return {
    async stop() {
      await Promise.all([health.stop(), census.stop()]);
    },
  };
}

/** Asks one service for its health; `unavailable` when nothing answers in time. */
export async function askHealth(bus: Bus, service: ServiceName, timeoutMs = 1_000): Promise<HealthReply | { service: ServiceName; status: 'unavailable'; error: string }> {
  try {
    return await bus.request<unknown, HealthReply>(REQUESTS.health(service), {}, { timeoutMs });
  } catch (err) {
    return { service, status: 'unavailable', error: (err as Error).message };
  }
}

/** Every replica of every service that answers a health census within `windowMs`. */
export async function healthCensus(bus: Bus, windowMs = CENSUS_WINDOW_MS): Promise<HealthReply[]> {
  const replyTo = healthCensusReply(randomUUID());
  const replies: HealthReply[] = [];
  const listening = await bus.subscribe<HealthReply>(replyTo, (reply) => void replies.push(reply));
  try {
    await bus.publish<HealthCensus>(EVENTS.healthCensus, { replyTo });
    await new Promise((resolve) => setTimeout(resolve, windowMs));
  } finally {
    await listening.stop();
  }
  return replies;
}
