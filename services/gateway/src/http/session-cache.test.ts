import { describe, expect, it } from 'vitest';
import { SessionCache, sessionKey } from './session-cache.js';

const user = (email: string) => ({ id: `id-${email}`, email, isAdmin: false, adminUnlocked: false });
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe(SessionCache.name, () => {
  it('remembers a session for its time to live, then asks again', async () => {
    const cache = new SessionCache(50);
    cache.set('k', user('a@example.com'), inAnHour());
    expect(cache.get('k')).toEqual(user('a@example.com'));
    await new Promise((r) => setTimeout(r, 70));
    expect(cache.get('k')).toBeUndefined();
  });

  it('never remembers a session past its own expiry', async () => {
    const cache = new SessionCache(60_000);
    cache.set('k', user('a@example.com'), new Date(Date.now() + 30));
    expect(cache.get('k')).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.get('k')).toBeUndefined();
    cache.set('gone', user('b@example.com'), new Date(Date.now() - 1));
    expect(cache.get('gone')).toBeUndefined();
  });

  it('remembers nothing with a time to live of 0', () => {
    const cache = new SessionCache(0);
    cache.set('k', user('a@example.com'), inAnHour());
    expect(cache.get('k')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', user('a@example.com'), inAnHour());
    cache.set('b', user('b@example.com'), inAnHour());
    cache.set('c', user('c@example.com'), inAnHour());
    expect([cache.get('a'), cache.get('b')?.email, cache.get('c')?.email]).toEqual([undefined, 'b@example.com', 'c@example.com']);
  });

  it('keys sessions by a hash, never the token itself', () => {
    const token = 'secret-session-token';
    expect(sessionKey(token)).not.toContain(token);
    expect(sessionKey(token)).toBe(sessionKey(token));
    expect(sessionKey(token)).not.toBe(sessionKey(`${token}x`));
  });
});
