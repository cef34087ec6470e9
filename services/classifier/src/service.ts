/**
 * The classifier service on the bus: classify (the citation service asks for a host's industry),
 * compare (the admin compare screen), health metrics (the admin health screen), each in queue
 * group "classifier" so replicas share them; and every completed audit classified from its
 * stored pages, its site type and industry written on the audit.
 */
import type { Subscription } from '@citable/bus';
import { crawlMapOrigins } from '@citable/config';
import {
  ClassifyRequestSchema,
  EVENTS,
  LIMITS,
  REQUESTS,
  type AuditCompleted,
  type ClassifierComparison,
  type ClassifierHealth,
  type ClassifyRequest,
  type ClassifyResponse,
} from '@citable/contracts';
import { createGuardedFetcher } from '@citable/net';
import type { RunningService, Service, ServiceContext } from '@citable/runtime';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { classifyAudit } from './audit-classification.js';
import { createClassifier, type ClassifierSettings } from './classifier.js';
import { judgeHealth } from './health/judge.js';
import { aggregateWindow } from './health/metrics.repository.js';
import { tieBreakerFromConfig } from './llm/tie-break.js';
import { loadTaxonomy } from './taxonomy/taxonomy.js';

const GROUP = 'classifier';

/** Settings over those the configuration gives (tests: an address allowlist for fixture sites). */
export interface ClassifierServiceOptions {
  addressPolicy?: { allowPrivate?: boolean; allowCidrs?: readonly string[] };
  settings?: Partial<ClassifierSettings>;
}

const CompareRequestSchema = Type.Object({ host: Type.String({ minLength: 1, maxLength: 253 }) });

/** A request whose payload does not fit its schema: 400, naming the field. */
export class BadRequestError extends Error {
  readonly code = 'bad_request';
  readonly status = 400;
}

function checked<S extends TSchema>(schema: S): (data: unknown) => Static<S> {
  const compiled = Compile(schema);
  return (data) => {
    if (compiled.Check(data)) return data as Static<S>;
    const first = [...compiled.Errors(data)][0];
    throw new BadRequestError(`${first?.instancePath.slice(1) || 'payload'} ${first?.message ?? 'is invalid'}`);
  };
}

export function createClassifierService(options: ClassifierServiceOptions = {}): Service {
  return { name: 'classifier', start: (ctx) => startClassifier(ctx, options) };
}

export const classifierService: Service = createClassifierService();

async function startClassifier({ db, bus, log, config }: ServiceContext, options: ClassifierServiceOptions): Promise<RunningService> {
  const guarded = createGuardedFetcher({
    addressPolicy: options.addressPolicy ?? { allowPrivate: config.CRAWL_ALLOW_PRIVATE },
    connectionsPerOrigin: 2,
    // The crawler's limits: 15 s per page, 5 MB, 5 redirects.
    limits: { timeoutMs: LIMITS.pageTimeoutMs, maxBytes: LIMITS.pageSizeCapBytes, maxRedirects: LIMITS.maxRedirects },
  });
  const classifier = createClassifier({
    db,
    log,
    taxonomy: await loadTaxonomy(),
    fetcher: guarded.fetcher,
    tieBreaker: tieBreakerFromConfig(config),
    // Several replicas may share a process (tests, citable start): each gets an id of its own.
    replica: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    settings: {
      cacheTtlMs: config.CLASSIFIER_CACHE_TTL_MS,
      lruSize: config.CLASSIFIER_LRU_SIZE,
      fetchDeadlineMs: config.CLASSIFIER_FETCH_DEADLINE_MS,
      mapOrigins: crawlMapOrigins(config),
      ...options.settings,
    },
  });
  const classifyRequest = checked(ClassifyRequestSchema);
  const compareRequest = checked(CompareRequestSchema);
  const subs: Subscription[] = [];
  try {
    subs.push(
      await bus.respond<unknown, ClassifyResponse>(
        REQUESTS.classifier.classify,
        async (data) => {
          const req: ClassifyRequest = classifyRequest(data);
          const { outcome: _outcome, ...response } = await classifier.classify(req.host, req.auditId ? { auditId: req.auditId } : {});
          return response;
        },
        { group: GROUP },
      ),
      await bus.respond<unknown, ClassifierComparison>(REQUESTS.classifier.compare, async (data) => (await classifier.classify(compareRequest(data).host)).comparison, { group: GROUP }),
      await bus.respond<unknown, ClassifierHealth>(REQUESTS.classifier.health, async () => {
        const now = new Date();
        return judgeHealth(await aggregateWindow(db, now), now);
      }, { group: GROUP }),
      // One replica of the group takes each completed audit.
      await bus.subscribe<AuditCompleted>(EVENTS.auditCompleted, async (event) => {
        await classifyAudit({ db, log, classifier }, event.auditId);
      }, { group: GROUP }),
    );
  } catch (err) {
    for (const sub of subs) await sub.stop();
    await guarded.close();
    throw err;
  }
  return {
    async stop() {
      for (const sub of subs) await sub.stop();
      await guarded.close();
    },
    details() {
      const c = classifier.counts();
      return { memory_hits: String(c.memoryHits), postgres_hits: String(c.postgresHits), misses: String(c.misses), errors: String(c.errors) };
    },
  };
}
