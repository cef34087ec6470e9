/**
 * An undici Agent that applies the address policy to the address each connection actually
 * reaches, every time a socket is opened: redirect hops, retries and renderer sub-requests all
 * pass here. Checking the URL's host name alone would let a name that resolves inside (or that
 * changes its answer between check and use: DNS rebinding) through, so the check sits in the DNS
 * lookup the socket itself uses.
 */
import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy } from './address-policy.js';
import { AddressNotAllowedError } from './fetch-errors.js';

export interface GuardedAgentOptions {
  policy: AddressPolicy;
  /** Sockets per origin: the hard bound on parallel requests to one host. */
  connectionsPerOrigin: number;
  connectTimeoutMs: number;
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * Resolves a host name and refuses it when ANY of its addresses is disallowed: a name that
 * mixes public and internal answers is an attack, not a misconfiguration worth serving.
 */
export function resolveAllowed(policy: AddressPolicy, hostname: string): Promise<LookupAddress[]> {
  const host = stripBrackets(hostname);
  if (net.isIP(host)) {
    const verdict = policy.check(host);
    if (!verdict.allowed) return Promise.reject(new AddressNotAllowedError(host, host, verdict.reason));
    return Promise.resolve([{ address: host, family: net.isIP(host) }]);
  }
  return dns.promises.lookup(host, { all: true, verbatim: true }).then((addresses) => {
    for (const { address } of addresses) {
      const verdict = policy.check(address);
      if (!verdict.allowed) throw new AddressNotAllowedError(host, address, verdict.reason);
    }
    return addresses;
  });
}

function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolveAllowed(policy, hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const first = wanted[0];
        if (options.all) callback(null, wanted);
        else if (first) callback(null, first.address, first.family);
        else callback(Object.assign(new Error(`no IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  // buildConnector passes unknown options through to net.connect/tls.connect, which take `lookup`;
  // undici's BuildOptions type just does not list it.
  const base = buildConnector({ timeout: options.connectTimeoutMs, lookup: guardedLookup(options.policy) } as buildConnector.BuildOptions);
  // Node skips the lookup for IP literals (http://127.0.0.1/, http://[::1]/, and decimal or
  // hex spellings the URL parser turned into dotted form), so literals are judged here.
  const connect: buildConnector.connector = (opts, callback) => {
    const host = stripBrackets(opts.hostname);
    if (net.isIP(host)) {
      const verdict = options.policy.check(host);
      if (!verdict.allowed) {
        callback(new AddressNotAllowedError(host, host, verdict.reason), null);
        return;
      }
    }
    base(opts, callback);
  };
  return new Agent({ connect, connections: options.connectionsPerOrigin });
}
