import { CITATION_SOURCES } from './vocab.js';

/**
 * Every bus subject, declared once. Names go wide -> narrow. The bus prefixes them with the
 * deployment's namespace, so no service spells a subject of its own.
 */
export const QUEUES = {
  /** A crawl job per audit; crawler replicas share them. */
  crawl: 'crawl.jobs',
  /** One job per stored page; scorer replicas share them. */
  pageScore: 'score.pages',
  /** Finalise an audit once its crawl is complete and every page is scored. */
  auditFinalize: 'score.finalize',
  /** A citation run's answers: one job per query x source x repeat, on the source's own queue (citationQueue). */
  citationRun: 'citation.runs',
  /**
   * A citation run to queue: the replica that takes it queues the run's answers. As a job of its
   * own, a replica that dies half way through queueing hands the rest to another.
   */
  citationRunStart: 'citation.start',
} as const;

/**
 * The queue of one AI source's answers. Each source has its own, so a slow or failing provider
 * holds only its own workers and every provider gets its own concurrency limit.
 */
export const citationQueue = (source: string) => `${QUEUES.citationRun}.${source}`;

/** Every queue a replica works, in the order the system status lists them (citation answers per source). */
export const WORK_QUEUES: readonly string[] = [
  QUEUES.crawl,
  QUEUES.pageScore,
  QUEUES.auditFinalize,
  QUEUES.citationRunStart,
  ...CITATION_SOURCES.map(citationQueue),
];

export const EVENTS = {
  /** Pages discovered / crawled / scored while an audit runs (gateway SSE). */
  auditProgress: 'audit.progress',
  auditCompleted: 'audit.completed',
  auditFailed: 'audit.failed',
  /** A citation run moved: answers stored, or it completed (gateway SSE, the scorer's Fix First). */
  citationProgress: 'citation.progress',
  /** A session was ended or changed (logout, admin unlock): gateway replicas drop their cached copy. */
  sessionChanged: 'gateway.session.changed',
  /**
   * A health census: every replica of every service (no queue group) answers with its health on
   * the reply subject the census names (healthCensusReply), so a replica in any process is counted.
   */
  healthCensus: 'svc.health.census',
} as const;

/** Where the replicas answer one health census; `id` is unique per census (a UUID). */
export const healthCensusReply = (id: string): string => `${EVENTS.healthCensus}.reply.${id}`;

export const REQUESTS = {
  health: (service: string) => `svc.${service}.health`,
  auth: {
    magicRequest: 'auth.magic.request',
    magicVerify: 'auth.magic.verify',
    session: 'auth.session',
    logout: 'auth.logout',
    users: 'auth.users',
    stats: 'auth.stats',
    adminUnlock: 'auth.admin.unlock',
  },
  classifier: {
    classify: 'classifier.classify',
    compare: 'classifier.compare',
    health: 'classifier.health.metrics',
  },
  citation: {
    summary: 'citation.summary',
    run: 'citation.run',
    prompts: 'citation.prompts',
  },
  scorer: {
    rescoreRecent: 'scorer.rescore.recent',
    /** The Report response of an audit, built from its stored scores and latest citations. */
    report: 'scorer.report',
    /** Finalise or fail the audits stuck queued or running: the scheduler's hourly job asks one replica. */
    sweep: 'scorer.sweep',
  },
} as const;

export const SERVICE_NAMES = ['gateway', 'auth', 'crawler', 'scorer', 'citation', 'classifier'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
