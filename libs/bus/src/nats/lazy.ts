/**
 * The NATS bus and its namespace clean-up, loading the NATS client (@nats-io/*, a fifth of a MB
 * of JavaScript) on first use: a process on the in-process bus (`citable audit`, the embedded
 * default) imports this package and never loads it.
 */
import type { CrashableBus } from '../bus.js';
import type { NatsBusOptions } from './bus.js';

export async function connectNatsBus(opts: NatsBusOptions): Promise<CrashableBus> {
  return (await import('./bus.js')).connectNatsBus(opts);
}

/** Deletes every stream of `namespace` on the NATS at `url` (nats/namespace.ts); returns their names. */
export async function deleteNatsNamespace(opts: { url: string; namespace: string }): Promise<string[]> {
  return (await import('./namespace.js')).deleteNatsNamespace(opts);
}
