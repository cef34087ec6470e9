/**
 * GET /api/audits/:id/progress: Server-Sent Events while an audit runs. The crawler and scorer
 * publish AuditProgress on the bus (EVENTS.auditProgress); the test publishes them the same way,
 * on its own bus connection, and reads what the owner's browser receives.
 */
import { EVENTS, type AuditProgress, type CitationProgress } from '@citable/contracts';
import { toJson } from '@citable/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startGatewayHarness, userIdOf, type Client, type GatewayHarness } from './harness.js';
import { seedAudit } from './seed.js';

let h: GatewayHarness;
let owner: Client;
let ownerId: string;

beforeAll(async () => {
  h = await startGatewayHarness();
  owner = await signIn(h, 'owner@example.com');
  ownerId = await userIdOf(h, 'owner@example.com');
});
afterAll(async () => {
  await h?.stop();
});

interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a text/event-stream body event by event, as EventSource would; comments (heartbeats) are skipped. */
class EventReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #decoder = new TextDecoder();
  #buffer = '';
  ended = false;

  constructor(res: Response) {
    this.#reader = res.body!.getReader();
  }

  /** The next event, or null when the server ended the stream; rejects after `timeoutMs`. */
  async next(timeoutMs = 5_000): Promise<SseEvent | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const cut = this.#buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = this.#buffer.slice(0, cut);
        this.#buffer = this.#buffer.slice(cut + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
      }
      if (this.ended) return null;
      const chunk = await Promise.race([
        this.#reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within the time limit')), Math.max(1, deadline - Date.now()))),
      ]);
      if (chunk.done) this.ended = true;
      else this.#buffer += this.#decoder.decode(chunk.value, { stream: true });
    }
  }

  cancel(): Promise<void> {
    return this.#reader.cancel();
  }
}

const progress = (auditId: string, status: string, discovered: number, crawled: number, scored: number): AuditProgress => ({
  auditId,
  status,
  discovered,
  crawled,
  scored,
});

describe('audit progress', () => {
  it('streams the current state, then every change, and ends when the audit completes', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'running', scored: false, pagesAnalyzed: 0 });
    const elsewhere = await seedAudit(h.database.db, ownerId, { status: 'running', scored: false });
    const res = await owner.get(`/api/audits/${auditId}/progress`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const events = new EventReader(res);

    expect(await events.next()).toEqual({ event: 'progress', data: progress(auditId, 'running', 0, 0, 0) });

    await h.bus.publish(EVENTS.auditProgress, progress(auditId, 'running', 12, 3, 0));
    // Another audit's progress is not this stream's business.
    await h.bus.publish(EVENTS.auditProgress, progress(elsewhere, 'running', 99, 99, 99));
    await h.bus.publish(EVENTS.auditProgress, progress(auditId, 'running', 40, 25, 10));
    expect(await events.next()).toEqual({ event: 'progress', data: progress(auditId, 'running', 12, 3, 0) });
    expect(await events.next()).toEqual({ event: 'progress', data: progress(auditId, 'running', 40, 25, 10) });

    await h.bus.publish(EVENTS.auditProgress, progress(auditId, 'completed', 40, 40, 40));
    expect(await events.next()).toEqual({ event: 'progress', data: progress(auditId, 'completed', 40, 40, 40) });
    expect(await events.next()).toBeNull();
  });

  it('ends with a failed audit too', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'queued', scored: false });
    const events = new EventReader(await owner.get(`/api/audits/${auditId}/progress`));
    expect(await events.next()).toMatchObject({ data: { status: 'queued' } });
    await h.bus.publish(EVENTS.auditProgress, progress(auditId, 'failed', 0, 0, 0));
    expect(await events.next()).toMatchObject({ data: { status: 'failed' } });
    expect(await events.next()).toBeNull();
  });

  it('gives a finished audit its final state and ends at once', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'completed', pagesAnalyzed: 7 });
    const events = new EventReader(await owner.get(`/api/audits/${auditId}/progress`));
    expect(await events.next()).toEqual({ event: 'progress', data: progress(auditId, 'completed', 7, 7, 7) });
    expect(await events.next()).toBeNull();
  });

  it('serves several watchers of one audit, and keeps serving after one leaves', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'running', scored: false });
    const first = new EventReader(await owner.get(`/api/audits/${auditId}/progress`));
    const second = new EventReader(await owner.get(`/api/audits/${auditId}/progress`));
    await first.next();
    await second.next();
    await first.cancel();
    await h.bus.publish(EVENTS.auditProgress, progress(auditId, 'running', 5, 1, 0));
    expect(await second.next()).toMatchObject({ data: { discovered: 5 } });
    await second.cancel();
  });

  it('ends open streams when the gateway shuts down, so shutting down does not wait for browsers', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'running', scored: false });
    const replica = await h.startReplica();
    const res = await replica.request(`/api/audits/${auditId}/progress`, { cookie: owner.cookie!, ip: owner.ip });
    const events = new EventReader(res);
    expect(await events.next()).toMatchObject({ data: { status: 'running' } });
    const started = Date.now();
    await replica.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await events.next()).toBeNull();
  });

  it('keeps a finished audit\'s stream open while its citation run goes, with where the run stands now and then its progress, and ends with the run', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'completed', pagesAnalyzed: 3 });
    const queries = [
      { query: 'What is X?', query_type: 'branded' as const },
      { query: 'Which tools do X?', query_type: 'non-branded' as const },
    ];
    // One of its two answers is stored before the page connects.
    const run = await h.database.db
      .insertInto('citation_runs')
      .values({ audit_id: auditId, domain: 'x.test', sources: toJson(['chatgpt' as const]), queries: toJson(queries), repeats: 1, progress: toJson({ chatgpt: { done: 1, errors: 0 } }), status: 'running', total: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const citation = (status: CitationProgress['status'], done: number): CitationProgress => ({
      auditId,
      runId: run.id,
      status,
      total: 2,
      done,
      errors: 0,
      bySource: [{ source: 'chatgpt', total: 2, done, errors: 0 }],
    });
    const events = new EventReader(await owner.get(`/api/audits/${auditId}/progress`));
    expect(await events.next()).toEqual({ event: 'progress', data: progress(auditId, 'completed', 3, 3, 3) });
    expect(await events.next()).toEqual({ event: 'citation', data: citation('running', 1) });
    await h.bus.publish(EVENTS.citationProgress, { ...citation('running', 2), auditId: crypto.randomUUID() });
    await h.bus.publish(EVENTS.citationProgress, citation('completed', 2));
    expect(await events.next()).toEqual({ event: 'citation', data: citation('completed', 2) });
    expect(await events.next()).toBeNull();
  });

  it("is 401 signed out and 404 for another user's audit", async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { status: 'running', scored: false });
    const anonymous = await h.anonymous().get(`/api/audits/${auditId}/progress`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'unauthorized', message: 'Sign in to continue.' });
    const stranger = await signIn(h, 'stranger@example.com');
    const res = await stranger.get(`/api/audits/${auditId}/progress`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'Audit not found' });
  });
});
