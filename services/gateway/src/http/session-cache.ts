import { EVENTS } from '@citable/contracts';
import { createHash } from 'node:crypto';
import type { Bus, Subscription } from '@citable/bus';
import type { SessionUser } from './session.js';

/**
 * Gateway-to-gateway event: a session ended (logout) or changed (admin unlock) through one
 * gateway replica, so every replica forgets what it remembered about it. Carries the SHA-256 of
 * the session token, never the token.
 */
export const SESSION_CHANGED_EVENT = EVENTS.sessionChanged;

export const sessionKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

interface Entry {
  user: SessionUser;
  /** performance.now() after which the entry is not used. */
  until: number;
}

/**
 * Who a session token belongs to, remembered for a few seconds. Without it every API request
 * asks the auth service over the bus (a NATS round trip and two SQL statements) before doing
 * its own work; a page of the app makes several requests within a second.
 *
 * What a stale entry could do, and why it can't for long:
 * - logout and admin unlock go through a gateway, which forgets the session at once and tells
 *   the other replicas (SESSION_CHANGED_EVENT);
 * - an entry never outlives the session's own expiry;
 * - anything else that ends a session (an admin deleting the user) takes effect within `ttlMs`.
 * Only signed-in answers are remembered: an unknown token always asks the auth service.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #sub: Subscription | undefined;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  async start(bus: Bus): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.#sub = await bus.subscribe<{ key: string }>(SESSION_CHANGED_EVENT, (e) => {
      if (typeof e?.key === 'string') this.#entries.delete(e.key);
    });
  }

  async stop(): Promise<void> {
    await this.#sub?.stop();
    this.#entries.clear();
  }

  get(key: string): SessionUser | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (performance.now() > entry.until) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: SessionUser, expiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    const lifetime = Math.min(this.ttlMs, expiresAt.getTime() - Date.now());
    if (lifetime <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { user, until: performance.now() + lifetime });
    // Oldest first in a Map: drop from the front when full.
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Forget a session here and on every other gateway replica. */
  async forget(bus: Bus, key: string): Promise<void> {
    this.#entries.delete(key);
    if (this.ttlMs > 0) await bus.publish(SESSION_CHANGED_EVENT, { key });
  }
}
