import type { Bus, Subscription } from '@citable/bus';
import { REQUESTS, type HealthReply, type ServiceName } from '@citable/contracts';

/** Answers `svc.<name>.health` so the gateway's /healthz can see every service, wherever it runs. */
export function answerHealth(
  bus: Bus,
  service: ServiceName,
  details: () => Record<string, string> = () => ({}),
): Promise<Subscription> {
  const startedAt = new Date().toISOString();
  return bus.respond<unknown, HealthReply>(
    REQUESTS.health(service),
    async () => ({ service, status: 'ok', pid: process.pid, startedAt, details: details() }),
    { group: `health-${service}` },
  );
}

/** Asks one service for its health; `unavailable` when nothing answers in time. */
export async function askHealth(bus: Bus, service: ServiceName, timeoutMs = 1_000): Promise<HealthReply | { service: ServiceName; status: 'unavailable'; error: string }> {
  try {
    return await bus.request<unknown, HealthReply>(REQUESTS.health(service), {}, { timeoutMs });
  } catch (err) {
    return { service, status: 'unavailable', error: (err as Error).message };
  }
}
