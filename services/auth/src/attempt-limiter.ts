/**
 * Failed attempts per key in a sliding window, kept in this process. Used for the admin password
 * gate, whose failures have no event type of their own in auth_events to count in Postgres, so
 * each replica counts its own: with N replicas a guesser gets at most N times the allowance,
 * still a handful per window against a server-side password.
 */
export class AttemptLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
  ) {}

  /** True when any of `keys` has used up its failures within the window. */
  isBlocked(keys: readonly string[], now = Date.now()): boolean {
    return keys.some((key) => this.#recent(key, now).length >= this.maxFailures);
  }

  /** Successes are not recorded and do not wipe the slate: failures count until they age out. */
  recordFailure(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  /** Failures of `key` still inside the window; forgets older ones (and the key once it has none). */
  #recent(key: string, now: number): number[] {
    const recent = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }
}
