import { collectDefaultMetrics, Registry } from 'prom-client';

/** The one registry of this process: every Citable metric lives here (not in prom-client's global one). */
export const registry = new Registry();

let processMetrics = false;

/** Adds prom-client's process and Node.js metrics (CPU, memory, event loop lag, GC); once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}
