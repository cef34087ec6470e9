/**
 * The SSRF-guarded fetcher as a process holds it: one address policy, one connection pool whose
 * every socket the policy checks, and the fetcher over it. The crawler and the classifier build
 * theirs here, so both fetch under exactly the same rules.
 */
import { createAddressPolicy, type AddressPolicy, type AddressPolicyOptions } from './address-policy.js';
import { createFetcher, type FetchLimits, type Fetcher } from './fetcher.js';
import { createGuardedAgent } from './guarded-agent.js';

export interface GuardedFetcherOptions {
  addressPolicy: AddressPolicyOptions;
  /** Sockets per origin: the hard bound on parallel requests to one host. */
  connectionsPerOrigin: number;
  limits: FetchLimits;
}

export interface GuardedFetcher {
  readonly policy: AddressPolicy;
  readonly fetcher: Fetcher;
  close(): Promise<void>;
}

export function createGuardedFetcher(options: GuardedFetcherOptions): GuardedFetcher {
  const policy = createAddressPolicy(options.addressPolicy);
  const agent = createGuardedAgent({
    policy,
    connectionsPerOrigin: options.connectionsPerOrigin,
    connectTimeoutMs: Math.min(options.limits.timeoutMs, 10_000),
  });
  return { policy, fetcher: createFetcher(agent, options.limits), close: () => agent.close() };
}
