/**
 * The behaviour every Bus implementation must have, run against each one (in-process.test.ts,
 * nats.test.ts). Ack waits are 1 s so redelivery paths run in about a second. Tests run
 * concurrently, so they take `expect` and `onTestFinished` from their own context.
 */
import { describe, it, type TestContext } from 'vitest';
import { testNamespace } from '@citable/testing';
import { GiveUpError, NoResponderError, RemoteError, RequestTimeoutError, RetryLaterError, type CrashableBus, type Job } from '../index.js';

export interface BusFactory {
  /** A bus on `namespace`; buses on one namespace share queues and subjects, like processes on one server. */
  open(namespace: string): Promise<CrashableBus>;
  /** Removes whatever `namespace` left behind. */
  cleanup(namespace: string): Promise<void>;
}

const ACK_WAIT_MS = 1_000;
/** Longer than an ack wait: a job that was not settled properly would be delivered again by then. */
const SETTLE_MS = ACK_WAIT_MS + 500;

export function busContract(name: string, factory: BusFactory): void {
  /** Buses for one test in a fresh namespace, all closed and cleaned up when the test ends. */
  function scene(onTestFinished: TestContext['onTestFinished']): { open: (namespace?: string) => Promise<CrashableBus> } {
    const namespace = testNamespace('bus');
    const opened: CrashableBus[] = [];
    const namespaces = new Set([namespace]);
    onTestFinished(async () => {
      await Promise.all(opened.map((bus) => bus.close()));
      for (const ns of namespaces) await factory.cleanup(ns);
    });
    return {
      open: async (ns = namespace) => {
        namespaces.add(ns);
        const bus = await factory.open(ns);
        opened.push(bus);
        return bus;
      },
    };
  }

  // Concurrent: the tests mostly wait out ack windows, each in its own namespace.
  describe.concurrent(`${name} bus`, () => {
    describe('work queues', () => {
      it('shares the jobs of a queue between consumers, each job handled once', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [a, b, producer] = await Promise.all([open(), open(), open()]);
        const seen: Record<'a' | 'b', string[]> = { a: [], b: [] };
        const handler = (who: 'a' | 'b') => async (job: Job) => {
          seen[who].push(job.id);
          await sleep(5);
        };
        await a.work('jobs.shared', handler('a'), { concurrency: 2, ackWaitMs: ACK_WAIT_MS });
        await b.work('jobs.shared', handler('b'), { concurrency: 2, ackWaitMs: ACK_WAIT_MS });

        const ids = Array.from({ length: 50 }, (_, n) => `job-${n}`);
        for (const id of ids) await producer.enqueue('jobs.shared', { id }, { id });
        await waitFor(() => seen.a.length + seen.b.length >= 50, '50 jobs handled');
        await sleep(SETTLE_MS);

        expect([...seen.a, ...seen.b].sort()).toEqual([...ids].sort());
        expect(seen.a.length).toBeGreaterThan(0);
        expect(seen.b.length).toBeGreaterThan(0);
      });

      it('redelivers to another consumer the job of a consumer that died mid-job', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [doomed, survivor] = await Promise.all([open(), open()]);
        const hang = deferred();
        onTestFinished(hang.resolve);
        const got: Array<{ by: string; id: string; deliveryCount: number }> = [];
        await doomed.work(
          'jobs.crash',
          async (job) => {
            got.push({ by: 'doomed', id: job.id, deliveryCount: job.deliveryCount });
            await hang.promise;
          },
          { ackWaitMs: ACK_WAIT_MS },
        );
        await doomed.enqueue('jobs.crash', { url: 'https://example.com/' }, { id: 'crash-1' });
        await waitFor(() => got.length === 1, 'the doomed consumer took the job');
        await survivor.work('jobs.crash', async (job) => void got.push({ by: 'survivor', id: job.id, deliveryCount: job.deliveryCount }), {
          ackWaitMs: ACK_WAIT_MS,
        });

        await doomed.crash();
        await waitFor(() => got.length === 2, 'the job redelivered');
        // The dead consumer's handler finishing late must not be heard, nor bring the job back.
        hang.resolve();
        await sleep(SETTLE_MS);

        expect(got).toEqual([
          { by: 'doomed', id: 'crash-1', deliveryCount: 1 },
          { by: 'survivor', id: 'crash-1', deliveryCount: 2 },
        ]);
      });

      it('stops a failing job at the delivery limit and dead-letters it once', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();
        const attempts: number[] = [];
        const dead: Array<{ id: string; deliveryCount: number; error: string }> = [];
        await bus.work(
          'jobs.poison',
          async (job) => {
            attempts.push(job.deliveryCount);
            throw new Error(`boom ${job.deliveryCount}`);
          },
          {
            ackWaitMs: ACK_WAIT_MS,
            maxDeliver: 3,
            retryDelayMs: 50,
            onDeadLetter: (job, error) => void dead.push({ id: job.id, deliveryCount: job.deliveryCount, error: (error as Error).message }),
          },
        );
        await bus.enqueue('jobs.poison', { bad: true }, { id: 'poison-1' });
        await waitFor(() => dead.length > 0, 'the job dead-lettered');
        await sleep(SETTLE_MS);

        expect(attempts).toEqual([1, 2, 3]);
        expect(dead).toEqual([{ id: 'poison-1', deliveryCount: 3, error: 'boom 3' }]);
      });

      it('drops a job that throws GiveUpError at once, without retrying', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();
        const attempts: number[] = [];
        const dead: unknown[] = [];
        await bus.work(
          'jobs.giveup',
          async (job) => {
            attempts.push(job.deliveryCount);
            throw new GiveUpError('audit was deleted');
          },
          { ackWaitMs: ACK_WAIT_MS, maxDeliver: 5, retryDelayMs: 0, onDeadLetter: (_job, error) => void dead.push(error) },
        );
        await bus.enqueue('jobs.giveup', {});
        await waitFor(() => dead.length > 0, 'the job dead-lettered');
        await sleep(SETTLE_MS);

        expect(attempts).toEqual([1]);
        expect(dead).toHaveLength(1);
        expect(dead[0]).toBeInstanceOf(GiveUpError);
      });

      it('dead-letters a job whose last allowed attempt died with its consumer', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [doomed, survivor] = await Promise.all([open(), open()]);
        const hang = deferred();
        onTestFinished(hang.resolve);
        let doomedGotIt = false;
        await doomed.work(
          'jobs.lastchance',
          async () => {
            doomedGotIt = true;
            await hang.promise;
          },
          { ackWaitMs: ACK_WAIT_MS, maxDeliver: 1 },
        );
        await doomed.enqueue('jobs.lastchance', {}, { id: 'last-1' });
        await waitFor(() => doomedGotIt, 'the doomed consumer took the job');
        const handled: string[] = [];
        const dead: Array<{ id: string; error: string }> = [];
        await survivor.work('jobs.lastchance', async (job) => void handled.push(job.id), {
          ackWaitMs: ACK_WAIT_MS,
          maxDeliver: 1,
          onDeadLetter: (job, error) => void dead.push({ id: job.id, error: (error as Error).message }),
        });

        await doomed.crash();
        await waitFor(() => dead.length > 0, 'the job dead-lettered');
        await sleep(SETTLE_MS);

        expect(handled).toEqual([]);
        expect(dead).toEqual([{ id: 'last-1', error: expect.stringMatching(/last attempt was never acknowledged/) }]);
      });

      it('drops a second job with the same id within the window, per queue', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();
        const handled: unknown[] = [];
        await bus.work('jobs.dedup', async (job) => void handled.push(job.data), { ackWaitMs: ACK_WAIT_MS });

        expect(await bus.enqueue('jobs.dedup', { v: 1 }, { id: 'crawl:audit-7' })).toEqual({ duplicate: false });
        expect(await bus.enqueue('jobs.dedup', { v: 2 }, { id: 'crawl:audit-7' })).toEqual({ duplicate: true });
        // Another queue of the same family keeps its own ids.
        expect(await bus.enqueue('jobs.dedup-other', { v: 3 }, { id: 'crawl:audit-7' })).toEqual({ duplicate: false });
        await waitFor(() => handled.length > 0, 'the job handled');
        await sleep(300);

        expect(handled).toEqual([{ v: 1 }]);
      });

      it('redelivers after the delay a RetryLaterError asks for', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();
        const deliveries: Array<{ deliveryCount: number; at: number }> = [];
        await bus.work(
          'jobs.later',
          async (job) => {
            deliveries.push({ deliveryCount: job.deliveryCount, at: Date.now() });
            if (job.deliveryCount === 1) throw new RetryLaterError('rate limited', 400);
          },
          { ackWaitMs: ACK_WAIT_MS, retryDelayMs: 0 },
        );
        await bus.enqueue('jobs.later', {});
        await waitFor(() => deliveries.length === 2, 'the job redelivered');
        await sleep(SETTLE_MS);

        expect(deliveries.map((d) => d.deliveryCount)).toEqual([1, 2]);
        const [first, second] = deliveries.map((d) => d.at);
        expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(350);
      });

      it('keeps a job running longer than its ack wait from being redelivered', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [a, b] = await Promise.all([open(), open()]);
        const deliveries: string[] = [];
        const handler = (who: string) => async (job: Job) => {
          deliveries.push(`${who}:${job.deliveryCount}`);
          await sleep(ACK_WAIT_MS * 2.5);
        };
        await a.work('jobs.long', handler('a'), { ackWaitMs: ACK_WAIT_MS });
        await a.enqueue('jobs.long', {});
        await waitFor(() => deliveries.length === 1, 'the job started');
        // Another consumer stands ready to take the job if it were redelivered.
        await b.work('jobs.long', handler('b'), { ackWaitMs: ACK_WAIT_MS });
        await sleep(ACK_WAIT_MS * 2.5 + 500);

        expect(deliveries).toEqual(['a:1']);
      });

      it('lets stop() finish the running job and take no new ones', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [a, b] = await Promise.all([open(), open()]);
        let startedByA = 0;
        const finishedByA: string[] = [];
        const subscription = await a.work(
          'jobs.stop',
          async (job) => {
            startedByA += 1;
            await sleep(500);
            finishedByA.push(job.id);
          },
          { ackWaitMs: ACK_WAIT_MS },
        );
        await a.enqueue('jobs.stop', {}, { id: 'first' });
        await waitFor(() => startedByA === 1, 'the first job started');

        const stopping = subscription.stop();
        await a.enqueue('jobs.stop', {}, { id: 'second' });
        await stopping;
        expect(finishedByA).toEqual(['first']);

        const byB: Array<{ id: string; deliveryCount: number }> = [];
        await b.work('jobs.stop', async (job) => void byB.push({ id: job.id, deliveryCount: job.deliveryCount }), { ackWaitMs: ACK_WAIT_MS });
        await waitFor(() => byB.length > 0, 'the second job handled');
        await sleep(SETTLE_MS);

        expect(finishedByA).toEqual(['first']);
        expect(byB).toEqual([{ id: 'second', deliveryCount: 1 }]);
      });

      it('stopTakingJobs() takes no new job at once while the running one finishes and is acked', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [a, b] = await Promise.all([open(), open()]);
        const release = deferred();
        onTestFinished(release.resolve);
        const byA: string[] = [];
        await a.work(
          'jobs.pause',
          async (job) => {
            byA.push(job.id);
            await release.promise;
          },
          { concurrency: 2, ackWaitMs: ACK_WAIT_MS },
        );
        await a.enqueue('jobs.pause', {}, { id: 'running' });
        await waitFor(() => byA.length === 1, 'the first job started');

        a.stopTakingJobs();
        await a.enqueue('jobs.pause', {}, { id: 'later' });
        const byB: Array<{ id: string; deliveryCount: number }> = [];
        await b.work('jobs.pause', async (job) => void byB.push({ id: job.id, deliveryCount: job.deliveryCount }), { ackWaitMs: ACK_WAIT_MS });
        await waitFor(() => byB.length === 1, 'the later job handled by the other consumer');
        release.resolve();
        await sleep(SETTLE_MS);

        expect(byA).toEqual(['running']);
        // The running job was acked by A, so it never came to B.
        expect(byB.map((j) => j.id)).toEqual(['later']);
      });

      it('abandon() gives running jobs back for another consumer at once, and the late handler is not heard', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [doomed, survivor] = await Promise.all([open(), open()]);
        const release = deferred();
        onTestFinished(release.resolve);
        let doomedStarted = false;
        let doomedFinished = false;
        // A long ack wait: only a hand-back brings the job to the survivor within the test.
        await doomed.work(
          'jobs.abandon',
          async () => {
            doomedStarted = true;
            await release.promise;
            doomedFinished = true;
          },
          { ackWaitMs: 30_000 },
        );
        await doomed.enqueue('jobs.abandon', {}, { id: 'held' });
        await waitFor(() => doomedStarted, 'the doomed consumer took the job');
        const bySurvivor: Array<{ id: string; deliveryCount: number }> = [];
        await survivor.work('jobs.abandon', async (job) => void bySurvivor.push({ id: job.id, deliveryCount: job.deliveryCount }), { ackWaitMs: 30_000 });

        const started = Date.now();
        await doomed.abandon();
        await waitFor(() => bySurvivor.length === 1, 'the survivor got the held job', 5_000);
        expect(Date.now() - started).toBeLessThan(5_000);
        release.resolve();
        await sleep(SETTLE_MS);

        expect(doomedFinished).toBe(true);
        expect(bySurvivor).toEqual([{ id: 'held', deliveryCount: 2 }]);
      });

      it('workedQueues() names the queues a bus takes jobs from; queueStatus() reads their backlog from the server', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [worker, observer] = await Promise.all([open(), open()]);
        const release = deferred();
        onTestFinished(release.resolve);
        expect(worker.workedQueues()).toEqual([]);

        await observer.enqueue('jobs.backlog', { n: 0 }, { id: 'b-0' });
        const deliveries: Array<[string, number]> = [];
        await worker.work(
          'jobs.backlog',
          async (job) => {
            deliveries.push([job.id, job.deliveryCount]);
            // The first delivery asks to be retried at once; then every job hangs.
            if (deliveries.length === 1) throw new RetryLaterError('again', 0);
            await release.promise;
          },
          { concurrency: 1, ackWaitMs: ACK_WAIT_MS },
        );
        await waitFor(() => deliveries.length === 2, 'the first job redelivered and held');
        for (let n = 1; n < 4; n++) await observer.enqueue('jobs.backlog', { n }, { id: `b-${n}` });
        expect(deliveries).toEqual([
          ['b-0', 1],
          ['b-0', 2],
        ]);

        const backlog = async (bus: CrashableBus) => {
          const { pending, ack_pending, redelivered } = await bus.queueStatus('jobs.backlog');
          return { pending, ack_pending, redelivered };
        };
        expect(worker.workedQueues()).toEqual(['jobs.backlog']);
        expect(observer.workedQueues()).toEqual([]);
        expect(await backlog(worker)).toEqual({ pending: 3, ack_pending: 1, redelivered: 1 });
        expect(await backlog(observer)).toEqual({ pending: 3, ack_pending: 1, redelivered: 1 });
        release.resolve();
        await waitFor(() => deliveries.length === 5, 'every job handled');
        await sleep(200);
        expect(await backlog(observer)).toEqual({ pending: 0, ack_pending: 0, redelivered: 0 });
      });

      it('runs at most `concurrency` jobs at once per consumer', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();
        let running = 0;
        let most = 0;
        let done = 0;
        await bus.work(
          'jobs.bounded',
          async () => {
            running += 1;
            most = Math.max(most, running);
            await sleep(150);
            running -= 1;
            done += 1;
          },
          { concurrency: 3, ackWaitMs: ACK_WAIT_MS },
        );
        for (let n = 0; n < 9; n++) await bus.enqueue('jobs.bounded', { n });
        await waitFor(() => done === 9, '9 jobs handled');

        expect(most).toBe(3);
      });
    });

    describe('queue status', () => {
      it('counts jobs waiting, delivered and unacknowledged, and delivered again after a consumer died', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [doomed, survivor] = await Promise.all([open(), open()]);
        const counts = async (bus: CrashableBus) => {
          const { consumer_exists, pending, ack_pending, redelivered } = await bus.queueStatus('jobs.status');
          return { consumer_exists, pending, ack_pending, redelivered };
        };
        const settlesAt = async (bus: CrashableBus, expected: Awaited<ReturnType<typeof counts>>, what: string) => {
          let last = await counts(bus);
          const deadline = Date.now() + 10_000;
          while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
            await sleep(50);
            last = await counts(bus);
          }
          expect(last, what).toEqual(expected);
        };

        expect((await doomed.queueStatus('jobs.status')).queue).toBe('jobs.status');
        await settlesAt(doomed, { consumer_exists: false, pending: 0, ack_pending: 0, redelivered: 0 }, 'a queue nobody used');
        for (const id of ['s-1', 's-2', 's-3']) await doomed.enqueue('jobs.status', {}, { id });
        await settlesAt(doomed, { consumer_exists: false, pending: 3, ack_pending: 0, redelivered: 0 }, 'jobs and no consumer');

        const hang = deferred();
        const release = deferred();
        onTestFinished(() => {
          hang.resolve();
          release.resolve();
        });
        const survived: Array<{ id: string; deliveryCount: number }> = [];
        await doomed.work('jobs.status', () => hang.promise, { ackWaitMs: ACK_WAIT_MS });
        await settlesAt(survivor, { consumer_exists: true, pending: 2, ack_pending: 1, redelivered: 0 }, 'one job in a consumer’s hands');

        await doomed.crash();
        // Past its ack wait, the dead consumer's job is first in line again.
        await sleep(SETTLE_MS);
        await survivor.work(
          'jobs.status',
          async (job) => {
            survived.push({ id: job.id, deliveryCount: job.deliveryCount });
            if (survived.length === 1) await release.promise;
          },
          { ackWaitMs: ACK_WAIT_MS },
        );
        await waitFor(() => survived.length === 1, 'the dead consumer’s job delivered again');
        expect(survived[0]?.deliveryCount).toBe(2);
        await settlesAt(survivor, { consumer_exists: true, pending: 2, ack_pending: 1, redelivered: 1 }, 'the job delivered again, held');

        release.resolve();
        await waitFor(() => survived.length === 3, 'every job handled');
        await settlesAt(survivor, { consumer_exists: true, pending: 0, ack_pending: 0, redelivered: 0 }, 'everything acknowledged');
      });
    });

    describe('events', () => {
      it('reach every subscriber, and one member of each group', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [publisher, one, two, memberA, memberB] = await Promise.all([open(), open(), open(), open(), open()]);
        const got: Record<string, number[]> = { one: [], two: [], memberA: [], memberB: [] };
        const record = (who: string) => (data: { n: number }) => void got[who]?.push(data.n);
        await one.subscribe('audit.completed', record('one'));
        await two.subscribe('audit.completed', record('two'));
        await memberA.subscribe('audit.completed', record('memberA'), { group: 'gateway' });
        await memberB.subscribe('audit.completed', record('memberB'), { group: 'gateway' });

        const sent = Array.from({ length: 10 }, (_, n) => n);
        for (const n of sent) await publisher.publish('audit.completed', { n });
        await waitFor(
          () => got.one?.length === 10 && got.two?.length === 10 && (got.memberA?.length ?? 0) + (got.memberB?.length ?? 0) === 10,
          'every event delivered',
        );
        await sleep(200);

        expect(got.one).toEqual(sent);
        expect(got.two).toEqual(sent);
        expect([...(got.memberA ?? []), ...(got.memberB ?? [])].sort((x, y) => x - y)).toEqual(sent);
      });
    });

    describe('request/reply', () => {
      it('is answered by one member of the responders group', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [client, r1, r2] = await Promise.all([open(), open(), open()]);
        const answeredBy: string[] = [];
        const responder = (who: string) => async (data: { n: number }) => {
          answeredBy.push(who);
          return { n: data.n * 2 };
        };
        await r1.respond('auth.session', responder('r1'), { group: 'auth' });
        await r2.respond('auth.session', responder('r2'), { group: 'auth' });

        const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => client.request<{ n: number }, { n: number }>('auth.session', { n })));

        expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => ({ n: n * 2 })));
        expect(answeredBy).toHaveLength(20);
        expect(answeredBy).toContain('r1');
        expect(answeredBy).toContain('r2');
      });

      it('fails fast with NoResponderError when nobody answers the subject', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();
        const started = Date.now();

        await expect(bus.request('classifier.classify', { host: 'example.com' }, { timeoutMs: 5_000 })).rejects.toBeInstanceOf(NoResponderError);
        expect(Date.now() - started).toBeLessThan(1_000);
      });

      it('gives RequestTimeoutError when the responder does not answer in time', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [client, server] = await Promise.all([open(), open()]);
        const hang = deferred();
        await server.respond('citation.summary', () => hang.promise);
        const started = Date.now();
        try {
          const error = await client.request('citation.summary', {}, { timeoutMs: 300 }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(RequestTimeoutError);
          expect(error).toMatchObject({ subject: 'citation.summary', timeoutMs: 300 });
          expect(Date.now() - started).toBeGreaterThanOrEqual(250);
        } finally {
          hang.resolve();
        }
      });

      it("carries the responder's error back as RemoteError", async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [client, server] = await Promise.all([open(), open()]);
        await server.respond('auth.users', async () => {
          throw Object.assign(new Error('Audit 42 not found'), { code: 'NOT_FOUND', status: 404 });
        });

        const error = await client.request('auth.users', {}).catch((e: unknown) => e);

        expect(error).toBeInstanceOf(RemoteError);
        expect(error).toMatchObject({ subject: 'auth.users', message: 'Audit 42 not found', code: 'NOT_FOUND', status: 404 });
      });

      it('carries payloads as JSON, the same in every implementation', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const [client, server] = await Promise.all([open(), open()]);
        const received: unknown[] = [];
        await server.respond('svc.echo', async (data: unknown) => {
          received.push(data);
          return data;
        });

        expect(await client.request('svc.echo', { at: new Date(0), list: [1, 'two'] })).toEqual({ at: '1970-01-01T00:00:00.000Z', list: [1, 'two'] });
        expect(await client.request('svc.echo', undefined)).toBeUndefined();
        expect(received).toEqual([{ at: '1970-01-01T00:00:00.000Z', list: [1, 'two'] }, undefined]);
      });
    });

    describe('namespaces', () => {
      it('keep two buses on the same server apart', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const here = await open();
        const there = await open(testNamespace('bus'));
        const jobsHere: unknown[] = [];
        const jobsThere: unknown[] = [];
        const eventsHere: unknown[] = [];
        const eventsThere: unknown[] = [];
        await here.work('jobs.iso', async (job) => void jobsHere.push(job.data), { ackWaitMs: ACK_WAIT_MS });
        await there.work('jobs.iso', async (job) => void jobsThere.push(job.data), { ackWaitMs: ACK_WAIT_MS });
        await here.subscribe('audit.failed', (data) => void eventsHere.push(data));
        await there.subscribe('audit.failed', (data) => void eventsThere.push(data));
        await here.respond('svc.ping', async () => 'pong');

        await here.enqueue('jobs.iso', { n: 1 }, { id: 'same-id' });
        expect(await there.enqueue('jobs.iso', { n: 2 }, { id: 'same-id' })).toEqual({ duplicate: false });
        await here.publish('audit.failed', { n: 3 });
        await waitFor(() => jobsHere.length === 1 && jobsThere.length === 1 && eventsHere.length === 1, 'deliveries');
        await sleep(300);

        expect(jobsHere).toEqual([{ n: 1 }]);
        expect(jobsThere).toEqual([{ n: 2 }]);
        expect(eventsHere).toEqual([{ n: 3 }]);
        expect(eventsThere).toEqual([]);
        expect(await here.request('svc.ping', {})).toBe('pong');
        await expect(there.request('svc.ping', {})).rejects.toBeInstanceOf(NoResponderError);
      });
    });

    describe('names', () => {
      it('rejects names the NATS implementation could not keep apart, saying what to use', async ({ expect, onTestFinished }) => {
        const { open } = scene(onTestFinished);
        const bus = await open();

        await expect(bus.enqueue('Crawl_Jobs', {})).rejects.toThrow(/Invalid bus queue "Crawl_Jobs": use dot-separated tokens/);
        await expect(bus.subscribe('audit.*', () => undefined)).rejects.toThrow(/Invalid bus subject "audit\.\*"/);
        await expect(bus.respond('svc.ping', async () => 'pong', { group: 'a.b' })).rejects.toThrow(/Invalid bus group "a\.b"/);
        await expect(bus.enqueue('jobs.ok', {}, { id: 'two\nlines' })).rejects.toThrow(/Invalid job id/);
      });
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
    await sleep(20);
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
